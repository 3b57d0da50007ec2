import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import type { TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

const address = MG_ROAD;

/**
 * A one-bathroom clean (₹349, one cleaner, an hour) for the customer, confirmed as pay after service (an
 * unpaid hold cannot be assigned); `held: true` leaves it waiting for the customer's payment choice.
 */
export async function bookBathroom(
  t: TestApp,
  token: string,
  date: string,
  time = '10:00',
  opts: { held?: boolean } = {},
) {
  const service = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: service,
      packageId: 'Normal',
      address,
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: date,
      scheduledTime: time,
    },
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const booking = res.body.data.booking as { _id: string; totalAmount: number };
  if (!opts.held) await payAfterService(t, token, booking._id);
  return booking;
}

/** Confirms a booking as pay after service: booked, and its messages sent (docs/product-rules.md#booked-means-confirmed). */
export async function payAfterService(t: TestApp, token: string, bookingId: string) {
  const res = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId, paymentMethod: 'pay_after_service' },
  });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Pays a booking online through the sandbox: order, checkout, verify; returns what verify answered (the
 * booking and the payment). Any server will do, a test app or a server process (faults/).
 */
export async function payOnline(t: Pick<ApiClient, 'request'>, token: string, bookingId: string) {
  const order = await t.request('POST', '/api/payment/create-order', {
    token,
    body: { bookingId, method: 'razorpay_upi' },
  });
  const checkout = await t.request('POST', '/api/payment/sandbox/checkout', {
    token,
    body: { orderId: order.body.data.orderId, method: 'upi', emitWebhooks: false },
  });
  const c = checkout.body.data;
  const verify = await t.request('POST', '/api/payment/verify', {
    token,
    body: {
      razorpayOrderId: c.razorpayOrderId,
      razorpayPaymentId: c.razorpayPaymentId,
      razorpaySignature: c.razorpaySignature,
    },
  });
  if (verify.status !== 200)
    throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return verify.body.data as { booking: any; payment: any };
}

/** An admin moves the booking through assigned and in progress to completed; returns its crew's ids. */
export async function complete(t: TestApp, admin: string, bookingId: string, body: object = {}) {
  const move = (status: string, extra: object = {}) =>
    t.request('PATCH', `/api/bookings/${bookingId}/status`, { token: admin, body: { status, ...extra } });
  // The customer tells the code at the door; tests read it where it is kept.
  const [{ startCode, status }] = await t.database.db
    .select({ startCode: bookings.startCode, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (status === 'pending') {
    const assigned = await move('assigned');
    if (assigned.status !== 200) throw new Error(`assign failed: ${JSON.stringify(assigned.body)}`);
  }
  const started = await move('in-progress', { startCode });
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  const done = await move('completed', body);
  if (done.status !== 200) throw new Error(`complete failed: ${JSON.stringify(done.body)}`);
  return (done.body.data.booking.crew as { _id: string }[]).map((c) => c._id);
}
