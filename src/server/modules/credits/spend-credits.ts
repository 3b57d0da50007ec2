import type { Db, DbOrTx } from '../../db/client';
import { AppError, isCheckViolation, isUniqueViolation } from '../../platform/errors';
import { creditsToUse } from '../../../shared/domain/credits';
import { creditsRepository, type CreditEntryRow } from './credits.repository';

export const creditsTooLow = () =>
  // CONFLICT, not a code of its own: every code ships to every public page (error-codes chunk, JS budgets).
  new AppError('CONFLICT', 409, 'Your credits balance is lower than the amount to use.');

export interface SpendCreditsInput {
  userId: string;
  amountPaise: number;
  bookingId?: string | null;
  note?: string | null;
  /** The same key spends once: a retry gets the first spend back. */
  key?: string | null;
}

/**
 * Takes credits out of a customer's balance, inside `tx`: the balance row is locked (SELECT … FOR UPDATE)
 * and read in the same transaction, so two spends at once queue and the second sees what the first left.
 * The CHECK on the balance row refuses a negative balance even if this check were skipped.
 */
export async function spendCreditsIn(tx: DbOrTx, input: SpendCreditsInput): Promise<CreditEntryRow> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new AppError('VALIDATION_ERROR', 400, 'The amount to use must be above zero.');
  const balance = await creditsRepository.lockBalance(tx, input.userId);
  if (input.key) {
    const earlier = await creditsRepository.byKey(tx, input.userId, input.key);
    if (earlier) return earlier;
  }
  if (balance < input.amountPaise) throw creditsTooLow();
  return creditsRepository.insert(tx, {
    userId: input.userId,
    amountPaise: -input.amountPaise,
    reason: 'spent',
    bookingId: input.bookingId ?? null,
    note: input.note ?? null,
    idempotencyKey: input.key ?? null,
  });
}

/** spendCreditsIn in a transaction of its own; the database's own refusals read as the same 409. */
export async function spendCredits(db: Db, input: SpendCreditsInput): Promise<CreditEntryRow> {
  try {
    return await db.transaction((tx) => spendCreditsIn(tx, input));
  } catch (error) {
    if (isCheckViolation(error, 'credit_balances_not_negative')) throw creditsTooLow();
    if (input.key && isUniqueViolation(error, 'credit_entries_idempotency_uq'))
      return (await creditsRepository.byKey(db, input.userId, input.key))!;
    throw error;
  }
}

/**
 * Uses credits for a booking, inside the caller's transaction: as much of `duePaise` as the balance holds,
 * once per booking (a second call while the booking holds credits returns what it holds). Returns the credits
 * the booking holds after the call.
 */
export async function useCreditsForBooking(
  tx: DbOrTx,
  input: { userId: string; bookingId: string; duePaise: number },
): Promise<number> {
  const balance = await creditsRepository.lockBalance(tx, input.userId);
  const held = await creditsRepository.heldByBooking(tx, input.userId, input.bookingId);
  if (held > 0) return held;
  const use = creditsToUse(balance, input.duePaise);
  if (use === 0) return 0;
  await creditsRepository.insert(tx, {
    userId: input.userId,
    amountPaise: -use,
    reason: 'spent',
    bookingId: input.bookingId,
  });
  return use;
}

/**
 * A cancelled booking's online payment taken as credits (reason 'refund'), inside the cancelling transaction,
 * once per booking (its key): a retry gets the first entry back.
 */
export async function creditOnlineRefund(
  tx: DbOrTx,
  input: { userId: string; bookingId: string; amountPaise: number },
): Promise<CreditEntryRow> {
  await creditsRepository.lockBalance(tx, input.userId);
  const key = `refund-to-credits:${input.bookingId}`;
  const earlier = await creditsRepository.byKey(tx, input.userId, key);
  if (earlier) return earlier;
  return creditsRepository.insert(tx, {
    userId: input.userId,
    amountPaise: input.amountPaise,
    reason: 'refund',
    bookingId: input.bookingId,
    note: 'Online payment of a cancelled booking, refunded as credits',
    idempotencyKey: key,
  });
}

/**
 * Gives back what a booking holds of the ledger (reason 'refund'), at once: a cancelled or released booking's
 * credits return whatever happens to its online part. The balance row's lock queues two returns, so the second
 * finds nothing held. Nothing when it held none.
 */
export async function returnBookingCredits(
  tx: DbOrTx,
  input: { userId: string; bookingId: string; note?: string },
): Promise<CreditEntryRow | null> {
  await creditsRepository.lockBalance(tx, input.userId);
  const held = await creditsRepository.heldByBooking(tx, input.userId, input.bookingId);
  if (held <= 0) return null;
  return creditsRepository.insert(tx, {
    userId: input.userId,
    amountPaise: held,
    reason: 'refund',
    bookingId: input.bookingId,
    note: input.note ?? 'Credits used for a cancelled booking',
  });
}
