import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, isUniqueViolation, notFound } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments/provider';
import { onlinePaymentsOff } from '../../platform/payments/provider';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider';
import type { PaymentOrderDto, SandboxCheckoutResult } from '../../../shared/api-payments';
import type { OnlineMethod, VerifyPaymentInput } from '../../../shared/schemas/payment';
import type { BookingsService } from '../bookings/bookings.service';
import {
  applyPaymentEvent,
  PAID_AT_THE_DOOR_REASON,
  type CaptureHolds,
  type ReceiptIssuer,
} from './payment-transitions';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { captureIfAuthorized } from './capture';
import type { RefundsService } from './refunds.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { bookingReference } from '../../../shared/booking-reference';
import { upiPaymentLink } from '../../../shared/domain/upi-link';
import { can } from '../../../shared/domain/permissions';
import type { CreditsService } from '../credits/credits.service';
import { useCreditsAtPayment } from './use-credits';

/** The payment-received mail, for the payments recorded at the door (collections module). */
export { paymentReceivedEmail } from './payments.emails';
/** How a payment found at the provider is read and captured: the gift vouchers' reconciliation reads them the same way. */
export { captureIfAuthorized, decisivePayment } from './capture';

export const VERIFICATION_FAILED_MESSAGE =
  'We could not verify this payment. If money was deducted, it will be refunded within 5-7 business days.';
const orderNotFound = () => notFound('Payment order not found', 'ORDER_NOT_FOUND');

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  bookings: BookingsService;
  refunds: RefundsService;
  companyName: string;
  receipts?: ReceiptIssuer;
  publicUrl?: string;
  texts: TextNotifications;
  upiVpa: string;
  /** Confirms the booking a captured payment is for (bookings module). */
  holds?: CaptureHolds;
  /** A booking now paid, in the capturing transaction (referrals module). */
  onPaid?: (tx: DbOrTx, bookingId: string) => Promise<unknown>;
  log?: { error: (obj: object, msg: string) => void };
  /** The customer's credits, used before the online amount (issue 36 part 4). */
  credits: CreditsService;
}

