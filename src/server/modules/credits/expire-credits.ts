import {
  dueCreditExpiries,
  expiredLotOf,
  expiryKey,
  type CreditMovement,
} from '../../../shared/domain/credits';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { creditsRepository, type CreditEntryRow } from './credits.repository';

/** Customers settled per pass; the next pass (or the next tick) takes the rest. */
const CUSTOMERS_PER_PASS = 200;

export const toCreditMovement = (e: CreditEntryRow): CreditMovement => ({
  id: e.id,
  at: e.createdAt.getTime(),
  amountPaise: e.amountPaise,
  reason: e.reason,
  expiresAt: e.expiresAt?.getTime() ?? null,
  expiredLotId: e.reason === 'expired' ? expiredLotOf(e.idempotencyKey) : null,
});

/**
 * Settles one customer's lots that have run out, inside one transaction under the balance's lock (spends of
 * that balance queue behind it): each due lot gets one 'expired' entry for what is left of it (FIFO by expiry,
 * `creditLots`), keyed by the lot, and one settlement row, zero when nothing was left. Returns the paise expired.
 */
export async function expireCustomerCredits(db: Db, userId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await creditsRepository.lockBalance(tx, userId);
    const ledger = await creditsRepository.ledger(tx, userId);
    let expired = 0;
    for (const due of dueCreditExpiries(ledger.map(toCreditMovement), now.getTime())) {
      // The settlement's primary key is the once: a lot settled by another pass is skipped.
      const mine = await creditsRepository.settleLot(tx, {
        entryId: due.lotId,
        userId,
        expiredPaise: due.remainingPaise,
      });
      if (!mine || due.remainingPaise === 0) continue;
      await creditsRepository.insert(tx, {
        userId,
        amountPaise: -due.remainingPaise,
        reason: 'expired',
        idempotencyKey: expiryKey(due.lotId),
      });
      expired += due.remainingPaise;
    }
    return expired;
  });
}

/**
 * The `credit-expiry` job (one process of the cluster per period; the database keeps each lot's expiry once
 * even when two run): credit past its expiry is written off as 'expired' entries.
 */
export function createCreditExpiry(deps: { db: Db; clock: Clock }) {
  return {
    /** One pass: the customers with lots due now; returns the paise expired. */
    async runDue(): Promise<number> {
      const now = deps.clock.now();
      const customers = await creditsRepository.customersWithDueLots(deps.db, now, CUSTOMERS_PER_PASS);
      let expired = 0;
      for (const userId of customers) expired += await expireCustomerCredits(deps.db, userId, now);
      return expired;
    },
  };
}
