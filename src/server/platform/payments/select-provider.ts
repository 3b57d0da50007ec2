import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

/** Razorpay with keys, the sandbox without (never in production unless ALLOW_PAYMENT_SANDBOX), else none. */
export function selectPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider | null {
  if (config.paymentProvider === 'razorpay')
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBaseUrl: config.RAZORPAY_API_BASE_URL,
    });
  if (config.paymentProvider === 'sandbox')
    return createSandboxProvider({
      db,
      secret: config.PAYMENT_SANDBOX_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? config.PAYMENT_SANDBOX_SECRET,
      now: () => clock.now(),
    });
  return null;
}
