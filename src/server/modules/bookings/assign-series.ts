import { AppError } from '../../platform/errors';
import { assignCrew, type AssignCrewInput } from './assign-crew';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository } from './bookings.repository';

/** A later visit of the series the chosen crew could not take, and why (the assign's own refusal). */
export interface VisitNotAssigned {
  bookingId: string;
  scheduledDate: string;
  scheduledTime: string;
  message: string;
}

/**
 * An admin gives a recurring series to one crew (issue 35 part 4): this visit as a single assign does, then
 * each later open visit of its series, each in its own transaction, so a visit the crew cannot take (busy,
 * on leave, held for payment) stays as it was and is listed with why, and the rest are assigned.
 */
export async function assignSeries(deps: BookingChangesContext, input: AssignCrewInput) {
  const booking = await assignCrew(deps, input);
  const { seriesId, scheduledDate } = booking.booking;
  const notAssigned: VisitNotAssigned[] = [];
  let assigned = 1;
  if (!seriesId) return { booking, series: { assigned, notAssigned } };
  const later = (await bookingsRepository.openVisitsOfSeries(deps.db, seriesId, scheduledDate))
    .filter((v) => v.id !== booking.booking.id)
    .sort((a, b) =>
      `${a.scheduledDate} ${a.scheduledTime}`.localeCompare(`${b.scheduledDate} ${b.scheduledTime}`),
    );
  for (const visit of later) {
    try {
      await assignCrew(deps, { ...input, id: visit.id });
      assigned++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notAssigned.push({
        bookingId: visit.id,
        scheduledDate: visit.scheduledDate,
        scheduledTime: visit.scheduledTime,
        message: error.message,
      });
    }
  }
  return { booking, series: { assigned, notAssigned } };
}
