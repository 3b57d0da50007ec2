import type { DbOrTx } from '../../db/client';
import {
  bookingPaymentStatusOf,
  nextPaymentState,
  type PaymentEvent,
  type PaymentState,
} from '../../../shared/domain/payment-state';
import type { Clock } from '../../platform/clock';
import { enqueueEmail } from '../../platform/mail/outbox';
import { reportPaymentState } from '../../platform/metrics';
import { paymentReceivedEmail } from './payments.emails';
import { paymentsRepository, type PaymentRow, type RefundRow } from './payments.repository';
import { recordRefund } from './refund-record';
import type { TextNotifications } from '../notifications/text-notifications.service';
import type { BookingHolds } from '../bookings/booking-hold.service';

/** What the capture of a payment needs from the bookings module: confirm its booking (or book it again). */
export type CaptureHolds = Pick<BookingHolds, 'afterCapture'>;

const stateOf = (row: PaymentRow): PaymentState =>
  row.status === 'refund_pending' ? 'captured' : (row.status as PaymentState);

/** Issues the receipt (or receipt voucher) of a captured payment inside the capturing transaction. */
export type ReceiptIssuer = (
  tx: DbOrTx,
  bookingId: string,
  payment: { id: string; reference: string | null },
) => Promise<{ id: string; serial: string }>;

export interface TransitionResult {
  changed: boolean;
  payment: PaymentRow;
  /** A payment captured for a booking cancelled meanwhile: the money must go back. */
  needsRefund: boolean;
  /**
   * A payment captured for a booking already paid at the door: its refund, recorded with the capture,
   * for the caller to send once committed.
   */
  refund?: RefundRow | null;
}

/** The reason on the refund of an online payment for a booking whose payment was recorded at the door. */
export const PAID_AT_THE_DOOR_REASON = 'Already paid at the visit';

/**
 * The one door through which verify, webhooks and reconciliation change a payment. The row is locked,
 * the state machine decides, and the booking and the customer's email follow in the same transaction:
 * one state change, one email, however many deliveries race.
 */
export async function applyPaymentEvent(
  tx: DbOrTx,
  deps: {
    clock: Clock;
    companyName: string;
    receipts?: ReceiptIssuer;
    publicUrl?: string;
    texts: TextNotifications;
    /** Confirms a booking waiting for its payment; without it (older callers) the booking is left alone. */
    holds?: CaptureHolds;
    /** A booking now paid, in this transaction (referrals: a completed first visit paid late rewards here). */
    onPaid?: (tx: DbOrTx, bookingId: string) => Promise<unknown>;
  },
  paymentRowId: string,
  event: PaymentEvent,
  info: { paymentId?: string; reason?: string } = {},
): Promise<TransitionResult> {
  const row = await paymentsRepository.lockById(tx, paymentRowId);
  if (!row) throw new Error(`payment ${paymentRowId} vanished`);
  const next = nextPaymentState(stateOf(row), event);
  if (!next) return { changed: false, payment: row, needsRefund: false };

  const payment = await paymentsRepository.update(tx, row.id, {
    status: next,
    ...(next === 'captured'
      ? { paymentId: info.paymentId ?? row.paymentId, capturedAt: deps.clock.now(), failureReason: null }
      : {}),
    ...(next === 'failed' ? { failureReason: (info.reason ?? 'Payment failed').slice(0, 300) } : {}),
  });
  reportPaymentState(next);
  let needsRefund = false;
  if (next === 'captured') {
    // The booking's lock queues this capture and a collection of the same booking (collections module),
    // on any process: whichever commits second sees the first.
    await paymentsRepository.lockBooking(tx, row.bookingId);
    if (await paymentsRepository.paidAtTheDoor(tx, row.bookingId)) {
      // Paid twice: the cash or UPI recorded at the door is the booking's payment and keeps its receipt;
      // this one is recorded as captured and given back at once, with the customer told why.
      const refund = await recordRefund(
        tx,
        { companyName: deps.companyName, texts: deps.texts },
        {
          paymentRowId: row.id,
          amountPaise: 'rest',
          key: `full:${row.id}`,
          reason: PAID_AT_THE_DOOR_REASON,
          notify: true,
          actor: null,
          why: 'paid-at-the-door',
        },
        payment,
      );
      return { changed: true, payment, needsRefund: false, refund };
    }
    // The one place a payment becomes captured: its booking is confirmed here, once (docs/product-rules.md#booked-means-confirmed), or,
    // released meanwhile, booked again when its slot is still free.
    if (deps.holds) await deps.holds.afterCapture(tx, row.bookingId);
    const booking = (await paymentsRepository.bookingById(tx, row.bookingId))!;
    needsRefund = booking.status === 'cancelled';
    await paymentsRepository.setBookingPayment(tx, row.bookingId, {
      paymentStatus: needsRefund ? 'refund_pending' : bookingPaymentStatusOf(next),
      paymentMethod: row.method,
    });
    const receipt = await deps.receipts?.(tx, row.bookingId, { id: row.id, reference: payment.paymentId });
    await enqueueEmail(
      tx,
      paymentReceivedEmail(
        booking,
        { paymentId: payment.paymentId ?? '', amountPaise: row.amountPaise, method: row.method },
        deps.companyName,
        deps.publicUrl,
        receipt,
      ),
      { bookingId: row.bookingId },
    );
    await deps.texts.paymentReceived(tx, booking, { id: row.id, amountPaise: row.amountPaise });
    if (!needsRefund) await deps.onPaid?.(tx, row.bookingId);
  }
  return { changed: true, payment, needsRefund };
}
