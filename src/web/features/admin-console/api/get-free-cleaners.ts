import { useQuery } from '@tanstack/react-query';
import { freeCleanersDtoSchema } from '../../../../shared/api-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** A cleaner who can take a job, least loaded first. */
export interface FreeCleaner {
  id: string;
  name: string;
  /** Minutes that day's jobs already hold. */
  loadMinutes: number;
  /** Already holds this job (the crew it reserved): preselected. */
  holdsThisJob: boolean;
}

/** GET /api/bookings/:id/free-cleaners: who can take this job (hours, leave, other jobs, crew size). */
export const getFreeCleaners = (bookingId: string) =>
  parsedApi.get(`/api/bookings/${bookingId}/free-cleaners`, freeCleanersDtoSchema).then((d) => ({
    crewSize: d.crewSize,
    cleaners: d.cleaners.map(({ _id, ...c }): FreeCleaner => ({ ...c, id: _id })),
  }));

export const useFreeCleaners = (bookingId: string | null) =>
  useQuery({
    queryKey: adminKeys.freeCleaners(bookingId),
    queryFn: () => getFreeCleaners(bookingId!),
    enabled: !!bookingId,
  });
