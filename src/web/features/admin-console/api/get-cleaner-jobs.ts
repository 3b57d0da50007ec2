import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminBooking } from '../model/admin-dtos';

/** GET /api/admin/cleaners/:id/jobs?from&to: a cleaner's week. */
export const getCleanerJobs = (cleanerId: string, from: string, to: string) =>
  api
    .get<{ data: { jobs: AdminBooking[] } | AdminBooking[] }>(
      `/api/admin/cleaners/${cleanerId}/jobs?from=${from}&to=${to}`,
    )
    .then((r) => (Array.isArray(r.data) ? r.data : r.data.jobs));

export const useCleanerJobs = (cleanerId: string | null, from: string, to: string) =>
  useQuery({
    queryKey: ['admin', 'cleaner-jobs', cleanerId, from, to],
    queryFn: () => getCleanerJobs(cleanerId!, from, to),
    enabled: !!cleanerId,
  });
