import type { PaymentProvider, ProviderPayment } from '../../platform/payments/provider';

/**
 * An authorized payment (an account with manual or late capture) is money held, not received, and
 * Razorpay gives it back after a few days unless captured. We capture it ourselves when it is for the
 * order's whole amount; when the capture cannot happen now (an outage, a 429) the payment stays as it
 * was: 'attempted', shown as waiting, and the webhook or the reconciler tries again.
 */
export async function captureIfAuthorized(
  provider: PaymentProvider,
  payment: ProviderPayment,
  orderAmountPaise: number,
  log?: { error: (obj: object, msg: string) => void },
): Promise<ProviderPayment> {
  if (payment.status !== 'authorized' || payment.amountPaise !== orderAmountPaise) return payment;
  try {
    return await provider.capture(payment.id, payment.amountPaise);
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, 'could not capture an authorized payment; it waits');
    return payment;
  }
}

/** The attempt that counts: a captured (or refunded) one, else the newest by Razorpay's created_at. */
export function decisivePayment(found: ProviderPayment[]): ProviderPayment | undefined {
  const paid = found.find((p) => p.status === 'captured' || p.status === 'refunded');
  if (paid) return paid;
  return found.reduce<ProviderPayment | undefined>(
    (newest, p) => (!newest || p.createdAt > newest.createdAt ? p : newest),
    undefined,
  );
}
