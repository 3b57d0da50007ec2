/**
 * The cleaner's answers in the query cache. A change to a job (a status, a proof, an accepted offer)
 * invalidates `cleanerKeys.jobs()`, which reaches every range of dates below it.
 */
export const cleanerKeys = {
  all: ['cleaner'] as const,
  jobs: () => [...cleanerKeys.all, 'jobs'] as const,
  jobsBetween: (from: string, to: string) => [...cleanerKeys.jobs(), from, to] as const,
  offers: () => [...cleanerKeys.all, 'offers'] as const,
  earnings: () => [...cleanerKeys.all, 'earnings'] as const,
  checklist: (jobId: string) => [...cleanerKeys.all, 'checklist', jobId] as const,
  /** What a pay-after-service booking is due and what was recorded (not under 'cleaner': its own root). */
  collection: (bookingId: string) => ['booking-collection', bookingId] as const,
};
