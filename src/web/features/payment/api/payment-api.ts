import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDto } from '../../../../shared/api-bookings';
import type {
  InvoiceDto,
  PaidAtTheVisitRefund,
  PaymentDto,
  PaymentOrderDto,
  SandboxCheckoutResult,
} from '../../../../shared/api-payments';
import type { CreditsDto } from '../../../../shared/api-credits';
import type { OnlineMethod } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/booking-keys';
import { paymentKeys } from './payment-keys';

export const createPaymentOrder = (bookingId: string, method: OnlineMethod) =>
  api.post<{ data: PaymentOrderDto }>('/api/payment/create-order', { bookingId, method }).then((r) => r.data);

export interface CheckoutProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export const verifyPayment = (proof: CheckoutProof) =>
  api
    .post<{
      data: { booking: BookingDto; payment: PaymentDto; paidAtTheVisitRefund?: PaidAtTheVisitRefund };
    }>('/api/payment/verify', proof)
    .then((r) => r.data);

export const sandboxCheckout = (orderId: string, method: 'upi' | 'qr', outcome: 'success' | 'failure') =>
  api
    .post<{ data: SandboxCheckoutResult }>('/api/payment/sandbox/checkout', { orderId, method, outcome })
    .then((r) => r.data);

export const getBookingDocuments = (bookingId: string) =>
  api
    .get<{ data: { documents: InvoiceDto[] } }>(
      `/api/payment/documents?bookingId=${encodeURIComponent(bookingId)}`,
    )
    .then((r) => r.data.documents);

/** Confirms a booking waiting for its payment choice as pay after service (bookings/complete-payment). */
export const choosePayAfterService = (bookingId: string) =>
  api
    .post<{ data: { booking: BookingDto } }>('/api/bookings/complete-payment', {
      bookingId,
      paymentMethod: 'pay_after_service',
    })
    .then((r) => r.data.booking);

/** The customer's booking still waiting for its payment choice, if any (one per customer on the site). */
export const findAwaitingPayment = (now = new Date()) =>
  api
    .get<{ data: { bookings: BookingDto[] } }>('/api/bookings?status=pending&size=50')
    .then(
      (r) =>
        r.data.bookings.find(
          (b) => b.holdExpiresAt && new Date(b.holdExpiresAt) > now && b.paymentStatus === 'unpaid',
        ) ?? null,
    );

/** Under the customer's bookings: whatever reloads those (a cancel, a payment) reloads this too. */
export const awaitingPaymentKey = bookingKeys.awaitingPayment();

export const awaitingPaymentQueryOptions = queryOptions({
  queryKey: awaitingPaymentKey,
  queryFn: () => findAwaitingPayment(),
});

export const useAwaitingPayment = ({ enabled = true } = {}) =>
  useQuery({ ...awaitingPaymentQueryOptions, enabled });

/*
 * Credits (issue 36 part 4) live beside the orders: the payment step and the profile already share this
 * module's chunk, so they add no chunk name to the preload map every page downloads (public-page JS budgets).
 */
export const getCredits = () => api.get<{ data: CreditsDto }>('/api/users/credits').then((r) => r.data);
export const creditsQueryOptions = queryOptions({ queryKey: paymentKeys.credits(), queryFn: getCredits });
/** The signed-in customer's credits: balance and entries, newest first. */
export const useCredits = ({ enabled = true } = {}) => useQuery({ ...creditsQueryOptions, enabled });

export interface CreditsUsed {
  creditsUsedPaise: number;
  /** What is left to pay online. */
  duePaise: number;
  /** The credits paid it all: the booking is confirmed, no online payment follows. */
  paid: boolean;
  booking: BookingDto;
}

/** The customer's credits pay first, up to the booking's total (once per booking; the server decides how much). */
export const applyCredits = (bookingId: string) =>
  api.post<{ data: CreditsUsed }>('/api/payment/use-credits', { bookingId }).then((r) => r.data);
