import type { BookingStatus } from '../schemas/booking';

/** How long after the visit's end the customer and the crew can still call each other through us. */
export const CALLS_AFTER_VISIT_MS = 2 * 60 * 60 * 1000;
/** Calls one person may place for one booking in an hour (each rings two phones, paid per minute). */
export const CALLS_PER_HOUR = 5;
/** The longest a masked call may last. */
export const CALL_TIME_LIMIT_SECONDS = 15 * 60;

/**
 * Whether the customer and the crew can call each other through the masking number now: from assignment
 * until 2 hours after the visit's end (PRODUCT §5c; issue 38). Outside it, both call the office.
 */
export function callWindowOpen(
  b: { status: BookingStatus; endsAt: Date | string | null },
  now: Date,
): boolean {
  if (b.status === 'assigned' || b.status === 'in-progress') return true;
  if (b.status !== 'completed' || !b.endsAt) return false;
  return now.getTime() < new Date(b.endsAt).getTime() + CALLS_AFTER_VISIT_MS;
}

/**
 * The crew's first names as one phrase, lead first: 'Ravi', 'Ravi and Arjun', 'Ravi, Arjun and Sunita'
 * (Hindi 'और'). Every message to a customer names the whole crew.
 */
export function crewFirstNames(names: readonly string[], language: 'en' | 'hi' = 'en'): string {
  const first = names.map((n) => n.trim().split(/\s+/)[0]).filter(Boolean);
  if (first.length <= 1) return first[0] ?? '';
  const and = language === 'hi' ? 'और' : 'and';
  return `${first.slice(0, -1).join(', ')} ${and} ${first[first.length - 1]}`;
}