/** Orders, checkout and verification of online payments. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock } = deps;
  const transitionDeps = {
    clock,
    companyName: deps.companyName,
    receipts: deps.receipts,
    publicUrl: deps.publicUrl,
    texts: deps.texts,
    holds: deps.holds,
    onPaid: deps.onPaid,
  };

  function requireProvider(): PaymentProvider {
    if (!deps.provider) throw onlinePaymentsOff();
    return deps.provider;
  }

  /** The order and its booking, when the actor owns the booking; anyone else gets the same 404. */
  async function ownOrder(actor: AuthUser, orderId: string) {
    const row = await paymentsRepository.findByOrderId(db, orderId);
    const booking = row && (await paymentsRepository.bookingById(db, row.bookingId));
    if (!row || !booking || booking.userId !== actor.id) throw orderNotFound();
    return { row, booking };
  }

  function toOrderDto(
    row: PaymentRow,
    b: { id: string; customerName: string; customerEmail: string; phoneNumber: string; serviceName: string },
    provider: PaymentProvider,
  ): PaymentOrderDto {
    return {
      orderId: row.orderId,
      amount: row.amountPaise,
      currency: 'INR',
      keyId: provider.keyId,
      provider: provider.name,
      bookingId: b.id,
      method: row.method,
      merchantName: deps.companyName,
      description: b.serviceName,
      prefill: { name: b.customerName, email: b.customerEmail, contact: b.phoneNumber },
      upiLink:
        provider.name === 'sandbox'
          ? upiPaymentLink({
              vpa: deps.upiVpa,
              payee: deps.companyName,
              amountPaise: row.amountPaise,
              transactionRef: row.orderId,
              note: `Booking ${bookingReference(b.id)}`,
            })
          : null,
    };
  }

  /**
   * Verify's answer: the booking, the payment, and, when the booking was already paid at the visit (this
   * capture or an earlier report of it refunded the payment), that refund, so the customer is told the
   * payment goes back rather than that it succeeded.
   */
  async function verified(actor: AuthUser, row: { id: string; bookingId: string }) {
    const detail = await deps.bookings.requireVisible(actor, row.bookingId);
    const payment = (await paymentsRepository.findById(db, row.id))!;
    const [refund] = await paymentsRepository.refundsWithReason(db, row.id, PAID_AT_THE_DOOR_REASON);
    return {
      booking: detail,
      payment,
      paidAtTheVisitRefund: refund ? { amountPaise: refund.amountPaise, status: refund.status } : null,
    };
  }

  return {
    async createOrder(actor: AuthUser, bookingId: string, method: OnlineMethod): Promise<PaymentOrderDto> {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (booking.userId !== actor.id) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      if (booking.status === 'cancelled')
        throw new AppError('BOOKING_CANCELLED', 400, 'This booking has been cancelled and cannot be paid.');
      if (booking.paymentStatus !== 'unpaid')
        throw new AppError('ALREADY_PAID', 400, 'This booking is already paid.');
      // Pay after service may still be paid online, before or after the visit, until the crew records it:
      // a recorded collection marks the booking paid, which the check above refuses.
      // Credits the booking already uses (useCredits) pay first: the order is for the rest.
      const duePaise =
        booking.totalPaise - (await deps.credits.heldByBooking(db, booking.userId, booking.id));
      if (duePaise <= 0)
        throw new AppError('NOTHING_TO_PAY', 400, 'There is nothing to pay for this booking.');
      const provider = requireProvider();

      const open = await paymentsRepository.findOpenOrder(db, booking.id);
      if (open && open.provider === provider.name && open.amountPaise === duePaise) {
        const row = open.method === method ? open : await paymentsRepository.update(db, open.id, { method });
        return toOrderDto(row, booking, provider);
      }
      if (open)
        throw new AppError(
          'ORDER_OUTDATED',
          409,
          'An older payment order is still open for this booking. Please contact support.',
        );

      const order = await provider.createOrder({
        amountPaise: duePaise,
        receipt: booking.id.replace(/-/g, '').slice(0, 20),
        notes: { booking_id: booking.id },
      });
      try {
        const row = await paymentsRepository.insert(db, {
          bookingId: booking.id,
          provider: provider.name,
          orderId: order.id,
          amountPaise: duePaise,
          method,
          createdAt: clock.now(),
        });
        return toOrderDto(row, booking, provider);
      } catch (error) {
        // Another request made the open order first: both callers pay that one.
        if (!isUniqueViolation(error, 'payments_open_order_uq')) throw error;
        const winner = (await paymentsRepository.findOpenOrder(db, booking.id))!;
        return toOrderDto(winner, booking, provider);
      }
    },

    /** The customer's credits pay first; wholly paid by them, the booking is confirmed at once. */
    useCredits: (actor: AuthUser, bookingId: string) =>
      useCreditsAtPayment(
        { db, bookings: deps.bookings, credits: deps.credits, holds: deps.holds },
        actor,
        bookingId,
      ),

    /** The browser's proof of payment, checked against the order id WE stored for this customer. */
    async verify(actor: AuthUser, input: VerifyPaymentInput) {
      const provider = requireProvider();
      const { row } = await ownOrder(actor, input.razorpayOrderId);
      const genuine =
        row.provider === provider.name &&
        provider.isValidPaymentSignature(row.orderId, input.razorpayPaymentId, input.razorpaySignature);
      if (!genuine) throw new AppError('PAYMENT_VERIFICATION_FAILED', 400, VERIFICATION_FAILED_MESSAGE);
      // A good signature proves the checkout ended, not that money arrived: with manual or late capture
      // the payment is only 'authorized' (and refunded by Razorpay after 3 days). Only 'captured' counts;
      // anything else stays pending for the payment.captured webhook or reconciliation.
      const fetched = await provider.fetchPayment(input.razorpayPaymentId);
      if (!fetched || fetched.orderId !== row.orderId)
        throw new AppError('PAYMENT_VERIFICATION_FAILED', 400, VERIFICATION_FAILED_MESSAGE);
      const remote = await captureIfAuthorized(provider, fetched, row.amountPaise, deps.log);
      if (remote.status !== 'captured') {
        // Authorized and not capturable now: the payment shows as waiting ('attempted').
        if (remote.status === 'authorized')
          await db.transaction((tx) =>
            applyPaymentEvent(tx, transitionDeps, row.id, 'attempt', { paymentId: remote.id }),
          );
        // Refunded already (the webhook's news came first and its refund went through): still told why.
        return verified(actor, row);
      }
      const result = await db.transaction((tx) =>
        applyPaymentEvent(tx, transitionDeps, row.id, 'capture', { paymentId: input.razorpayPaymentId }),
      );
      if (result.needsRefund) await deps.refunds.startFullRefund(row.bookingId, 'Paid after cancellation');
      if (result.refund) await deps.refunds.sendRecorded(result.refund);
      return verified(actor, row);
    },

    /** Plays Razorpay's checkout for the sandbox; 404 when real keys are set. */
    async sandboxCheckout(
      actor: AuthUser,
      input: { orderId: string; method: 'upi' | 'qr'; outcome: 'success' | 'failure'; emitWebhooks: boolean },
    ): Promise<SandboxCheckoutResult> {
      if (deps.provider?.name !== 'sandbox') throw notFound('Not found', 'ROUTE_NOT_FOUND');
      const sandbox = deps.provider as SandboxProvider;
      const { row } = await ownOrder(actor, input.orderId);
      if (row.status === 'captured' || row.status === 'refunded' || row.status === 'refund_pending')
        throw new AppError('ALREADY_PAID', 400, 'This order is already paid.');
      const result = await sandbox.checkout({
        orderId: row.orderId,
        amountPaise: row.amountPaise,
        method: input.method,
        outcome: input.outcome,
        emitWebhooks: input.emitWebhooks,
      });
      return {
        outcome: input.outcome,
        razorpayOrderId: row.orderId,
        razorpayPaymentId: result.paymentId,
        razorpaySignature: result.signature,
        error: result.signature
          ? null
          : { code: 'BAD_REQUEST_ERROR', description: 'Payment declined in the sandbox' },
      };
    },

    paymentsForBooking: (bookingId: string) => paymentsRepository.listForBooking(db, bookingId),

    /** The booking when the actor owns it (or is an admin); 404 otherwise. */
    async requireOwnBooking(actor: AuthUser, bookingId: string) {
      const found = await deps.bookings.requireVisible(actor, bookingId);
      if (!can(actor.role, 'payments') && found.booking.userId !== actor.id)
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      return found;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
