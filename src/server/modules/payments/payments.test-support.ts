import { eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { payments, refunds } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { hmacSha256Hex } from '../../platform/payments/signature';
import { createRazorpayProvider } from '../../platform/payments/razorpay-provider';
import { startFakeRazorpay, type FakeRazorpay } from '../../platform/payments/razorpay-fake.test-support';
import type { Clock } from '../../platform/clock';
import { startTestApp, type TestApp } from '../../test/test-app';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * The app against the loopback Razorpay: the fake started with these keys, the app's env naming them
 * (with `env` added) and its provider pointed at the fake. `close` stops both.
 */
export async function startAppWithFakeRazorpay(opts: {
  keys: { keyId: string; keySecret: string; webhookSecret: string };
  clock: Clock;
  env?: Record<string, string>;
}): Promise<{ t: TestApp; fake: FakeRazorpay; close: () => Promise<void> }> {
  const { keyId, keySecret, webhookSecret } = opts.keys;
  const fake = await startFakeRazorpay(keyId, keySecret, webhookSecret);
  const t = await startTestApp({
    clock: opts.clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      ...opts.env,
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    },
    paymentProvider: createRazorpayProvider({ keyId, keySecret, webhookSecret, apiBaseUrl: fake.baseUrl }),
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Books an office cleaning (₹65/sq.ft × 100 = ₹6,500) for a new customer on its own day. */
export async function bookForNewCustomer(t: TestApp, now: Date, dayOffset: number) {
  const customer = await t.signup();
  const office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  const res = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: office,
      ...BASIC_VISIT,
      scheduledDate: addDays(todayInIndia(now), dayOffset),
      scheduledTime: '10:00',
    },
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...customer, bookingId: res.body.data.booking._id as string };
}

export const emailsOfKind = (t: TestApp, to: string, kind: string) => messagesTo(t.database.db, to, kind);

export const paymentRowsOf = (t: TestApp, bookingId: string) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));

export const refundRowsOf = (t: TestApp, bookingId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

export async function bookingOf(t: TestApp, token: string, bookingId: string) {
  return (await t.request('GET', `/api/bookings/${bookingId}`, { token })).body.data.booking;
}

let eventCounter = 0;
/** A webhook delivery as Razorpay sends one: raw JSON, its HMAC, an event id. */
export function webhookDelivery(
  secret: string,
  event: string,
  payload: object,
  eventId = `evt_test${++eventCounter}`,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1,
  });
  return {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(secret, body),
      'x-razorpay-event-id': eventId,
    },
  };
}

/** Razorpay's refund.processed for one of our refund rows (its id in the notes, as we send it). */
export const refundProcessedDelivery = (
  secret: string,
  refund: { id: string; providerRefundId: string | null },
  amountPaise: number,
) =>
  webhookDelivery(secret, 'refund.processed', {
    refund: {
      entity: {
        id: refund.providerRefundId,
        entity: 'refund',
        amount: amountPaise,
        payment_id: 'x',
        notes: { refund_row_id: refund.id },
        status: 'processed',
      },
    },
  });

export const paymentEntity = (id: string, orderId: string, amount: number, status: string) => ({
  payment: {
    entity: { id, entity: 'payment', amount, currency: 'INR', status, order_id: orderId, method: 'upi' },
  },
});
