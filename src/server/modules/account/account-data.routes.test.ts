import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { accountTexts } from '../../../shared/texts-account';
import { addresses, auditLog, bookings, invoices, users } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { emailsOfKind, refundRowsOf } from '../payments/payments.test-support';
import { MG_ROAD_FLAT_4 } from '../../test/bookings.test-support';

// 10:00 in Indore.
const start = new Date('2026-12-01T04:30:00Z');
const clock = manualClock(start);
let t: TestApp;
let office: string;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', COMPANY_GSTIN: '23ABCDE1234F1Z5' },
  });
  office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

/** An office clean (₹6,500) for this customer on a day of its own, at 10:00. */
async function book(token: string, paymentMethod?: string) {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: office,
      packageId: 'Basic',
      address: {
        ...MG_ROAD_FLAT_4,
        latitude: 22.7196,
        longitude: 75.8577,
      },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(todayInIndia(clock.now()), day++),
      scheduledTime: '10:00',
      instructions: 'Ring twice, ask for Asha',
      ...(paymentMethod ? { paymentMethod } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking._id as string;
}

async function pay(token: string, bookingId: string) {
  const order = (await t.request('POST', '/api/payment/create-order', { token, body: { bookingId } })).body
    .data;
  const paid = await t.request('POST', '/api/payment/sandbox/checkout', {
    token,
    body: { orderId: order.orderId, method: 'upi' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/** The admin moves a visit along, as the office does (the start code is the customer's). */
async function moveTo(token: string, bookingId: string, statuses: string[]) {
  const admin = await t.login('admin');
  for (const status of statuses) {
    // Shown to the customer from assignment until the start.
    const { startCode } = (await t.request('GET', `/api/bookings/${bookingId}`, { token })).body.data.booking;
    const moved = await t.request('PATCH', `/api/bookings/${bookingId}/status`, {
      token: admin,
      body: { status, notes: '', ...(status === 'in-progress' ? { startCode } : {}) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const invoicesOf = (bookingId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
const auditOf = (userId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

describe('DELETE /api/users/profile (account deletion)', () => {
  it('cancels upcoming visits (refunding the paid one), keeps past ones anonymised, and frees the email', async () => {
    const c = await t.signup({ name: 'Asha Verma', phone: '9812345678' });
    const userId = c.user._id as string;
    await t.request('POST', '/api/users/addresses', {
      token: c.token,
      body: {
        label: 'Home',
        line1: '12 MG Road',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452001',
      },
    });
    await t.request('PUT', '/api/users/notification-preferences', {
      token: c.token,
      body: { email: true, sms: true, whatsapp: true },
    });
    const past = await book(c.token);
    await pay(c.token, past);
    await moveTo(c.token, past, ['assigned', 'in-progress', 'completed']);
    const rated = await t.request('POST', `/api/bookings/${past}/rating`, {
      token: c.token,
      body: { rating: 5, comment: 'Asha here: lovely work' },
    });
    expect(rated.status).toBe(201);
    const paidFuture = await book(c.token);
    await pay(c.token, paidFuture);
    const unpaidFuture = await book(c.token, 'pay_after_service');
    // Confirmed by choosing to pay after the service (a site booking waits for that choice).
    const chosen = await t.request('POST', '/api/bookings/complete-payment', {
      token: c.token,
      body: { bookingId: unpaidFuture, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const documentsBefore = [...(await invoicesOf(past)), ...(await invoicesOf(paidFuture))];
    expect(documentsBefore.map((d) => d.kind).sort()).toEqual([
      'receipt_voucher',
      'receipt_voucher',
      'tax_invoice',
    ]);

    const res = await t.request('DELETE', '/api/users/profile', { token: c.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(accountTexts.deleted);

    // Upcoming visits: cancelled as a cancellation from My Bookings is, the paid one refunded in full.
    for (const id of [paidFuture, unpaidFuture]) {
      expect(await bookingRow(id)).toMatchObject({
        status: 'cancelled',
        cancelReason: accountTexts.cancelReason,
      });
    }
    expect((await bookingRow(paidFuture)).paymentStatus).toBe('refunded');
    expect(await refundRowsOf(t, paidFuture)).toEqual([
      expect.objectContaining({ amountPaise: 650000, status: 'processed' }),
    ]);
    expect(await emailsOfKind(t, c.email, 'booking-cancelled')).toHaveLength(2);
    expect(await emailsOfKind(t, c.email, 'refund-processed')).toHaveLength(1);

    // The past visit and every receipt and invoice stay; the booking no longer says who or where.
    expect(await bookingRow(past)).toMatchObject({
      status: 'completed',
      userId,
      customerName: '',
      customerEmail: `deleted-${userId}@deleted.invalid`,
      phoneNumber: '',
      addressLine1: '',
      addressLine2: '',
      addressLatitude: null,
      addressLongitude: null,
      instructions: '',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pincode: '452001',
      totalPaise: 650000,
    });
    expect([...(await invoicesOf(past)), ...(await invoicesOf(paidFuture))]).toEqual(documentsBefore);

    const [account] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({
      name: 'Deleted customer',
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      isActive: false,
    });
    expect(account!.deletedAt).toEqual(clock.now());
    expect(account!.passwordHash).not.toMatch(/^\$argon2/);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    const raw = JSON.stringify(
      await t.database.db.execute(`select * from notification_preferences where user_id = '${userId}'`),
    );
    expect(raw).not.toContain(userId);
    const rating = await t.database.db.execute(
      `select rating, comment from booking_ratings where booking_id = '${past}'`,
    );
    expect(JSON.stringify(rating)).toContain('"comment":""');
    expect(await auditOf(userId, 'account.delete')).toHaveLength(1);

    // Signed out everywhere, cannot sign in, and the address can make a new account.
    expect((await t.request('GET', '/api/users/profile', { token: c.token })).status).toBe(401);
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: c.email, password: c.password },
    });
    expect(login.status).toBe(401);
    const again = await t.request('POST', '/api/auth/register', {
      body: { name: 'Asha Verma', email: c.email, phone: '9812345678', password: c.password, role: 'client' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.user._id).not.toBe(userId);
    const mine = await t.request('GET', '/api/bookings', { token: again.body.token });
    expect(mine.body.data.bookings).toEqual([]);
  });

  it('answers 409 while a visit is in progress and deletes once it is over', async () => {
    const c = await t.signup();
    const visit = await book(c.token, 'pay_after_service');
    await t.payAfterService(c.token, visit);
    await moveTo(c.token, visit, ['assigned', 'in-progress']);
    const res = await t.request('DELETE', '/api/users/profile', { token: c.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'VISIT_IN_PROGRESS', message: accountTexts.visitInProgress });
    expect((await t.request('GET', '/api/users/profile', { token: c.token })).body.data.user.email).toBe(
      c.email,
    );
    expect((await bookingRow(visit)).status).toBe('in-progress');

    await moveTo(c.token, visit, ['completed']);
    expect((await t.request('DELETE', '/api/users/profile', { token: c.token })).status).toBe(200);
    expect((await bookingRow(visit)).status).toBe('completed');
  });

  it('answers 409 when a visit starts within 2 hours (too late to cancel) and cancels nothing', async () => {
    const c = await t.signup();
    const soon = await book(c.token, 'pay_after_service');
    const later = await book(c.token, 'pay_after_service');
    const visitStart = new Date(`${(await bookingRow(soon)).scheduledDate}T04:30:00Z`);
    clock.set(new Date(visitStart.getTime() - 60 * 60_000));
    try {
      const res = await t.request('DELETE', '/api/users/profile', { token: c.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'VISIT_STARTING_SOON',
        message: accountTexts.visitStartingSoon,
      });
      expect((await bookingRow(later)).status).not.toBe('cancelled');
    } finally {
      clock.set(start);
    }
  });

  it('refuses staff accounts with 403 (an admin closes them)', async () => {
    const cleaner = await t.login('cleaner');
    const res = await t.request('DELETE', '/api/users/profile', { token: cleaner });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(accountTexts.staffAccount);
    expect((await t.request('DELETE', '/api/users/profile')).status).toBe(401);
  });
});

describe('GET /api/users/profile/export (download my data)', () => {
  it("gives the customer's own data as a JSON attachment, audited, and nothing of anyone else", async () => {
    const c = await t.signup({ name: 'Ravi Kumar', phone: '9898989898' });
    await t.request('POST', '/api/users/addresses', {
      token: c.token,
      body: {
        label: 'Work',
        line1: '5 AB Road',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452010',
        latitude: 22.7533,
        longitude: 75.8937,
      },
    });
    const mine = await book(c.token);
    await pay(c.token, mine);
    const other = await t.signup({ name: 'Someone Else' });
    const theirs = await book(other.token);
    await pay(other.token, theirs);

    const res = await fetch(`${t.baseUrl}/api/users/profile/export`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="chamak-my-data-${todayInIndia(clock.now())}.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: 'chamak-data-export/1',
      profile: { id: c.user._id, name: 'Ravi Kumar', email: c.email, phone: '9898989898', role: 'client' },
      addresses: [
        expect.objectContaining({
          label: 'Work',
          line1: '5 AB Road',
          pincode: '452010',
          latitude: 22.7533,
          longitude: 75.8937,
        }),
        // The booking's address, remembered on the account.
        expect.objectContaining({ line1: '12 MG Road', name: '', isDefault: false, latitude: 22.7196 }),
      ],
      bookings: [
        expect.objectContaining({
          id: mine,
          serviceName: 'Office Cleaning',
          phoneNumber: '9876543210',
          address: expect.objectContaining({ line1: '12 MG Road', latitude: 22.7196, longitude: 75.8577 }),
          paymentStatus: 'paid',
          totalPaise: 650000,
        }),
      ],
      payments: [expect.objectContaining({ bookingId: mine, status: 'captured', amountPaise: 650000 })],
      documents: [expect.objectContaining({ bookingId: mine, kind: 'receipt_voucher' })],
      refunds: [],
      ratings: [],
      complaints: [],
      tips: [],
    });
    expect(text).not.toContain(theirs);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Someone Else');
    expect(text).not.toMatch(/argon2|passwordHash|startCode|tokenVersion/);
    expect(await auditOf(c.user._id, 'account.export')).toHaveLength(1);

    expect((await t.request('GET', '/api/users/profile/export')).status).toBe(401);
  });

  it('is documented in the OpenAPI document with its response schema', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).body;
    const op = doc.paths['/api/users/profile/export'].get;
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['profile', 'addresses', 'bookings', 'payments']),
    );
  });
});
