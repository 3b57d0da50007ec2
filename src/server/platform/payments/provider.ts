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

/** What the payments module needs from Razorpay or the built-in sandbox; nothing else knows which one runs. */
export interface PaymentProvider {
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
