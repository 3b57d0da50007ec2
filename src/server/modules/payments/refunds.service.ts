import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuditEntry } from '../../platform/audit';
import type { AppError } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { isProviderRefusal, type PaymentProvider } from '../../platform/payments/provider';
import { alertTeam } from './payment-alerts';
import { formatRupeesExact } from '../../../shared/money';
import { applyPaymentEvent, type ReceiptIssuer } from './payment-transitions';
import { refundProcessedEmail } from './payments.emails';
import { recordRefund, type RefundRequest } from './refund-record';
import { paymentsRepository, type PaymentRow, type RefundRow } from './payments.repository';
import type { TextNotifications } from '../notifications/text-notifications.service';

interface Log {
  error: (obj: object, msg: string) => void;
}

/** Sends of one refund met by an outage, a timeout or a 429 before it is given up on (about 10 minutes of reconciler runs). */
export const MAX_REFUND_ATTEMPTS = 10;

/** Money back: full refunds when a paid booking is cancelled, partial ones by an admin. */
export function createRefundsService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  companyName: string;
  receipts?: ReceiptIssuer;
  publicUrl?: string;
  texts: TextNotifications;
  /** Where notices of failed refunds go (the team's inbox). */
  teamEmail?: string;
  log: Log;
}) {
  const { db } = deps;

  /** Tells the team a refund needs a person, in the transaction that ends it. */
  const alertFailed = (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    refund: RefundRow,
    reason: string,
    givenUp: boolean,
  ) =>
    alertTeam(tx, deps.teamEmail, {
      bookingId: refund.bookingId,
      subject: givenUp ? 'Refund not sent: Razorpay unreachable' : 'Refund refused by Razorpay',
      lines: [
        `A refund of ${formatRupeesExact(refund.amountPaise)} ended failed: ${reason}`,
        givenUp
          ? 'Its answer may have been lost after Razorpay took it: check the payment in the Razorpay dashboard before refunding again.'
          : 'Razorpay will refuse it again as sent: settle it in the Razorpay dashboard or refund another way.',
      ],
    });

  /** Ends a refund 'failed' with its reason (when still unsettled), with a notice to the team. */
  async function fail(refund: RefundRow, reason: string, givenUp: boolean) {
    await db.transaction(async (tx) => {
      const current = await paymentsRepository.lockRefund(tx, refund.id);
      if (current?.status !== 'requested') return;
      await paymentsRepository.updateRefund(tx, refund.id, {
        status: 'failed',
        failureReason: reason.slice(0, 300),
      });
      await alertFailed(tx, current, reason, givenUp);
    });
  }

  /** A refund done: recorded processed, and the payment (and booking) refunded once all of it is back. */
  async function settleProcessed(
    tx: DbOrTx,
    payment: PaymentRow,
    refund: RefundRow,
    providerRefundId: string | null,
  ) {
    await paymentsRepository.updateRefund(tx, refund.id, { status: 'processed', providerRefundId });
    const refundedPaise = Math.min(payment.amountPaise, payment.refundedPaise + refund.amountPaise);
    await paymentsRepository.update(tx, payment.id, { refundedPaise });
    if (refundedPaise < payment.amountPaise) return;
    await applyPaymentEvent(
      tx,
      {
        clock: deps.clock,
        companyName: deps.companyName,
        receipts: deps.receipts,
        publicUrl: deps.publicUrl,
        texts: deps.texts,
      },
      payment.id,
      'refund',
    );
    // A booking paid at the door stays paid when the second payment, made online, is back.
    if (!(await paymentsRepository.paidAtTheDoor(tx, payment.bookingId)))
      await paymentsRepository.setBookingPayment(tx, payment.bookingId, { paymentStatus: 'refunded' });
  }

  /**
   * Hands a recorded refund to the provider, always with the same key and body (a resend after a lost
   * answer returns the first refund). A refusal ends it 'failed' at once; an outage, a timeout or a 429
   * leaves it 'requested' for the reconciler, up to MAX_REFUND_ATTEMPTS sends, then 'failed' with a notice.
   */
  async function send(refund: RefundRow) {
    const payment = await paymentsRepository.findById(db, refund.paymentRowId);
    if (!deps.provider || !payment?.paymentId || payment.provider !== deps.provider.name) return;
    const attempts = await paymentsRepository.countRefundAttempt(db, refund.id);
    try {
      const answer = await deps.provider.refund({
        paymentId: payment.paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { refund_row_id: refund.id, booking_id: refund.bookingId },
      });
      await db.transaction(async (tx) => {
        const current = await paymentsRepository.lockRefund(tx, refund.id);
        // The provider's webhook may have confirmed it already (the sandbox does at once): keep that.
        const status = current?.status === 'requested' ? answer.status : current?.status;
        await paymentsRepository.updateRefund(tx, refund.id, { providerRefundId: answer.id, status });
      });
    } catch (error) {
      // A refusal (already refunded, low balance) answers the same every time: the refund ends 'failed'
      // for an admin instead of being resent every minute.
      if (isProviderRefusal(error)) {
        await fail(refund, (error as AppError).message, false);
        deps.log.error({ err: error, refundId: refund.id }, 'the provider refused a refund: needs an admin');
        return;
      }
      if (attempts >= MAX_REFUND_ATTEMPTS) {
        await fail(refund, `no answer from the payment provider after ${attempts} tries`, true);
        deps.log.error({ err: error, refundId: refund.id, attempts }, 'refund given up on: needs an admin');
        return;
      }
      deps.log.error({ err: error, refundId: refund.id, attempts }, 'refund not sent; will retry');
    }
  }

  async function requestRefund(opts: RefundRequest) {
    const outcome = await db.transaction((tx) =>
      recordRefund(tx, { companyName: deps.companyName, texts: deps.texts }, opts),
    );
    if (outcome && !outcome.providerRefundId) await send(outcome);
    return outcome;
  }

  return {
    /**
     * A refund recorded in a capturing transaction (a second payment of a paid booking), sent once it
     * is committed; one the provider has already is left alone, a lost one is the reconciler's.
     */
    async sendRecorded(refund: RefundRow) {
      if (refund.status === 'requested' && !refund.providerRefundId) await send(refund);
    },

    /** Everything still refundable on a booking's payment goes back; running it twice refunds once. */
    async startFullRefund(
      bookingId: string,
      reason: string,
      notify = false,
      actor: AuditEntry['actor'] = null,
    ) {
      const payment = await paymentsRepository.findCaptured(db, bookingId);
      if (!payment) return null;
      return requestRefund({
        paymentRowId: payment.id,
        amountPaise: 'rest',
        key: `full:${payment.id}`,
        reason,
        notify,
        actor,
      });
    },

    async adminRefund(
      paymentRowId: string,
      amountPaise: number,
      reason: string,
      idempotencyKey?: string,
      actor: AuditEntry['actor'] = null,
    ) {
      const refund = await requestRefund({
        paymentRowId,
        amountPaise,
        key: `admin:${paymentRowId}:${idempotencyKey ?? randomUUID()}`,
        reason,
        notify: true,
        actor,
        oneAtATime: true,
      });
      return (await paymentsRepository.refundById(db, refund!.id))!;
    },

    /**
     * Part or all of a booking's online payment back, once per `key` (the refunds' unique idempotency key:
     * a retry or a second process gets the same refund). null when the booking has no captured payment.
     */
    async refundBooking(
      bookingId: string,
      amountPaise: number,
      reason: string,
      key: string,
      actor: AuditEntry['actor'] = null,
    ) {
      const payment = await paymentsRepository.findCaptured(db, bookingId);
      if (!payment) return null;
      const refund = await requestRefund({
        paymentRowId: payment.id,
        amountPaise,
        key: `${key}:${payment.id}`,
        reason,
        notify: true,
        actor,
      });
      return (await paymentsRepository.refundById(db, refund!.id))!;
    },

    /**
     * A cancelled booking's online payment taken back as credits (decision 040), inside the cancelling
     * transaction: what is left of it is recorded as a refund already processed, never sent to the provider, so
     * nothing of it can also go back to the source (an admin's refund, the reconciler, a retry). Returns the
     * paise to credit (0: nothing captured or nothing left); once per payment (its key).
     */
    async refundToCredits(tx: DbOrTx, bookingId: string, actor: AuditEntry['actor']): Promise<number> {
      const captured = await paymentsRepository.findCaptured(tx, bookingId);
      if (!captured) return 0;
      const payment = (await paymentsRepository.lockById(tx, captured.id))!;
      const refund = await recordRefund(
        tx,
        { companyName: deps.companyName, texts: deps.texts },
        {
          paymentRowId: payment.id,
          amountPaise: 'rest',
          key: `credits:${payment.id}`,
          reason: 'Refund taken as credits',
          notify: false,
          actor,
        },
        payment,
      );
      if (!refund || refund.status === 'processed') return 0;
      await settleProcessed(tx, payment, refund, null);
      return refund.amountPaise;
    },

    /** refund.processed: recorded once; the payment turns 'refunded' when all of it is back. */
    async markProcessed(
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
      ref: { refundRowId?: string; providerRefundId: string },
    ) {
      const found =
        (ref.refundRowId && (await paymentsRepository.refundById(tx, ref.refundRowId))) ||
        (await paymentsRepository.refundByProviderId(tx, ref.providerRefundId));
      if (!found) return false;
      // The payment first, then the refund: the order recording a refund takes them in (its insert waits on
      // a refund row changed meanwhile), so a refund asked for while another is confirmed cannot deadlock.
      const payment = (await paymentsRepository.lockById(tx, found.paymentRowId))!;
      const refund = (await paymentsRepository.lockRefund(tx, found.id))!;
      if (refund.status === 'processed') return false;
      await settleProcessed(tx, payment, refund, refund.providerRefundId ?? ref.providerRefundId);
      const booking = (await paymentsRepository.bookingById(tx, payment.bookingId))!;
      await enqueueEmail(
        tx,
        refundProcessedEmail(
          booking,
          {
            amountPaise: refund.amountPaise,
            providerRefundId: refund.providerRefundId ?? ref.providerRefundId,
          },
          deps.companyName,
        ),
        { bookingId: payment.bookingId },
      );
      return true;
    },

    async markFailed(
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
      ref: { refundRowId?: string; providerRefundId: string; reason?: string },
    ) {
      const found =
        (ref.refundRowId && (await paymentsRepository.refundById(tx, ref.refundRowId))) ||
        (await paymentsRepository.refundByProviderId(tx, ref.providerRefundId));
      if (!found || found.status === 'processed' || found.status === 'failed') return false;
      const reason = ref.reason ?? 'reported failed by the payment provider';
      await paymentsRepository.updateRefund(tx, found.id, { status: 'failed', failureReason: reason });
      await alertFailed(tx, found, reason, false);
      deps.log.error({ refundId: found.id }, 'the provider reports a failed refund: needs an admin');
      return true;
    },

    /** Refunds recorded but never handed over (an outage, a crash): sent again by the reconciler. */
    async retryUnsent(before: Date) {
      const rows = await paymentsRepository.unsentRefunds(db, before);
      let sent = 0;
      for (const r of rows) {
        if (!(await paymentsRepository.claimUnsentRefund(db, r.id, before, deps.clock.now()))) continue;
        await send(r);
        sent++;
      }
      return sent;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
