import type { PaymentOrderDto } from '../../../../shared/api-payments';
import type { CheckoutProof } from './payment-api';
import { i18n } from '../../../i18n/i18n';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { isPhone } from '../../../lib/is-phone';

/** How a checkout sheet ended: paid (with the proof to verify), failed, or closed by the customer. */
export type CheckoutOutcome =
  | { kind: 'paid'; proof: CheckoutProof }
  | { kind: 'failed'; paymentId?: string; description?: string }
  | { kind: 'dismissed' };

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    cb: (r: { error?: { description?: string; metadata?: { payment_id?: string } } }) => void,
  ): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<void> | null = null;

/** checkout.js is loaded only when a customer pays online, on the payment page. */
function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('checkout.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The UPI flows Razorpay's checkout offers: on a phone, the intent flow first (it opens the UPI app on
 * the phone being held), with the QR kept under the QR option for paying from another device; on a
 * computer, the QR.
 */
export function upiFlows(method: PaymentOrderDto['method'], phone: boolean): ('intent' | 'qr')[] {
  if (!phone) return ['qr'];
  return method === 'razorpay_qr' ? ['intent', 'qr'] : ['intent'];
}

/** Razorpay's checkout, showing only UPI (upiFlows). */
export async function openRazorpayCheckout(order: PaymentOrderDto): Promise<CheckoutOutcome> {
  await loadCheckoutScript();
  const flows = upiFlows(order.method, isPhone());
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (o: CheckoutOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const rzp = new window.Razorpay!({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: order.merchantName,
      description: order.description,
      prefill: order.prefill,
      theme: { color: '#047857' },
      config: {
        display: {
          blocks: {
            upi: {
              name: i18n.t('razorpay.upiBlock', { ns: PAYMENT_NS }),
              instruments: [{ method: 'upi', flows }],
            },
          },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: false },
        },
      },
      handler: (r: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
        settle({
          kind: 'paid',
          proof: {
            razorpayOrderId: r.razorpay_order_id,
            razorpayPaymentId: r.razorpay_payment_id,
            razorpaySignature: r.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    // Razorpay lets the customer retry inside the sheet after a failure; only closing ends it.
    rzp.on('payment.failed', () => undefined);
    rzp.open();
  });
}
