import type { Frequency } from '../schemas/booking';
import { seriesDates } from './booking-rules';

export interface SeriesTotals {
  /** What one visit costs, after the plan's discount and before any coupon. */
  perVisit: number;
  /** The plan's discount on each visit (0 for one visit, or a plan without one). */
  planDiscount: number;
  /** The first visit and the later visits the server books with it (`seriesDates`). */
  visits: number;
  /** Every visit at its price, less the coupon (which applies to the first visit only). */
  total: number;
  /** The dates of all visits, first included. */
  dates: string[];
}

/**
 * What a booking costs over its series, by the rule the server books it with: the first visit on `first`,
 * then `seriesDates` (weekly and bi-weekly for 8 weeks, monthly for 3 months); every visit is charged the
 * package price less the plan's discount (`planDiscount`, from `planDiscountPaise`) and paid visit by
 * visit; a coupon discounts only the first. A one-time booking is one visit. Amounts in whatever unit
 * `listPrice` is given (rupees on the web).
 */
export function seriesTotals(
  frequency: Frequency,
  first: string,
  listPrice: number,
  firstVisitDiscount = 0,
  planDiscount = 0,
): SeriesTotals {
  const dates = frequency === 'one-time' ? [first] : [first, ...seriesDates(first, frequency)];
  const perPlanVisit = frequency === 'one-time' ? 0 : Math.min(Math.max(0, planDiscount), listPrice);
  const perVisit = listPrice - perPlanVisit;
  const discount = Math.min(Math.max(0, firstVisitDiscount), perVisit);
  return {
    perVisit,
    planDiscount: perPlanVisit,
    visits: dates.length,
    total: perVisit * dates.length - discount,
    dates,
  };
}
