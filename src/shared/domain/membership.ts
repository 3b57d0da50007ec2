/**
 * Chamak Plus (issue 36 part 3, decision 047): a membership is a Razorpay subscription with UPI AutoPay.
 * These are the pure rules: which states carry perks, how webhook states are ordered, the member discount.
 */

/** Razorpay's subscription states (API reference, "Subscriptions": Subscription States). */
export const SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_PERIODS = ['monthly', 'quarterly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** States a subscription never leaves: a late or repeated event cannot bring it back. */
export const TERMINAL_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'completed', 'expired'];
/** States that still hold a customer's one membership (a second subscribe is refused while one is live). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
];

/** UPI AutoPay (NPCI): charges up to ₹15,000 are debited without the customer authorising each one. */
export const UPI_AUTOPAY_LIMIT_PAISE = 1_500_000;
/** UPI AutoPay: the pre-debit notice reaches the customer at least 24 hours before each charge. */
export const PRE_DEBIT_NOTICE_HOURS = 24;

/**
 * Whether an event's subscription state may replace the one we hold. Webhooks arrive in any order and
 * more than once: an older event (by Razorpay's created_at) never overwrites a newer one, and a
 * terminal state is never left. Equal times fall back to the lifecycle's order.
 */
export function supersedes(
  held: { status: SubscriptionStatus; eventAt: Date | null },
  incoming: { status: SubscriptionStatus; eventAt: Date },
): boolean {
  if (TERMINAL_STATUSES.includes(held.status)) return false;
  if (TERMINAL_STATUSES.includes(incoming.status)) return true;
  if (!held.eventAt) return true;
  const diff = incoming.eventAt.getTime() - held.eventAt.getTime();
  if (diff !== 0) return diff > 0;
  return lifecycleRank(incoming.status) > lifecycleRank(held.status);
}

const lifecycleRank = (s: SubscriptionStatus) =>
  ({ created: 0, authenticated: 1, active: 2, pending: 3, halted: 4 })[
    s as 'created' | 'authenticated' | 'active' | 'pending' | 'halted'
  ] ?? 5;

/**
 * Whether the member perks (the discount, priority slots, the longer re-clean window) hold now.
 * Active and pending (a charge being retried) keep them; a halted subscription keeps them only to the
 * end of its grace period; a subscription cancelled at the period's end keeps them to that end.
 */
export function perksActive(m: { status: SubscriptionStatus; perksEndAt: Date | null }, now: Date): boolean {
  if (m.perksEndAt && now.getTime() >= m.perksEndAt.getTime()) return false;
  if (m.status === 'active' || m.status === 'pending') return true;
  if (m.status === 'halted' || m.status === 'cancelled') return !!m.perksEndAt;
  return false;
}

/** The member discount on a price, whole paise, never more than the price. */
export function memberDiscountPaise(amountPaise: number, discountPercent: number): number {
  if (discountPercent <= 0 || amountPaise <= 0) return 0;
  return Math.min(amountPaise, Math.round((amountPaise * discountPercent) / 100));
}
