import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { PaymentEvent } from '../../../shared/domain/payment-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments/provider';
import { applyPaymentEvent, type CaptureHolds, type ReceiptIssuer } from './payment-transitions';
import { paymentsRepository, type RefundRow } from './payments.repository';
import type { RefundsService } from './refunds.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { isUuid } from '../../../shared/ids';
import { DISPUTE_STATUSES } from '../../../shared/api-payment-attention';
import { formatRupeesExact } from '../../../shared/money';
import { captureIfAuthorized } from './capture';
import { disputeRank, disputesRepository } from './disputes.repository';
import { alertTeam } from './payment-alerts';

const entity = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ entity: z.object(shape).passthrough() }).optional();
const webhookSchema = z.object({
  event: z.string().max(100),
  /** When Razorpay made the event (Unix seconds): subscriptions' events are ordered by it. */
  created_at: z.number().int().nonnegative().optional(),
  payload: z
    .object({
      payment: entity({
        id: z.string(),
        order_id: z.string().nullable().optional(),
        status: z.string().optional(),
        error_description: z.string().nullable().optional(),
      }),
      order: entity({ id: z.string() }),
      refund: entity({
        id: z.string(),
        payment_id: z.string().optional(),
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
      }),
      // Razorpay's dispute entity (API reference, "Disputes Entity").
      dispute: entity({
        id: z.string().max(100),
        payment_id: z.string().max(100),
        amount: z.number().int().nonnegative(),
        amount_deducted: z.number().int().nonnegative().optional(),
        reason_code: z.string().max(100).nullable().optional(),
        status: z.enum(DISPUTE_STATUSES),
        phase: z.string().max(50).nullable().optional(),
        respond_by: z.number().int().nullable().optional(),
      }),
    })
    .passthrough(),
});

const paymentEvents: Record<string, PaymentEvent> = {
  'payment.authorized': 'attempt',
  'payment.captured': 'capture',
  'order.paid': 'capture',
  'payment.failed': 'fail',
};

