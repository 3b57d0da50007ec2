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

/** What a customer or a cleaner reads about a masked call (server answers; Hindi in the web's messages). */
export const callTexts = {
  calling: (maskedNumber: string, name: string) =>
    `We are calling you on ${maskedNumber}. Pick up, and we will connect you to ${name}.`,
  windowClosed: (officePhone: string) =>
    `Calls through Chamak open when the visit is assigned and close 2 hours after it. Call us on ${officePhone}.`,
  unavailable: (officePhone: string) => `Calls through Chamak are not set up yet. Call us on ${officePhone}.`,
  noOwnNumber: (officePhone: string) =>
    `Add your mobile number to your profile first, or call us on ${officePhone}.`,
  cleanerNumberInvalid: (officePhone: string) =>
    `We cannot connect this call: your cleaner's number is not a mobile number. Call us on ${officePhone}.`,
  customerNumberInvalid: (officePhone: string) =>
    `We cannot connect this call: the booking's number is not a mobile number. Call us on ${officePhone}.`,
  tooMany: (officePhone: string) =>
    `You have placed ${CALLS_PER_HOUR} calls for this booking in the last hour. Call us on ${officePhone}.`,
  failed: (officePhone: string) =>
    `We could not place the call just now. Try again in a minute, or call us on ${officePhone}.`,
};
