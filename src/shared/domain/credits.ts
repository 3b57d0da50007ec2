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

/**
 * One ledger entry as the expiry rule sees it: when it was written (ms), its signed amount, its expiry (ms) for
 * credit that runs out, and for an 'expired' entry the lot it expired (its idempotency key names the lot).
 */
export interface CreditMovement {
  id: string;
  at: number;
  amountPaise: number;
  reason: CreditReason;
  expiresAt?: number | null;
  expiredLotId?: string | null;
}

/** What is left of one lot (a positive entry): the credit that can still be spent or run out. */
export interface CreditLot {
  id: string;
  amountPaise: number;
  expiresAt: number | null;
  remainingPaise: number;
  /** An 'expired' entry was written for it. */
  expired: boolean;
}

/** Soonest expiry first, never-expiring last; among equals, the older lot first. */
const byExpiry = (a: CreditLot & { at: number }, b: CreditLot & { at: number }) =>
  (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.at - b.at;

/**
 * What remains of each lot (every positive entry), given the ledger so far (decision 040). Entries are taken
 * in the order written (at a tie, what came in before what went out, since a balance never goes below zero).
 * An 'expired' entry takes from the lot it names; every other debit (a spend, a negative correction) takes
 * the soonest-expiring credit first and never-expiring credit last (FIFO by expiry), so a customer loses as
 * little as can be to expiry. A debit larger than what is left (impossible with the balance's CHECK) takes
 * what there is.
 */
export function creditLots(movements: readonly CreditMovement[]): CreditLot[] {
  const ordered = movements
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) => a.m.at - b.m.at || Number(a.m.amountPaise < 0) - Number(b.m.amountPaise < 0) || a.i - b.i,
    );
  const lots: Array<CreditLot & { at: number }> = [];
  const take = (lot: CreditLot, wanted: number) => {
    const taken = Math.min(lot.remainingPaise, wanted);
    lot.remainingPaise -= taken;
    return wanted - taken;
  };
  for (const { m } of ordered) {
    if (m.amountPaise > 0) {
      lots.push({
        id: m.id,
        at: m.at,
        amountPaise: m.amountPaise,
        expiresAt: m.expiresAt ?? null,
        remainingPaise: m.amountPaise,
        expired: false,
      });
      continue;
    }
    let wanted = -m.amountPaise;
    if (m.reason === 'expired' && m.expiredLotId) {
      const lot = lots.find((l) => l.id === m.expiredLotId);
      if (lot) {
        lot.expired = true;
        wanted = take(lot, wanted);
      }
    }
    for (const lot of [...lots].sort(byExpiry)) {
      if (wanted === 0) break;
      wanted = take(lot, wanted);
    }
  }
  return lots.map(({ at: _at, ...lot }) => lot);
}

/**
 * The lots that have run out by `now` and still have no 'expired' entry, with what is left of each (possibly
 * zero: spent in full before it ran out). The expiry job writes one 'expired' entry per lot with something left.
 */
export function dueCreditExpiries(
  movements: readonly CreditMovement[],
  now: number,
): Array<{ lotId: string; remainingPaise: number; expiresAt: number }> {
  return creditLots(movements)
    .filter((l) => !l.expired && l.expiresAt !== null && l.expiresAt <= now)
    .map((l) => ({ lotId: l.id, remainingPaise: l.remainingPaise, expiresAt: l.expiresAt! }));
}

/** The idempotency key of the 'expired' entry of a lot: the database writes it once per lot. */
export const expiryKey = (lotId: string) => `expiry:${lotId}`;

/** The lot an 'expired' entry's key names, or null for any other key. */
export function expiredLotOf(idempotencyKey: string | null | undefined): string | null {
  return idempotencyKey?.startsWith('expiry:') ? idempotencyKey.slice('expiry:'.length) : null;
}
