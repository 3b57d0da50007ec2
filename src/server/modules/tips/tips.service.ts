import type { Db, DbOrTx } from '../../db/client';
import type { TipDto } from '../../../shared/api-after-visit';
import { splitTip } from '../../../shared/domain/tips';
import { paiseToRupees } from '../../../shared/money';
import type { VerifyPaymentInput } from '../../../shared/schemas/payment';
import { afterVisitTexts as t } from '../../../shared/texts-after-visit';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { onlinePaymentsOff, type PaymentProvider } from '../../platform/payments/provider';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider';
import type { BookingsService } from '../bookings/bookings.service';
import { VERIFICATION_FAILED_MESSAGE } from '../payments/payments.service';
import { tipsRepository, type TipRow } from './tips.repository';
import { tipThanksEmail } from './tips.emails';
import { enqueueEmail } from '../../platform/mail/outbox';

const tipNotFound = () => notFound('Tip order not found', 'ORDER_NOT_FOUND');
const tipAlreadyPaid = () => conflict(jobSafetyTexts.tipAlreadyPaid, 'TIP_ALREADY_PAID');

/**
 * Tips for a completed visit's crew their own provider order and the same signature check
 * as booking payments. A tip is the cleaners' money: it lives in `tips`/`tip_shares`, never in `payments` or
 * a booking's total, so no revenue figure counts it.
 */
