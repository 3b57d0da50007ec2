import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toCleanerJob, type RawCleanerJob } from '../model/cleaner-job';

export const myJobsKey = ['cleaner', 'jobs'] as const;

/** GET /api/cleaner/jobs?from&to: the signed-in cleaner's jobs (no start codes). */
export const getMyJobs = (from: string, to: string) =>
  api
    .get<{ data: { jobs: RawCleanerJob[] } | RawCleanerJob[] }>(`/api/cleaner/jobs?from=${from}&to=${to}`)
    .then((r) => (Array.isArray(r.data) ? r.data : r.data.jobs).map(toCleanerJob));

export const useMyJobs = (from: string, to: string) =>
  useQuery({
    queryKey: [...myJobsKey, from, to],
    queryFn: () => getMyJobs(from, to),
    // A cleaner glances at the phone between jobs: keep today's list fresh without a reload.
    refetchInterval: 60_000,
  });
