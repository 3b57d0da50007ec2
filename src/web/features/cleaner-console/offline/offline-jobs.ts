import { useQuery } from '@tanstack/react-query';
import { getProof } from '../../after-visit/api/job-proof';
import { ApiError } from '../../../lib/api-client';
import type { CleanerJob } from '../model/cleaner-job';
import { jobsToKeep, saveChecklist, savedChecklist, savedJobs, saveJobs } from './job-store';
import { cleanerKeys } from '../api/cleaner-keys';

export interface MyJobs {
  jobs: CleanerJob[];
  /** When the jobs shown were saved on the phone: set only when the server could not be reached. */
  savedAt: string | null;
}

/** No answer at all (no signal, or none in time): what the phone kept is shown instead. */
const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Keeps today's and tomorrow's jobs, and the checklist of each still to do, for a reload without signal. */
async function keepForOffline(userId: string, jobs: CleanerJob[], today: string) {
  const kept = jobsToKeep(jobs, today);
  await saveJobs(userId, kept, new Date());
  for (const job of kept) {
    if (job.status !== 'assigned' && job.status !== 'in-progress') continue;
    if (await savedChecklist(job.id)) continue;
    await saveChecklist(job.id, (await getProof(job.id)).checklistItems);
  }
}

export async function loadMyJobs(
  fetchJobs: () => Promise<CleanerJob[]>,
  userId: string,
  today: string,
): Promise<MyJobs> {
  try {
    const jobs = await fetchJobs();
    // A phone without IndexedDB (private mode) still shows the jobs; it just cannot keep them.
    void keepForOffline(userId, jobs, today).catch(() => undefined);
    return { jobs, savedAt: null };
  } catch (error) {
    if (!unreachable(error)) throw error;
    const saved = await savedJobs(userId).catch(() => null);
    if (!saved) throw error;
    return { jobs: saved.jobs, savedAt: saved.savedAt };
  }
}

/** The package's checklist for a job: from the server, else as kept on the phone. */
export const useJobChecklist = (jobId: string, enabled: boolean) =>
  useQuery({
    queryKey: cleanerKeys.checklist(jobId),
    enabled,
    // Asked without signal too: the kept checklist is the answer then (the default pauses offline).
    networkMode: 'always',
    queryFn: async () => {
      try {
        const items = (await getProof(jobId)).checklistItems;
        void saveChecklist(jobId, items).catch(() => undefined);
        return items;
      } catch (error) {
        const saved = unreachable(error) ? await savedChecklist(jobId).catch(() => null) : null;
        if (saved) return saved;
        throw error;
      }
    },
  });
