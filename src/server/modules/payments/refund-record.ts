import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditEntry } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { formatRupeesExact } from '../../../shared/money';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { refundStartedEmail, type RefundWhy } from './payments.emails';
import { paymentsRepository, type PaymentRow, type RefundRow } from './payments.repository';

export interface RefundRequest {
  paymentRowId: string;
  amountPaise: number | 'rest';
  key: string;
  reason: string;
  notify: boolean;
  /** Who asked for it (the audit log's who; null: the system, e.g. a payment after cancellation). */
  actor: AuditEntry['actor'];
  /** Why the customer gets the money back, when the mail should say it (a second payment). */
  why?: RefundWhy;
  /**
   * Refused (409) while another refund of the payment is in flight: an admin's refund, asked for on a
   * page that may not show the first yet. A retry with the same key still gets its own refund.
   */
  oneAtATime?: boolean;
}

export const REFUND_IN_PROGRESS_MESSAGE =
  'A refund of this payment is already in progress. Wait until it is processed before refunding more.';

/**
 * Records a refund inside the caller's transaction: the row under its idempotency key (a retry or a
 * second process gets the same one), its audit line and the customer's mail and text, once. Sending it
 * to the provider is the caller's, after the commit. null when nothing is left to refund of 'rest'.
 */
export async function recordRefund(
  tx: DbOrTx,
  deps: { companyName: string; texts?: TextNotifications },
  opts: RefundRequest,
  /** The payment row, when the caller holds its lock already. */
  locked?: PaymentRow,
): Promise<RefundRow | null> {
  const payment = locked ?? (await paymentsRepository.lockById(tx, opts.paymentRowId));
  if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
  if (payment.status !== 'captured' && payment.status !== 'refund_pending')
    throw new AppError('NOT_REFUNDABLE', 400, 'Only a captured payment can be refunded.');
  if (opts.oneAtATime) {
    const inFlight = await paymentsRepository.refundsInFlight(tx, payment.id);
    if (inFlight.some((r) => r.idempotencyKey !== opts.key))
      throw new AppError('REFUND_IN_PROGRESS', 409, REFUND_IN_PROGRESS_MESSAGE);
  }
  const refundable = payment.amountPaise - (await paymentsRepository.refundedOrAsked(tx, payment.id));
  const amount = opts.amountPaise === 'rest' ? refundable : opts.amountPaise;
  if (amount <= 0 && opts.amountPaise === 'rest') return null;
  if (amount > refundable)
    throw new AppError(
      'REFUND_TOO_LARGE',
      400,
      `The refund cannot exceed the refundable ${formatRupeesExact(Math.max(0, refundable))}.`,
    );
  const { refund, created } = await paymentsRepository.insertRefund(tx, {
    paymentRowId: payment.id,
    bookingId: payment.bookingId,
    idempotencyKey: opts.key,
    amountPaise: amount,
    reason: opts.reason,
  });
  if (!created) return refund;
  // Money going back is audited with who, when (the entry's time) and why.
  await recordAudit(tx, {
    actor: opts.actor,
    action: 'payment.refund',
    entityType: 'booking',
    entityId: payment.bookingId,
    details: { refundId: refund.id, paymentId: payment.id, amountPaise: amount, reason: opts.reason },
  });
  // A booking paid at the door stays paid: only the second payment, made online, goes back.
  if (amount === refundable && !(await paymentsRepository.paidAtTheDoor(tx, payment.bookingId)))
    await paymentsRepository.setBookingPayment(tx, payment.bookingId, { paymentStatus: 'refund_pending' });
  const booking = (await paymentsRepository.bookingById(tx, payment.bookingId))!;
  if (opts.notify)
    await enqueueEmail(tx, refundStartedEmail(booking, amount, deps.companyName, opts.why), {
      bookingId: payment.bookingId,
    });
  if (deps.texts) await deps.texts.refundStarted(tx, booking, { id: refund.id, amountPaise: amount });
  return refund;
}
