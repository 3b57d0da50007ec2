import type { AdminCreditsDto, CreditEntryDto, CreditsDto } from '../../../shared/api-credits';
import { creditReasonLabels, goodwillLimitPaise, mayGrantGoodwill } from '../../../shared/domain/credits';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import type { GoodwillInput } from '../../../shared/schemas/credits';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, isUniqueViolation, notFound } from '../../platform/errors';
import { creditsRepository, type CreditEntryRow } from './credits.repository';
import {
  creditOnlineRefund,
  returnBookingCredits,
  spendCredits,
  spendCreditsIn,
  useCreditsForBooking,
} from './spend-credits';

export const toCreditEntryDto = (e: CreditEntryRow): CreditEntryDto => ({
  id: e.id,
  amountPaise: e.amountPaise,
  reason: e.reason,
  reasonText: creditReasonLabels[e.reason],
  note: e.note,
  bookingId: e.bookingId,
  expiresAt: e.expiresAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
});

const customerNotFound = () => notFound('Customer not found', 'CUSTOMER_NOT_FOUND');

/** The credits ledger: what a customer holds, admins' goodwill, and spending and returning at payment. */
export function createCreditsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async credits(userId: string): Promise<CreditsDto> {
      const [balancePaise, entries] = await Promise.all([
        creditsRepository.balance(db, userId),
        creditsRepository.entries(db, userId),
      ]);
      return { balancePaise, entries: entries.map(toCreditEntryDto) };
    },

    balance: (userId: string) => creditsRepository.balance(db, userId),

    /** A customer's credits for the console, with what the staff member may grant at a time. */
    async customerCredits(actor: AuthUser, customerId: string): Promise<AdminCreditsDto> {
      const customer = await creditsRepository.customer(db, customerId);
      if (!customer || customer.role !== 'client') throw customerNotFound();
      return { ...(await this.credits(customerId)), goodwillLimitPaise: goodwillLimitPaise(actor.role) };
    },

    /**
     * Goodwill from a staff member, up to their role's limit per grant (GOODWILL_LIMIT_PAISE), audited in the
     * same transaction. The same Idempotency-Key grants once: a retry gets the first grant back.
     */
    async grantGoodwill(
      actor: AuthUser,
      customerId: string,
      input: GoodwillInput,
      idempotencyKey?: string,
    ): Promise<{ entry: CreditEntryDto; balancePaise: number; repeated: boolean }> {
      const amountPaise = rupeesToPaise(input.amountRupees);
      if (!mayGrantGoodwill(actor.role, amountPaise))
        // FORBIDDEN with the limit in words, not a code of its own (every code ships to every public page).
        throw new AppError(
          'FORBIDDEN',
          403,
          `Your role may grant at most ${formatRupees(goodwillLimitPaise(actor.role))} of goodwill at a time.`,
        );
      const customer = await creditsRepository.customer(db, customerId);
      if (!customer || customer.role !== 'client') throw customerNotFound();
      const key = idempotencyKey ? `goodwill:${idempotencyKey}` : null;
      if (key) {
        const earlier = await creditsRepository.byKey(db, customerId, key);
        if (earlier) return this.repeatOf(earlier, amountPaise, input.reason);
      }
      try {
        const entry = await db.transaction(async (tx) => {
          await creditsRepository.lockBalance(tx, customerId);
          const row = await creditsRepository.insert(tx, {
            userId: customerId,
            amountPaise,
            reason: 'goodwill',
            note: input.reason,
            createdBy: actor.id,
            idempotencyKey: key,
          });
          await recordAudit(tx, {
            actor,
            action: 'credits.goodwill',
            entityType: 'customer',
            entityId: customerId,
            details: {
              customer: customer.name,
              by: actor.name,
              amount: formatRupees(amountPaise),
              reason: input.reason,
            },
          });
          return row;
        });
        return {
          entry: toCreditEntryDto(entry),
          balancePaise: await creditsRepository.balance(db, customerId),
          repeated: false,
        };
      } catch (error) {
        if (!key || !isUniqueViolation(error, 'credit_entries_idempotency_uq')) throw error;
        const earlier = (await creditsRepository.byKey(db, customerId, key))!;
        return this.repeatOf(earlier, amountPaise, input.reason);
      }
    },

    /** A retried grant: the first one back, unless the key now carries a different grant. */
    async repeatOf(earlier: CreditEntryRow, amountPaise: number, note: string) {
      if (earlier.amountPaise !== amountPaise || earlier.note !== note)
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          409,
          'This Idempotency-Key was used for a different grant.',
        );
      return {
        entry: toCreditEntryDto(earlier),
        balancePaise: await creditsRepository.balance(db, earlier.userId),
        repeated: true,
      };
    },

    /**
     * Inside the caller's transaction: credits a customer earned (a referral) or redeemed (a gift voucher, with
     * an expiry), under their balance's lock as a grant is. The key makes it once per customer: the database
     * refuses a second entry with it.
     */
    async earnIn(
      tx: DbOrTx,
      entry: {
        userId: string;
        amountPaise: number;
        reason: 'referral' | 'voucher';
        /** Null when the reason says it all (a voucher: the web shows the reason in the customer's language). */
        note: string | null;
        key: string;
        bookingId?: string | null;
        expiresAt?: Date | null;
      },
    ): Promise<CreditEntryRow> {
      await creditsRepository.lockBalance(tx, entry.userId);
      return creditsRepository.insert(tx, {
        userId: entry.userId,
        amountPaise: entry.amountPaise,
        reason: entry.reason,
        note: entry.note,
        bookingId: entry.bookingId ?? null,
        idempotencyKey: entry.key,
        expiresAt: entry.expiresAt ?? null,
      });
    },

    spend: (input: Parameters<typeof spendCredits>[1]) => spendCredits(db, input),
    spendIn: spendCreditsIn,
    /** Inside a transaction: credits a booking uses at payment, and gives back when cancelled. */
    useForBooking: useCreditsForBooking,
    heldByBooking: (tx: DbOrTx, userId: string, bookingId: string) =>
      creditsRepository.heldByBooking(tx, userId, bookingId),
    /** What of a booking's total its customer's credits pay (receipts and invoices show it apart). */
    paidByCredits: (bookingId: string) => creditsRepository.heldByBookingId(db, bookingId),
    /** A cancelled or released booking's credits back, in the cancelling transaction (bookings module). */
    onBookingCancelled: (tx: DbOrTx, booking: { id: string; userId: string }) =>
      returnBookingCredits(tx, { userId: booking.userId, bookingId: booking.id }),
    /**
     * Credits pay only online (decision 040): a booking whose customer chooses to pay at the visit, or that is
     * paid at the door, gives back what it held, in that transaction.
     */
    onPaidAtTheVisit: (tx: DbOrTx, booking: { id: string; userId: string }) =>
      returnBookingCredits(tx, {
        userId: booking.userId,
        bookingId: booking.id,
        note: 'Credits given back: the booking is paid at the visit',
      }),
    /** A cancelled booking's online payment taken as credits, in the cancelling transaction (once per booking). */
    creditOnlineRefund,
    /** Gives a booking's credits back in a transaction of its own. */
    returnForBooking: (input: { userId: string; bookingId: string; note?: string }) =>
      db.transaction((tx) => returnBookingCredits(tx, input)),
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
