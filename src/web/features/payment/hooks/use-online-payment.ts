import { useRef, useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import type { PaidAtTheVisitRefund, PaymentDto, PaymentOrderDto } from '../../../../shared/api-payments';
import type { OnlineMethod } from '../../../../shared/schemas/payment';
import { createPaymentOrder, sandboxCheckout, verifyPayment } from '../api/payment-api';
import { type CheckoutOutcome, openRazorpayCheckout } from '../api/razorpay-checkout';
import {
  PAYMENT_CANCELLED,
  paymentAlert,
  paymentFailedAlert,
  startPaymentAlert,
  verificationFailedAlert,
} from '../model/payment-messages';

export type PaymentResult = {
  booking: BookingDto;
  payment: PaymentDto;
  /** Set when the booking was already paid at the visit: this payment is refunded automatically. */
  paidAtTheVisitRefund?: PaidAtTheVisitRefund;
};

/**
 * Order → checkout → verify, the same with Razorpay's sheet or the sandbox's.
 * Returns the verified booking, or null with `alert` set to what the customer should read.
 */
export function useOnlinePayment() {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderDto | null>(null);
  const [sandboxBusy, setSandboxBusy] = useState(false);
  const settleSandbox = useRef<((o: CheckoutOutcome) => void) | null>(null);

  function openSandbox(order: PaymentOrderDto) {
    return new Promise<CheckoutOutcome>((resolve) => {
      settleSandbox.current = resolve;
      setSandboxOrder(order);
    });
  }

  async function playSandbox(outcome: 'success' | 'failure') {
    const order = sandboxOrder;
    if (!order || !settleSandbox.current) return;
    setSandboxBusy(true);
    try {
      const r = await sandboxCheckout(order.orderId, order.method === 'razorpay_qr' ? 'qr' : 'upi', outcome);
      settleSandbox.current(
        r.razorpaySignature
          ? {
              kind: 'paid',
              proof: {
                razorpayOrderId: r.razorpayOrderId,
                razorpayPaymentId: r.razorpayPaymentId,
                razorpaySignature: r.razorpaySignature,
              },
            }
          : { kind: 'failed', paymentId: r.razorpayPaymentId, description: r.error?.description },
      );
    } catch (error) {
      setAlert(paymentAlert(error));
      settleSandbox.current({ kind: 'dismissed' });
    } finally {
      settleSandbox.current = null;
      setSandboxBusy(false);
      setSandboxOrder(null);
    }
  }

  async function pay(booking: BookingDto, method: OnlineMethod): Promise<PaymentResult | null> {
    setBusy(true);
    setAlert(null);
    let order: PaymentOrderDto;
    try {
      order = await createPaymentOrder(booking._id, method);
    } catch (error) {
      setAlert(startPaymentAlert(error));
      setBusy(false);
      return null;
    }
    let outcome: CheckoutOutcome;
    try {
      outcome = order.provider === 'sandbox' ? await openSandbox(order) : await openRazorpayCheckout(order);
    } catch {
      setAlert('Unable to start payment. Please try again.');
      setBusy(false);
      return null;
    }
    if (outcome.kind !== 'paid') {
      setAlert(outcome.kind === 'dismissed' ? PAYMENT_CANCELLED : paymentFailedAlert(outcome.description));
      setBusy(false);
      return null;
    }
    try {
      return await verifyPayment(outcome.proof);
    } catch {
      // The customer may have paid: whatever went wrong, they need the refund note and their payment ID.
      setAlert(verificationFailedAlert(outcome.proof.razorpayPaymentId));
      setBusy(false);
      return null;
    }
  }

  return {
    pay,
    busy,
    alert,
    setAlert,
    sandbox: {
      order: sandboxOrder,
      busy: sandboxBusy,
      pay: () => void playSandbox('success'),
      fail: () => void playSandbox('failure'),
      close: () => {
        settleSandbox.current?.({ kind: 'dismissed' });
        settleSandbox.current = null;
        setSandboxOrder(null);
      },
    },
  };
}
