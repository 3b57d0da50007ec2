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

/** How long after a visit a problem may be reported: 48 hours, or a member's plan's re-clean days if longer. */
export const complaintWindowHours = (memberRecleanDays = 0) =>
  Math.max(COMPLAINT_WINDOW_HOURS, memberRecleanDays * 24);

/** Whether a visit can still be complained about at `now` (`memberRecleanDays`: the member's perk, if any). */
export function complaintWindow(
  booking: { status: string; completedAt: Date | null },
  now: Date,
  memberRecleanDays = 0,
): ComplaintWindow {
  if (booking.status !== 'completed' || !booking.completedAt) return 'not-completed';
  const closesAt = booking.completedAt.getTime() + complaintWindowHours(memberRecleanDays) * 3_600_000;
  return now.getTime() <= closesAt ? 'open' : 'closed';
}
