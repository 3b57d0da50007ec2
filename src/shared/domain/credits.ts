import type { StaffRole } from './staff-roles';

/**
 * Credits (issue 36 part 4, PRODUCT §5c): money a customer holds with us, an append-only ledger. Why each
 * entry was written; 'spent' and 'expired' take money out, a 'reversal' undoes an earlier entry either way.
 */
export const CREDIT_REASONS = [
  'goodwill',
  'refund',
  'referral',
  'voucher',
  'spent',
  'expired',
  'reversal',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** The reason in words (English: the server, the admin console; the web translates them by kind). */
export const creditReasonLabels: Record<CreditReason, string> = {
  goodwill: 'Goodwill from Chamak',
  refund: 'Refund to credits',
  referral: 'Referral reward',
  voucher: 'Gift voucher',
  spent: 'Used for a booking',
  expired: 'Expired',
  reversal: 'Correction',
};

/**
 * The most one goodwill grant may be, per staff role, in paise: the only table of these limits (the route's
 * check and the console's hint read it). A role missing here, or with 0, may not grant goodwill.
 */
export const GOODWILL_LIMIT_PAISE: Record<StaffRole, number> = {
  admin: 5_000_00,
  city_manager: 2_000_00,
  finance: 2_000_00,
  support: 500_00,
  dispatcher: 0,
};

export function goodwillLimitPaise(role: string): number {
  return Object.hasOwn(GOODWILL_LIMIT_PAISE, role) ? GOODWILL_LIMIT_PAISE[role as StaffRole] : 0;
}

/** Whether a role may grant this much in one goodwill entry. */
export function mayGrantGoodwill(role: string, amountPaise: number): boolean {
  return Number.isInteger(amountPaise) && amountPaise > 0 && amountPaise <= goodwillLimitPaise(role);
}

/** Credits used at payment: the balance, at most the booking's total, never negative. */
export function creditsToUse(balancePaise: number, totalPaise: number): number {
  return Math.max(0, Math.min(balancePaise, totalPaise));
}