/** Provider webhooks: signed on the raw body, deduplicated by event id, applied through the one state machine. */
export function createWebhooksService(deps: {
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
  /** An order that is not a booking's (a tip's): its capture is handed over, in the same transaction. */
  otherOrders?: (tx: DbOrTx, orderId: string, paymentId: string | undefined) => Promise<boolean>;
  /** refund.* about a payment that is no booking's (a gift voucher's), in the same transaction. */
  otherRefunds?: (
    tx: DbOrTx,
    paymentId: string,
    refund: { id: string; processed: boolean },
  ) => Promise<boolean>;
  /** subscription.* events (memberships module), in the transaction that records the event id. */
  subscriptions?: (tx: DbOrTx, event: string, payload: unknown, eventAt: Date | null) => Promise<boolean>;
  /** Where notices of disputes go (the team's inbox). */
  teamEmail?: string;
  log?: { error: (obj: object, msg: string) => void };
}) {
  type Dispute = NonNullable<z.infer<typeof webhookSchema>['payload']['dispute']>['entity'];

  /**
   * payment.dispute.*: one row per dispute on its booking, moved only forward (events come in any
   * order), with a notice to the team when it opens and when it is lost (the money is taken back).
   */
  async function recordDispute(tx: DbOrTx, d: Dispute): Promise<boolean> {
    const payment = await disputesRepository.findPaymentByProviderId(tx, d.payment_id);
    if (!payment) return false;
    const fields = {
      amountPaise: d.amount,
      amountDeductedPaise: d.amount_deducted ?? 0,
      reasonCode: d.reason_code ?? '',
      status: d.status,
      phase: d.phase ?? '',
      respondBy: d.respond_by ? new Date(d.respond_by * 1000) : null,
    };
    const existing = await disputesRepository.lockByProviderId(tx, d.id);
    if (existing && disputeRank(d.status) <= disputeRank(existing.status)) return false;
    if (existing) await disputesRepository.update(tx, existing.id, fields);
    else if (
      !(await disputesRepository.insert(tx, {
        providerDisputeId: d.id,
        paymentRowId: payment.id,
        bookingId: payment.bookingId,
        ...fields,
      }))
    )
      return false;
    if (!existing || d.status === 'lost')
      await alertTeam(tx, deps.teamEmail, {
        bookingId: payment.bookingId,
        subject: d.status === 'lost' ? 'Dispute lost' : 'Payment disputed',
        lines: [
          `Razorpay dispute ${d.id} on payment ${d.payment_id}: ${d.status}, ${formatRupeesExact(d.amount)}` +
            (d.reason_code ? ` (${d.reason_code})` : '') +
            '.',
          ...(fields.respondBy
            ? [`Answer in the Razorpay dashboard by ${fields.respondBy.toISOString()}.`]
            : []),
        ],
      });
    return true;
  }

  /** payment.authorized for one of our orders: captured by us, then counted as payment.captured. */
  async function captureAuthorized(payload: z.infer<typeof webhookSchema>['payload']) {
    const p = payload.payment?.entity;
    if (!deps.provider || !p?.order_id || p.status !== 'authorized') return false;
    const row = await paymentsRepository.findByOrderId(deps.db, p.order_id);
    if (!row || row.provider !== deps.provider.name) return false;
    const remote = await deps.provider.fetchPayment(p.id).catch(() => null);
    if (!remote || remote.orderId !== row.orderId) return false;
    const after = await captureIfAuthorized(deps.provider, remote, row.amountPaise, deps.log);
    return after.status === 'captured';
  }

  return {
    async handle(rawBody: Buffer, signature: unknown, eventIdHeader: unknown) {
      if (!deps.provider || !deps.provider.isValidWebhookSignature(rawBody, signature))
        throw new AppError('INVALID_SIGNATURE', 400, 'Invalid webhook signature');
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new AppError('INVALID_WEBHOOK', 400, 'The webhook body is not a Razorpay event');
      }
      const eventId =
        typeof eventIdHeader === 'string' && eventIdHeader.length > 0 && eventIdHeader.length <= 100
          ? eventIdHeader
          : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const { event, payload } = parsed;
      const capturedByUs = event === 'payment.authorized' && (await captureAuthorized(payload));

      const outcome = await deps.db.transaction(async (tx) => {
        if (!(await paymentsRepository.rememberEvent(tx, eventId, event)))
          return {
            duplicate: true,
            changed: false,
            refundBooking: null as string | null,
            refund: null as RefundRow | null,
          };
        const transition = capturedByUs ? 'capture' : paymentEvents[event];
        if (transition) {
          const orderId = payload.order?.entity.id ?? payload.payment?.entity.order_id;
          const row = orderId ? await paymentsRepository.findByOrderId(tx, orderId) : undefined;
          if (!row) {
            const changed =
              transition === 'capture' && orderId && deps.otherOrders
                ? await deps.otherOrders(tx, orderId, payload.payment?.entity.id)
                : false;
            return { duplicate: false, changed, refundBooking: null, refund: null };
          }
          const result = await applyPaymentEvent(
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
            transition,
            {
              paymentId: payload.payment?.entity.id,
              reason: payload.payment?.entity.error_description ?? undefined,
            },
          );
          return {
            duplicate: false,
            changed: result.changed,
            refundBooking: result.needsRefund ? row.bookingId : null,
            refund: result.refund ?? null,
          };
        }
        if (event === 'refund.processed' || event === 'refund.failed') {
          const refund = payload.refund?.entity;
          if (!refund) return { duplicate: false, changed: false, refundBooking: null, refund: null };
          const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
          const rowId =
            typeof notes.refund_row_id === 'string' && isUuid(notes.refund_row_id)
              ? notes.refund_row_id
              : undefined;
          const ref = { refundRowId: rowId, providerRefundId: refund.id };
          const changed =
            (event === 'refund.processed'
              ? await deps.refunds.markProcessed(tx, ref)
              : await deps.refunds.markFailed(tx, ref)) ||
            (!rowId && refund.payment_id && deps.otherRefunds
              ? await deps.otherRefunds(tx, refund.payment_id, {
                  id: refund.id,
                  processed: event === 'refund.processed',
                })
              : false);
          return { duplicate: false, changed, refundBooking: null, refund: null };
        }
        if (event.startsWith('subscription.') && deps.subscriptions) {
          const eventAt = parsed.created_at ? new Date(parsed.created_at * 1000) : null;
          const changed = await deps.subscriptions(tx, event, payload, eventAt);
          return { duplicate: false, changed, refundBooking: null, refund: null };
        }
        if (event.startsWith('payment.dispute.') && payload.dispute) {
          const changed = await recordDispute(tx, payload.dispute.entity);
          return { duplicate: false, changed, refundBooking: null, refund: null };
        }
        return { duplicate: false, changed: false, refundBooking: null, refund: null };
      });
      if (outcome.refundBooking)
        await deps.refunds.startFullRefund(outcome.refundBooking, 'Paid after cancellation', true);
      if (outcome.refund) await deps.refunds.sendRecorded(outcome.refund);
      return { event, duplicate: outcome.duplicate, changed: outcome.changed };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
