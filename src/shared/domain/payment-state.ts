/**
 * One forward-only state machine for an online payment, fed alike by the browser's verify call,
 * provider webhooks and reconciliation, in whatever order and however often they arrive.
 */
export const PAYMENT_STATES = ['created', 'attempted', 'failed', 'captured', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_EVENTS = ['attempt', 'fail', 'capture', 'refund'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

const moves: Record<PaymentState, Partial<Record<PaymentEvent, PaymentState>>> = {
  created: { attempt: 'attempted', fail: 'failed', capture: 'captured' },
  attempted: { fail: 'failed', capture: 'captured' },
  // A customer may retry the same order after a failed attempt, and that attempt may succeed.
  failed: { attempt: 'attempted', capture: 'captured' },
  // Never back from paid: a late failure of another attempt changes nothing.
  captured: { refund: 'refunded' },
  refunded: {},
};

/** The next state, or null when the event changes nothing (a replay, a late or stale delivery). */
export function nextPaymentState(state: PaymentState, event: PaymentEvent): PaymentState | null {
  return moves[state][event] ?? null;
}

/** What a booking shows for its online payment. */
export function bookingPaymentStatusOf(state: PaymentState): 'unpaid' | 'paid' | 'refunded' {
  if (state === 'captured') return 'paid';
  if (state === 'refunded') return 'refunded';
  return 'unpaid';
}

/** Which attempt states a provider's payment status means. */
export function paymentEventOfProviderStatus(status: string): PaymentEvent | null {
  if (status === 'captured') return 'capture';
  if (status === 'failed') return 'fail';
  if (status === 'authorized' || status === 'created') return 'attempt';
  return null;
}
