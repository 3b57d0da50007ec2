import { seriesAssignedSchema, type SeriesAssignedDto } from '../../../../shared/api-bookings';
import { api } from '../../../lib/api-client';
import { parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatVisit } from '../model/format';

export interface AssignInput {
  bookingId: string;
  cleanerIds: string[];
  names: string;
}

const assignBody = (cleanerIds: string[]) =>
  cleanerIds.length === 1 ? { cleanerId: cleanerIds[0] } : { cleanerIds };

/** PATCH /api/bookings/:id/assign: one cleaner, or a crew, makes the booking 'assigned'. */
export const assignBooking = ({ bookingId, cleanerIds }: AssignInput) =>
  api.patch(`/api/bookings/${bookingId}/assign`, assignBody(cleanerIds));

export const useAssignBooking = () =>
  useAdminAction(assignBooking, (input) => ({
    title: 'Cleaner assigned',
    message: `${input.names} will do this job; the customer has been told.`,
  }));

/** PATCH /api/bookings/:id/assign-series: this visit and the plan's later open visits, to one crew. */
export const assignSeries = ({ bookingId, cleanerIds }: AssignInput) =>
  parsedApi.patch(`/api/bookings/${bookingId}/assign-series`, assignBody(cleanerIds), seriesAssignedSchema);

/** "Ravi Verma will do 8 visits of this plan" and each visit left as it was, with why. */
export function seriesAssignedText(names: string, { series }: Pick<SeriesAssignedDto, 'series'>) {
  const done = `${names} will do ${series.assigned} visit${series.assigned === 1 ? '' : 's'} of this plan; the customer has been told.`;
  if (!series.notAssigned.length) return done;
  const left = series.notAssigned
    .map((v) => `${formatVisit(v.scheduledDate, v.scheduledTime)}: ${v.message}`)
    .join(' ');
  return `${done} Not assigned — ${left}`;
}

export const useAssignSeries = () =>
  useAdminAction(assignSeries, (input, result) => ({
    title: result.series.notAssigned.length ? 'Plan partly assigned' : 'Plan assigned',
    message: seriesAssignedText(input.names, result),
  }));
