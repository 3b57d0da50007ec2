/**
 * A cleaner's booked hours on a day: the one rule every screen shows (the Today board, the
 * cleaners list and the assign dialog once read 1.3 h, 1.8 h and 3.3 h for one cleaner). It is the
 * booked length of each of their jobs that day that is not cancelled: the travel buffer after a job is
 * not work, and a job counts on the day it starts. Earnings' hours are the same length, of completed jobs.
 */
export interface BookedJob {
  status: string;
  /** The booked length of the job in minutes (its package's duration for the quantity). */
  durationMinutes: number | null | undefined;
}

export function bookedMinutes(jobs: readonly BookedJob[]): number {
  return jobs.reduce(
    (total, job) => (job.status === 'cancelled' ? total : total + Math.max(0, job.durationMinutes ?? 0)),
    0,
  );
}

/** Minutes as hours to one decimal: 80 -> 1.3. */
export const bookedHours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** '1.3 h' */
export const formatBookedHours = (minutes: number) => `${bookedHours(minutes)} h`;
