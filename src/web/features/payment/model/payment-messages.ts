import { ApiError } from '../../../lib/api-client';

/** Payment flow: closing the checkout. */
export const PAYMENT_CANCELLED = 'Payment cancelled. You can complete the payment later from your bookings.';
const CONNECTION_LOST = 'Connection lost. Please check your internet and try again.';
const UNAVAILABLE = 'Our payment system is temporarily unavailable. Please try again in a few minutes.';

/** Payment alerts. */
export function paymentAlert(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return CONNECTION_LOST;
    if ((error.status ?? 0) >= 500) return UNAVAILABLE;
    const server = error.serverMessage;
    if (server && !/error|failed/i.test(server)) return server;
  }
  return "We couldn't process your payment. Please try again.";
}

/** The texts for a failure to start an online payment. */
export function startPaymentAlert(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return CONNECTION_LOST;
    if (error.status === 401) return 'Your session has expired. Please refresh the page and try again.';
    if ((error.status ?? 0) >= 500) return UNAVAILABLE;
    const server = error.serverMessage;
    if (server && !/error|undefined/i.test(server)) return server;
  }
  return 'Unable to start payment. Please try again.';
}

/** The texts for a payment that fails verification. */
export const verificationFailedAlert = (paymentId: string) =>
  `We could not confirm your payment. If money was deducted, it will be refunded within 5-7 business days. ` +
  `Please contact support with your payment ID: ${paymentId}.`;

/** What the provider's checkout reported when a payment attempt failed. */
export const paymentFailedAlert = (description?: string) =>
  `Payment failed${description ? `: ${description}` : ''}. No money was taken. Please try again or choose another method.`;
