import type { Db, DbOrTx } from '../../db/client';
import { paymentEventOfProviderStatus } from '../../../shared/domain/payment-state';
import type { Clock } from '../../platform/clock';
import type { PaymentProvider } from '../../platform/payments/provider';
import { applyPaymentEvent, type CaptureHolds, type ReceiptIssuer } from './payment-transitions';
import { paymentsRepository } from './payments.repository';
import { captureIfAuthorized, decisivePayment } from './capture';
import type { RefundsService } from './refunds.service';
import type { TextNotifications } from '../notifications/text-notifications.service';

const MINUTE = 60_000;

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciler>;

/**
 * Asks the provider about orders left unpaid for a while, so a customer whose browser died after
 * paying (and whose webhook was lost) is still marked paid; also resends refunds an outage held back.
 */
export function createPaymentReconciler(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  refunds: RefundsService;
  companyName: string;
  receipts?: ReceiptIssuer;
  publicUrl?: string;
  texts: TextNotifications;
  /** Confirms the booking a captured payment is for (bookings module). */
  holds?: CaptureHolds;
  /** A booking now paid, in the capturing transaction (referrals module). */
  onPaid?: (tx: DbOrTx, bookingId: string) => Promise<unknown>;
  afterMinutes: number;
  log: { error: (obj: object, msg: string) => void };
}) {
  async function reconcile() {
    const provider = deps.provider;
    const now = deps.clock.now();
    const stale = new Date(now.getTime() - deps.afterMinutes * MINUTE);
    const claimed = provider
      ? await deps.db.transaction((tx) => paymentsRepository.claimStaleOrders(tx, stale, stale, now))
      : [];
    let captured = 0;
    for (const row of claimed) {
      if (row.provider !== provider!.name) continue;
      let found;
      try {
        found = await provider!.fetchOrderPayments(row.orderId);
      } catch (error) {
        deps.log.error({ err: error, orderId: row.orderId }, 'reconciliation could not reach the provider');
        continue;
      }
      const decisive = decisivePayment(found);
      const latest = decisive && (await captureIfAuthorized(provider!, decisive, row.amountPaise, deps.log));
      const paid = latest?.status === 'captured' || latest?.status === 'refunded';
      const event = latest && paymentEventOfProviderStatus(paid ? 'captured' : latest.status);
      if (!latest || !event) continue;
      const result = await deps.db.transaction((tx) =>
        applyPaymentEvent(
          tx,
          {
            clock: deps.clock,
            companyName: deps.companyName,
            receipts: deps.receipts,
            publicUrl: deps.publicUrl,
            texts: deps.texts,
            holds: deps.holds,
            onPaid: deps.onPaid,
          },
          row.id,
          event,
          {
            paymentId: latest.id,
            reason: 'Reported failed by the provider',
          },
        ),
      );
      if (result.changed && event === 'capture') captured++;
      if (result.needsRefund)
        await deps.refunds.startFullRefund(row.bookingId, 'Paid after cancellation', true);
      if (result.refund) await deps.refunds.sendRecorded(result.refund);
    }
    // A refund is left to the request that records it for a minute (less when orders are checked sooner).
    const refundGraceMs = Math.min(deps.afterMinutes, 1) * MINUTE;
    const refundsResent = await deps.refunds.retryUnsent(new Date(now.getTime() - refundGraceMs));
    return { checked: claimed.length, captured, refundsResent };
  }

  /** One pass: what the job runner runs (background-jobs.ts) and tests call. */
  return { reconcile };
}