export function createTipsService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  bookings: BookingsService;
  companyName: string;
}) {
  const { db, clock } = deps;
  const requireProvider = () => {
    if (!deps.provider) throw onlinePaymentsOff();
    return deps.provider;
  };

  /** The crew that did the job, lead first (the order the odd paise go in). */
  async function crewOf(tx: DbOrTx, bookingId: string, leadId: string | null) {
    const crew = await tipsRepository.crewOf(tx, bookingId);
    return [...crew].sort((a, b) => Number(b === leadId) - Number(a === leadId));
  }

  /**
   * Paid once: the row is locked, its shares written with it, whichever of verify or webhook comes first.
   * A visit takes one tip (tips_paid_uq): a payment of a second order (one left behind, paid later) is not
   * counted; it is put in the audit log for the office to refund, and `duplicate` says so.
   */
  async function markPaid(
    tx: DbOrTx,
    tip: TipRow,
    paymentId: string,
    actor: AuthUser | null,
  ): Promise<{ row: TipRow; duplicate: boolean }> {
    const locked = (await tipsRepository.lock(tx, tip.id))!;
    if (locked.status === 'paid') return { row: locked, duplicate: false };
    const earlier = await tipsRepository.paidTip(tx, tip.bookingId);
    if (earlier) {
      await recordAudit(tx, {
        actor: actor && { id: actor.id, role: actor.role },
        action: 'tip.duplicate-payment',
        entityType: 'booking',
        entityId: tip.bookingId,
        details: { tipId: tip.id, paymentId, amountPaise: tip.amountPaise, paidTipId: earlier.id },
      });
      return { row: locked, duplicate: true };
    }
    const crew = await crewOf(tx, tip.bookingId, await tipsRepository.leadOf(tx, tip.bookingId));
    const paid = await tipsRepository.markPaid(tx, tip.id, paymentId, clock.now());
    const shares = splitTip(tip.amountPaise, crew);
    await tipsRepository.insertShares(tx, tip.id, shares);
    const visit = await tipsRepository.tippedVisit(tx, tip.bookingId);
    if (visit?.customerEmail) {
      const names = (await tipsRepository.sharesOf(tx, [tip.id])).map((s) => s.name);
      await enqueueEmail(
        tx,
        tipThanksEmail(visit, { amountPaise: tip.amountPaise, paymentId, crew: names }, deps.companyName),
        { bookingId: tip.bookingId },
      );
    }
    await recordAudit(tx, {
      actor: actor && { id: actor.id, role: actor.role },
      action: 'tip.paid',
      entityType: 'booking',
      entityId: tip.bookingId,
      details: { tipId: tip.id, amountPaise: tip.amountPaise, crew },
    });
    return { row: paid, duplicate: false };
  }

  async function toDtos(rows: TipRow[]): Promise<TipDto[]> {
    const shares = await tipsRepository.sharesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      _id: r.id,
      bookingId: r.bookingId,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
      orderId: r.orderId,
      paymentId: r.paymentId,
      paidAt: r.paidAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      shares: shares
        .filter((s) => s.tipId === r.id)
        .map((s) => ({ cleanerId: s.cleanerId, name: s.name, amount: paiseToRupees(s.amountPaise) })),
    }));
  }

  async function ownTip(actor: AuthUser, orderId: string) {
    const tip = await tipsRepository.byOrderId(db, orderId);
    if (!tip || tip.userId !== actor.id) throw tipNotFound();
    return tip;
  }

  return {
    async createOrder(actor: AuthUser, bookingId: string, amountPaise: number) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (booking.userId !== actor.id) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      if (booking.status !== 'completed') throw conflict(t.tipNotCompleted, 'VISIT_NOT_COMPLETED');
      if ((await crewOf(db, booking.id, booking.cleanerId)).length === 0)
        throw conflict(t.tipNoCrew, 'NO_CREW');
      if (await tipsRepository.paidTip(db, booking.id)) throw tipAlreadyPaid();
      const provider = requireProvider();
      const open = await tipsRepository.openTip(db, booking.id);
      let tip: TipRow;
      if (open && open.amountPaise === amountPaise && open.provider === provider.name) tip = open;
      else {
        // Another amount chosen: the unpaid order is left behind (a payment on it is still honoured by webhook).
        if (open) await tipsRepository.abandon(db, open.id);
        const order = await provider.createOrder({
          amountPaise,
          receipt: `tip${booking.id.replace(/-/g, '').slice(0, 17)}`,
          notes: { booking_id: booking.id, kind: 'tip' },
        });
        try {
          tip = await tipsRepository.insert(db, {
            bookingId: booking.id,
            userId: actor.id,
            amountPaise,
            provider: provider.name,
            orderId: order.id,
            createdAt: clock.now(),
          });
        } catch (error) {
          if (!isUniqueViolation(error, 'tips_open_order_uq')) throw error;
          throw conflict('Another tip for this visit is being paid. Please try again.', 'TIP_IN_PROGRESS');
        }
      }
      return {
        orderId: tip.orderId,
        amount: tip.amountPaise,
        currency: 'INR' as const,
        keyId: provider.keyId,
        provider: provider.name,
        bookingId: booking.id,
        merchantName: deps.companyName,
        description: `Tip for the crew: ${booking.serviceName}`,
        prefill: { name: booking.customerName, email: booking.customerEmail, contact: booking.phoneNumber },
      };
    },

    /** The browser's proof, checked exactly as a booking payment's (the provider's HMAC of order|payment). */
    async verify(actor: AuthUser, input: VerifyPaymentInput) {
      const provider = requireProvider();
      const tip = await ownTip(actor, input.razorpayOrderId);
      const genuine =
        tip.provider === provider.name &&
        provider.isValidPaymentSignature(tip.orderId, input.razorpayPaymentId, input.razorpaySignature);
      if (!genuine) throw new AppError('PAYMENT_VERIFICATION_FAILED', 400, VERIFICATION_FAILED_MESSAGE);
      const paid = await db
        .transaction((tx) => markPaid(tx, tip, input.razorpayPaymentId, actor))
        .catch((error: unknown) => {
          // Two orders of one visit paid at the same moment: the database keeps one.
          if (isUniqueViolation(error, 'tips_paid_uq')) throw tipAlreadyPaid();
          throw error;
        });
      if (paid.duplicate) throw tipAlreadyPaid();
      return (await toDtos([paid.row]))[0];
    },

    /** A provider webhook about an order that is not a booking's: a tip's capture, applied once. */
    async captureFromWebhook(tx: DbOrTx, orderId: string, paymentId: string | undefined) {
      const tip = await tipsRepository.byOrderId(tx, orderId);
      if (!tip || !paymentId) return false;
      await markPaid(tx, tip, paymentId, null);
      return true;
    },

    async sandboxCheckout(
      actor: AuthUser,
      input: { orderId: string; method: 'upi' | 'qr'; outcome: 'success' | 'failure' },
    ) {
      if (deps.provider?.name !== 'sandbox') throw notFound('Not found', 'ROUTE_NOT_FOUND');
      const tip = await ownTip(actor, input.orderId);
      if (tip.status === 'paid') throw new AppError('ALREADY_PAID', 400, 'This tip is already paid.');
      const result = await (deps.provider as SandboxProvider).checkout({
        orderId: tip.orderId,
        amountPaise: tip.amountPaise,
        method: input.method,
        outcome: input.outcome,
        emitWebhooks: false,
      });
      return {
        outcome: input.outcome,
        razorpayOrderId: tip.orderId,
        razorpayPaymentId: result.paymentId,
        razorpaySignature: result.signature,
        error: result.signature
          ? null
          : { code: 'BAD_REQUEST_ERROR', description: 'Payment declined in the sandbox' },
      };
    },

    async forBooking(actor: AuthUser, bookingId: string) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const rows = await tipsRepository.listForBooking(db, booking.id);
      return toDtos(actor.role === 'client' ? rows : rows.filter((r) => r.status === 'paid'));
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;
