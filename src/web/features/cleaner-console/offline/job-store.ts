import { addDays } from '../../../../shared/domain/time';
import type { CleanerJob } from '../model/cleaner-job';
import { run, STORES } from './offline-db';

interface SavedJobs {
  userId: string;
  savedAt: string;
  jobs: CleanerJob[];
}

const jobsKey = 'jobs';
const checklistKey = (jobId: string) => `checklist:${jobId}`;

/** Only the jobs a cleaner may need at a door without signal: today's and tomorrow's (India dates). */
export const jobsToKeep = (jobs: CleanerJob[], today: string) => {
  const tomorrow = addDays(today, 1);
  return jobs.filter((j) => j.date === today || j.date === tomorrow);
};

export const saveJobs = (userId: string, jobs: CleanerJob[], now: Date) =>
  run(STORES.saved, 'readwrite', (s) =>
    s.put({ userId, savedAt: now.toISOString(), jobs } satisfies SavedJobs, jobsKey),
  );

/** The jobs this account last loaded on this phone, or null (another account's are never shown). */
export async function savedJobs(userId: string): Promise<SavedJobs | null> {
  const saved = (await run(STORES.saved, 'readonly', (s) => s.get(jobsKey))) as SavedJobs | undefined;
  return saved && saved.userId === userId ? saved : null;
}

export const saveChecklist = (jobId: string, items: string[]) =>
  run(STORES.saved, 'readwrite', (s) => s.put(items, checklistKey(jobId)));

export const savedChecklist = async (jobId: string) =>
  ((await run(STORES.saved, 'readonly', (s) => s.get(checklistKey(jobId)))) as string[] | undefined) ?? null;
