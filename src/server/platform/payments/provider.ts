import { AppError } from '../errors';

/** A payment as the provider reports it. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  /** created | authorized | captured | refunded | failed (Razorpay's words). */
  status: string;
  method: string;
  amountPaise: number;
  /** When the provider made it (Unix seconds): the newest attempt of an order is the one that counts. */
  createdAt: number;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A subscription as the provider reports it (Razorpay's subscription entity; times in Unix seconds). */
export interface ProviderSubscription {
  id: string;
  planId: string;
  /** created | authenticated | active | pending | halted | cancelled | completed | expired */
  status: string;
  currentStart: number | null;
  currentEnd: number | null;
  chargeAt: number | null;
  paidCount: number;
  /** Razorpay's hosted page where the customer authorises the mandate. */
  shortUrl: string | null;
}

/** What the memberships module needs from Razorpay Subscriptions (or the sandbox standing in for it). */
export interface SubscriptionCalls {
  /** POST /v1/plans: a period ('monthly') every `interval` periods, for an amount. */
  createPlan(input: {
    period: 'monthly';
    interval: number;
    name: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** POST /v1/subscriptions {plan_id, total_count, customer_notify, notes}. */
  createSubscription(input: {
    planId: string;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<ProviderSubscription>;
  /** GET /v1/subscriptions/:id; null when it does not exist. */
  fetchSubscription(id: string): Promise<ProviderSubscription | null>;
  /** POST /v1/subscriptions/:id/cancel {cancel_at_cycle_end: 1}: it ends when the paid period does. */
  cancelSubscription(id: string, atCycleEnd: boolean): Promise<ProviderSubscription>;
}

/** What the payments module needs from Razorpay or the built-in sandbox; nothing else knows which one runs. */
export interface PaymentProvider extends SubscriptionCalls {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key the browser's checkout needs ('sandbox' for the built-in one). */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** One payment as the provider has it now (GET /v1/payments/:id); null when it does not exist. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Captures an authorized payment (POST /v1/payments/:id/capture): an account with manual or late
   * capture leaves it authorized, and Razorpay refunds an uncaptured payment after a few days.
   */
  capture(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  isValidPaymentSignature(orderId: string, paymentId: string, signature: unknown): boolean;
  isValidWebhookSignature(rawBody: Buffer, signature: unknown): boolean;
}

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Our payment system is temporarily unavailable. Please try again in a few minutes.';

export const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503, PAYMENT_UNAVAILABLE_MESSAGE);

export const providerRejected = (description: string) =>
  new AppError('PAYMENT_PROVIDER_REJECTED', 502, `The payment provider declined the request: ${description}`);

/** A refusal (the same answer on every try), as opposed to an outage or a rate limit (retried). */
export const isProviderRefusal = (error: unknown) =>
  error instanceof AppError && error.code === 'PAYMENT_PROVIDER_REJECTED';

export const onlinePaymentsOff = () =>
  new AppError(
    'PAYMENTS_DISABLED',
    503,
    'Online payment is not available right now. Please choose Pay After Service.',
  );
