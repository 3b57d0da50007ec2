import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentOrderDto, SandboxCheckoutResult } from '../../../shared/api-payments';
import { openRazorpayCheckout } from '../../features/payment/api/razorpay-checkout';
import { describeApiError } from '../../i18n/api-error';

export type CheckoutProof = { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string };

/**
 * An order paid like a booking but outside it (a tip, a gift voucher): order → Razorpay's sheet or the
 * sandbox's → verify. `error` is what the customer reads under the form (the API's reason, or
 * `texts.cancelled`/`texts.failed`); `sandbox` goes to <SandboxCheckoutDialog {...sandbox} />.
 */
export function useOrderCheckout<I, O extends { orderId: string; provider: 'razorpay' | 'sandbox' }>(opts: {
  create: (input: I) => Promise<O>;
  asCheckoutOrder: (order: O) => PaymentOrderDto;
  sandbox: (orderId: string, outcome: 'success' | 'failure') => Promise<SandboxCheckoutResult>;
  verify: (proof: CheckoutProof) => Promise<void>;
  texts: { cancelled: string; failed: string };
}) {
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<O | null>(null);
  const onError = (e: unknown) => setError(describeApiError(e).message);

  const start = useMutation({
    mutationFn: async (input: I) => {
      const order = await opts.create(input);
      if (order.provider === 'sandbox') return setSandboxOrder(order);
      const outcome = await openRazorpayCheckout(opts.asCheckoutOrder(order));
      if (outcome.kind === 'paid') await opts.verify(outcome.proof);
      else setError(outcome.kind === 'dismissed' ? opts.texts.cancelled : opts.texts.failed);
    },
    onError,
  });

  const play = useMutation({
    mutationFn: async ({ order, outcome }: { order: O; outcome: 'success' | 'failure' }) => {
      const r = await opts.sandbox(order.orderId, outcome);
      setSandboxOrder(null);
      if (!r.razorpaySignature) return setError(opts.texts.failed);
      await opts.verify({
        razorpayOrderId: r.razorpayOrderId,
        razorpayPaymentId: r.razorpayPaymentId,
        razorpaySignature: r.razorpaySignature,
      });
    },
    onError,
  });

  const busy = start.isPending || play.isPending;
  const playSandbox = (outcome: 'success' | 'failure') =>
    sandboxOrder && play.mutate({ order: sandboxOrder, outcome });
  return {
    pay: start.mutate,
    busy,
    error,
    setError,
    sandbox: {
      order: sandboxOrder && opts.asCheckoutOrder(sandboxOrder),
      busy,
      onPay: () => playSandbox('success'),
      onFail: () => playSandbox('failure'),
      onClose: () => setSandboxOrder(null),
    },
  };
}
