import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsPageSchema, oneBookingSchema } from '../../../../shared/api-bookings';
import {
  bookingDocumentsSchema,
  creditsUsedSchema,
  paymentOrderDtoSchema,
  sandboxCheckoutResultSchema,
  verifiedPaymentSchema,
} from '../../../../shared/api-payments';
import { type CreditsDto, creditsDtoSchema } from '../../../../shared/api-credits';
import type { OnlineMethod } from '../../../../shared/schemas/payment';
import { bookingKeys } from '../../../lib/booking-keys';
import { paymentKeys } from './payment-keys';
import { parsedApi } from '../../../lib/api-parse';

export const createPaymentOrder = (bookingId: string, method: OnlineMethod) =>
  parsedApi.post('/api/payment/create-order', { bookingId, method }, paymentOrderDtoSchema);

export interface CheckoutProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export const verifyPayment = (proof: CheckoutProof) =>
  parsedApi.post('/api/payment/verify', proof, verifiedPaymentSchema);

export const sandboxCheckout = (orderId: string, method: 'upi' | 'qr', outcome: 'success' | 'failure') =>
  parsedApi.post('/api/payment/sandbox/checkout', { orderId, method, outcome }, sandboxCheckoutResultSchema);

export const getBookingDocuments = (bookingId: string) =>
  parsedApi
    .get(`/api/payment/documents?bookingId=${encodeURIComponent(bookingId)}`, bookingDocumentsSchema)
    .then((d) => d.documents);

/** Confirms a booking waiting for its payment choice as pay after service (bookings/complete-payment). */
export const choosePayAfterService = (bookingId: string) =>
  parsedApi
    .post(
      '/api/bookings/complete-payment',
      { bookingId, paymentMethod: 'pay_after_service' },
      oneBookingSchema,
    )
    .then((d) => d.booking);

/** The customer's booking still waiting for its payment choice, if any (one per customer on the site). */
export const findAwaitingPayment = (now = new Date()) =>
  parsedApi
    .get('/api/bookings?status=pending&size=50', bookingsPageSchema)
    .then(
      (d) =>
        d.bookings.find(
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
export const getCredits = () => parsedApi.get('/api/users/credits', creditsDtoSchema);
export const creditsQueryOptions = queryOptions({ queryKey: paymentKeys.credits(), queryFn: getCredits });
/** The signed-in customer's credits: balance and entries, newest first. */
export const useCredits = ({ enabled = true } = {}) => useQuery({ ...creditsQueryOptions, enabled });

/**
 * What a booking holds of the customer's credits: its spends less what came back for it (the server's
 * heldByBooking, from the entries the profile lists). A checkout closed after the credits were taken leaves them
 * with the booking, so the payment step shows these, not what the balance would give.
 */
export const creditsHeldBy = (entries: CreditsDto['entries'], bookingId: string) =>
  Math.max(
    0,
    -entries
      .filter((e) => e.bookingId === bookingId && (e.reason === 'spent' || e.reason === 'refund'))
      .reduce((sum, e) => sum + e.amountPaise, 0),
  );

/** The customer's credits pay first, up to the booking's total (once per booking; the server decides how much). */
export const applyCredits = (bookingId: string) =>
  parsedApi.post('/api/payment/use-credits', { bookingId }, creditsUsedSchema);
