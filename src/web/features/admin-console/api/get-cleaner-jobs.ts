import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** dispatch's cleanerJobDtoSchema: a job as a cleaner's week shows it. */
export interface CleanerWeekJob {
  _id: string;
  status: string;
  serviceName: string;
  packageName: string;
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  customerName: string;
  address: { city: string };
}

/** GET /api/admin/cleaners/:id/jobs?from&to: a cleaner's week. */
export const getCleanerJobs = (cleanerId: string, from: string, to: string) =>
  api
    .get<{ data: { jobs: CleanerWeekJob[] } }>(`/api/admin/cleaners/${cleanerId}/jobs?from=${from}&to=${to}`)
    .then((r) => r.data.jobs);

export const useCleanerJobs = (cleanerId: string | null, from: string, to: string) =>
  useQuery({
    queryKey: adminKeys.cleanerJobs(cleanerId, from, to),
    queryFn: () => getCleanerJobs(cleanerId!, from, to),
    enabled: !!cleanerId,
  });
