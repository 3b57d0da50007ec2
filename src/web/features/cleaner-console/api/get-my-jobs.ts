import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { toCleanerJob, type RawCleanerJob } from '../model/cleaner-job';
import { loadMyJobs } from '../offline/offline-jobs';
import { cleanerKeys } from './cleaner-keys';

/** GET /api/cleaner/jobs?from&to: the signed-in cleaner's jobs (no start codes). */
export const getMyJobs = (from: string, to: string) =>
  api
    .get<{ data: { jobs: RawCleanerJob[] } | RawCleanerJob[] }>(`/api/cleaner/jobs?from=${from}&to=${to}`)
    .then((r) => (Array.isArray(r.data) ? r.data : r.data.jobs).map(toCleanerJob));

/** The jobs from the server; without signal, today's and tomorrow's as last loaded on this phone. */
export const useMyJobs = (from: string, to: string, today: string) => {
  const userId = useAuth()?.user.id ?? '';
  return useQuery({
    queryKey: cleanerKeys.jobsBetween(from, to),
    queryFn: () => loadMyJobs(() => getMyJobs(from, to), userId, today),
    // A cleaner glances at the phone between jobs: keep today's list fresh without a reload.
    refetchInterval: 60_000,
    // Back to the app (the customer may have paid online meanwhile): the jobs are asked for again.
    refetchOnWindowFocus: true,
    // Asked without signal too: the jobs kept on the phone answer then (the default pauses offline).
    networkMode: 'always',
  });
};
