import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson as request, type ServerProcess } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { demo } from '../../test/test-app';
import { PAID_AT_THE_DOOR_REASON } from './payment-transitions';
import { paymentEntity, webhookDelivery } from './payments.test-support';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * An online payment for a booking already paid at the door, reported six times at once over two real
 * server processes on one PostgreSQL database (the capture webhook to both, order.paid to both, the
 * browser's verify to both): recorded once, refunded once, the customer told once, the door's receipt
 * the only one. PostgreSQL only (vitest.config.ts leaves this file out without it).
 */
const SANDBOX_SECRET = 'chamak-payment-sandbox-secret';

const env = {
  DEMO_DATA: 'true',
  RATE_LIMIT_MULTIPLIER: '100',
};

async function postRaw(
  server: ServerProcess,
  path: string,
  d: { rawBody: string; headers: Record<string, string> },
) {
  const res = await fetch(server.baseUrl! + path, { method: 'POST', headers: d.headers, body: d.rawBody });
  return { status: res.status, body: (await res.json()) as any };
}

describe('paid at the door and online, across two server processes', () => {
  let two: TwoServers;
  let servers: TwoServers['servers'];
  let sql: pg.Client;

  beforeAll(async () => {
    ({ servers, sql } = two = await startTwoServers(env));
  });

  afterAll(async () => {
    await two?.stop();
  });

  it('records and refunds the online payment once, however often and wherever it is reported', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const signup = await request(a, 'POST', '/api/auth/register', {
      body: {
        name: 'Asha Twice',
        email: 'asha.twice@example.com',
        phone: '9876543210',
        password: 'Sitar-Lamp-123',
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token as string;
    const officeId = (await request(b, 'GET', '/api/services/office-cleaning')).body.data.service._id;
    const made = await request(a, 'POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        ...BASIC_VISIT,
        scheduledDate: addDays(todayInIndia(new Date()), 9),
        scheduledTime: '11:00',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const bookingId = made.body.data.booking._id as string;
    const chosen = await request(b, 'POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status).toBe(200);
    const order = (
      await request(a, 'POST', '/api/payment/create-order', {
        token,
        body: { bookingId, method: 'razorpay_upi' },
      })
    ).body.data;
    // The customer pays online; the news has not reached us yet.
    const paid = (
      await request(b, 'POST', '/api/payment/sandbox/checkout', {
        token,
        body: { orderId: order.orderId, method: 'upi', emitWebhooks: false },
      })
    ).body.data;
    // Meanwhile the cash is recorded at the door.
    const admin = (
      await request(a, 'POST', '/api/auth/login', {
        body: { email: demo.admin.email, password: demo.admin.password },
      })
    ).body.token;
    const collected = await request(b, 'POST', `/api/bookings/${bookingId}/collect`, {
      token: admin,
      body: { method: 'cash', amount: order.amount / 100 },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(201);

    const entity = paymentEntity(paid.razorpayPaymentId, order.orderId, order.amount, 'captured');
    const captured = webhookDelivery(SANDBOX_SECRET, 'payment.captured', entity);
    const orderPaid = webhookDelivery(SANDBOX_SECRET, 'order.paid', entity);
    const verify = (server: ServerProcess) =>
      request(server, 'POST', '/api/payment/verify', {
        token,
        body: {
          razorpayOrderId: paid.razorpayOrderId,
          razorpayPaymentId: paid.razorpayPaymentId,
          razorpaySignature: paid.razorpaySignature,
        },
      });
    const results = await Promise.all(
      servers.flatMap((s) => [
        postRaw(s, '/api/payment/webhook', captured),
        postRaw(s, '/api/payment/webhook', orderPaid),
        verify(s),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));

    const one = async (query: string) => (await sql.query(query, [bookingId])).rows;
    expect(await one(`select status, amount_paise from payments where booking_id = $1`)).toEqual([
      { status: expect.stringMatching(/^(captured|refunded)$/), amount_paise: order.amount },
    ]);
    expect(await one(`select amount_paise, reason from refunds where booking_id = $1`)).toEqual([
      { amount_paise: order.amount, reason: PAID_AT_THE_DOOR_REASON },
    ]);
    expect(await one(`select kind from invoices where booking_id = $1`)).toHaveLength(1);
    expect(
      await one(`select 1 from outbox_emails where booking_id = $1 and kind = 'refund-started'`),
    ).toHaveLength(1);
    expect(
      await one(`select 1 from outbox_emails where booking_id = $1 and kind = 'payment-received'`),
    ).toHaveLength(1);
    expect(await one(`select payment_status, payment_method from bookings where id = $1`)).toEqual([
      { payment_status: 'paid', payment_method: 'pay_after_service' },
    ]);
  });
});
