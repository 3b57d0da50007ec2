import { formatDateLong, formatTime12h, todayInIndia } from './domain/time';

/**
 * What the server says about starting jobs, idempotency keys, coupon guesses, tips and re-cleans.
 * English here, word for word; the web's messages catalogue translates them.
 */
export const jobSafetyTexts = {
  /** The 5th wrong code, and every try after it until the office unlocks the job. */
  startCodeLocked:
    'Too many wrong start codes: this job is locked. Call the office: they can unlock it or start it for you.',
  startReasonNeeded: "Say why the office starts this job without the customer's code.",
  unlockReasonNeeded: 'Say why the start code is unlocked.',
  notLocked: 'The start code of this booking is not locked.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
  actionKeyReused: 'This Idempotency-Key was already used for another action. Use a new key for each action.',
  couponGuesses: 'Too many wrong coupon codes. Please wait an hour and try again.',
  tipAlreadyPaid: 'You have already tipped the crew for this visit. Thank you!',
  recleanOfReclean:
    "This visit was itself a free re-clean: offering another one needs an admin's explicit override.",
};

/** A cleaner early at the door: from when the job can be started (the time and day in India). */
export function tooEarlyToStart(from: Date): string {
  const time = new Date(from.getTime() + 330 * 60_000).toISOString().slice(11, 16);
  return `It is too early to start this job: you can start it from ${formatTime12h(time)} on ${formatDateLong(todayInIndia(from))}.`;
}
