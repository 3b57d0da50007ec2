import type { BookingStatus } from '../schemas/booking';
import { addDays, addMonths, slotStart, todayInIndia } from './time';

/** Customers may cancel or reschedule until this long before the slot starts (docs/product-rules.md#changes-and-the-record). */
export const CHANGE_CUTOFF_MS = 2 * 60 * 60 * 1000;

/** A booking's statuses: pending → assigned → in-progress → completed; pending or assigned → cancelled. */
const transitions: Record<BookingStatus, BookingStatus[]> = {
  pending: ['assigned', 'cancelled'],
  assigned: ['in-progress', 'cancelled'],
  'in-progress': ['completed'],
  completed: [],
  cancelled: [],
};

/** Moves an admin may make. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

/** Moves a cleaner may make on their own job. */
export function cleanerCanTransition(from: BookingStatus, to: BookingStatus): boolean {
  return (from === 'assigned' && to === 'in-progress') || (from === 'in-progress' && to === 'completed');
}

export const isCancellableStatus = (status: string) => status === 'pending' || status === 'assigned';

/** Still time for the customer to cancel or reschedule? */
export function beforeCutoff(date: string, time: string, now: Date): boolean {
  return slotStart(date, time).getTime() - now.getTime() >= CHANGE_CUTOFF_MS;
}

/** Upcoming = scheduled date not in the past and status not completed or cancelled. */
/** The cancel reason of a site booking whose hold ran out unpaid (server: booking-hold.service.ts). */
export const HOLD_RELEASED_REASON = 'payment not completed';

export function isUpcoming(booking: { scheduledDate: string; status: string }, now: Date): boolean {
  return (
    booking.scheduledDate.slice(0, 10) >= todayInIndia(now) &&
    booking.status !== 'completed' &&
    booking.status !== 'cancelled'
  );
}

export interface CouponTerms {
  discountType: 'percent' | 'flat';
  discountValue: number;
  maxDiscountPaise: number | null;
}

/** Discount in paise, never more than the amount itself. */
export function couponDiscountPaise(terms: CouponTerms, amountPaise: number): number {
  let discount =
    terms.discountType === 'percent'
      ? Math.round((amountPaise * terms.discountValue) / 100)
      : terms.discountValue;
  if (terms.maxDiscountPaise !== null) discount = Math.min(discount, terms.maxDiscountPaise);
  return Math.max(0, Math.min(discount, amountPaise));
}

/**
 * Later visits of a recurring series (generated at least 8 weeks ahead, so crews see their weeks):
 * weekly and bi-weekly for 8 weeks after the first visit, monthly for 3 months.
 */
export function seriesDates(first: string, frequency: 'weekly' | 'bi-weekly' | 'monthly'): string[] {
  if (frequency === 'monthly') return [1, 2, 3].map((m) => addMonths(first, m));
  const step = frequency === 'weekly' ? 7 : 14;
  const dates: string[] = [];
  for (let day = step; day <= 56; day += step) dates.push(addDays(first, day));
  return dates;
}
