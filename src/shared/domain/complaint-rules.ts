/** A customer may report a problem with a visit up to this long after its completion. */
export const COMPLAINT_WINDOW_HOURS = 48;

export const COMPLAINT_CATEGORIES = [
  'not-clean',
  'missed-area',
  'damage',
  'late-or-no-show',
  'behaviour',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_STATUSES = [
  'open',
  'reclean_offered',
  'reclean_booked',
  'refunded',
  'closed',
] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export type ComplaintWindow = 'not-completed' | 'open' | 'closed';

/** Whether a visit can still be complained about at `now`. */
export function complaintWindow(
  booking: { status: string; completedAt: Date | null },
  now: Date,
): ComplaintWindow {
  if (booking.status !== 'completed' || !booking.completedAt) return 'not-completed';
  const closesAt = booking.completedAt.getTime() + COMPLAINT_WINDOW_HOURS * 3_600_000;
  return now.getTime() <= closesAt ? 'open' : 'closed';
}
