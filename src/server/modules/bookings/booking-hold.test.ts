import { readFileSync } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { bookingHold } from '../../../shared/texts';
import { bookings, outboxEmails, outboxTexts } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { paymentRowsOf, refundRowsOf } from '../payments/payments.test-support';
import { verifyPhone } from '../users/phone-verification.test-support';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * Booked means confirmed and the unpaid cap (docs/product-rules.md#booked-means-confirmed), over HTTP: a site booking holds
 * its crew and coupon for BOOKING_HOLD_MINUTES and tells nobody until pay after service is chosen or its
 * payment is captured; the release job (run here as the runner runs it) frees what nobody confirmed.
 * PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const HOLD_MINUTES = 15;
let t: TestApp;
let officeId: string;
/** Each test books days of its own, so slots and crews never meet across tests. */
let day = 2;
const nextDate = () => addDays(todayInIndia(clock.now()), (day += 2));

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      BOOKING_HOLD_MINUTES: String(HOLD_MINUTES),
      MAX_UNPAID_BOOKINGS: '3',
    },
  });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const payload = (date: string, extra: Record<string, unknown> = {}) => ({
  serviceId: officeId,
  ...BASIC_VISIT,
  scheduledDate: date,
  scheduledTime: '10:00',
  ...extra,
});

async function book(token: string, date: string, extra: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/bookings', { token, body: payload(date, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking as { _id: string; holdExpiresAt: string | null; seriesId: string | null };
}

const payAfterService = (token: string, bookingId: string) =>
  t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId, paymentMethod: 'pay_after_service' },
  });

const bookingOf = async (token: string, id: string) =>
  (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking;

const emailsOf = (bookingId: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, kind)));
const allEmailsOf = (bookingId: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId));
const textsOf = (bookingId: string) =>
  t.database.db.select().from(outboxTexts).where(eq(outboxTexts.bookingId, bookingId));

const slotAt = async (date: string, time = '10:00') => {
  const res = await t.request('GET', `/api/availability?date=${date}&serviceId=${officeId}&packageId=Basic`);
  return (res.body.data.slots as { time: string; available: boolean }[]).find((s) => s.time === time)!;
};

/** Moves past every hold made so far and runs the release job as the runner would. */
async function releaseDue() {
  clock.advance((HOLD_MINUTES + 1) * 60_000);
  return t.app.bookingHolds.runOnce();
}

async function payOnline(token: string, bookingId: string) {
  const order = await t.request('POST', '/api/payment/create-order', {
    token,
    body: { bookingId, method: 'razorpay_upi' },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return order.body.data.orderId as string;
}
async function checkoutAndVerify(token: string, orderId: string) {
  const paid = (
    await t.request('POST', '/api/payment/sandbox/checkout', {
      token,
      body: { orderId, method: 'upi', emitWebhooks: false },
    })
  ).body.data;
  return t.request('POST', '/api/payment/verify', {
    token,
    body: {
      razorpayOrderId: paid.razorpayOrderId,
      razorpayPaymentId: paid.razorpayPaymentId,
      razorpaySignature: paid.razorpaySignature,
    },
  });
}

describe('a site booking waits for its payment choice', () => {
  it('holds until BOOKING_HOLD_MINUTES from now (holdExpiresAt) and sends nothing: no email, SMS or WhatsApp', async () => {
    const { token } = await t.signup({ phone: '9876500001' });
    await verifyPhone(t, token); // texts go to a verified mobile only
    const made = await book(token, nextDate(), { whatsappOptIn: true, phoneNumber: '9876500001' });
    expect(made.holdExpiresAt).toBe(new Date(clock.now().getTime() + HOLD_MINUTES * 60_000).toISOString());
    expect((await bookingOf(token, made._id)).holdExpiresAt).toBe(made.holdExpiresAt);
    const listed = (await t.request('GET', '/api/bookings', { token })).body.data.bookings;
    expect(listed.find((b: { _id: string }) => b._id === made._id).holdExpiresAt).toBe(made.holdExpiresAt);
    expect(await allEmailsOf(made._id)).toEqual([]);
    expect(await textsOf(made._id)).toEqual([]);
  });

  it('is confirmed by pay after service, once, however many confirmations race', async () => {
    const { token } = await t.signup({ phone: '9876500002' });
    await verifyPhone(t, token); // texts go to a verified mobile only
    const made = await book(token, nextDate(), { phoneNumber: '9876500002' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => payAfterService(token, made._id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0].body.data.booking).toMatchObject({
      holdExpiresAt: null,
      paymentMethod: 'pay_after_service',
    });
    expect(await emailsOf(made._id, 'booking-received')).toHaveLength(1);
    expect((await textsOf(made._id)).filter((m) => m.kind === 'booking-received')).toHaveLength(1);
    // A later confirmation (a retry) still sends nothing more.
    expect((await payAfterService(token, made._id)).status).toBe(200);
    expect(await emailsOf(made._id, 'booking-received')).toHaveLength(1);
  });

  it('is confirmed by its captured payment, once, also when pay after service races the capture', async () => {
    const { token } = await t.signup();
    const made = await book(token, nextDate());
    const orderId = await payOnline(token, made._id);
    // Choosing an online method is not a confirmation: the payment is.
    expect(await allEmailsOf(made._id)).toEqual([]);
    const [verified] = await Promise.all([
      checkoutAndVerify(token, orderId),
      payAfterService(token, made._id),
    ]);
    expect(verified.status).toBe(200);
    expect((await bookingOf(token, made._id)).holdExpiresAt).toBeNull();
    expect(await emailsOf(made._id, 'booking-received')).toHaveLength(1);
    expect(await emailsOf(made._id, 'payment-received')).toHaveLength(1);
  });

  it('is released at the deadline: crew and coupon free again, cancelled "payment not completed", one short email', async () => {
    const date = nextDate();
    const customers = await Promise.all([t.signup(), t.signup(), t.signup()]);
    // The three demo cleaners: three bookings fill 10:00.
    const held = [];
    for (const [i, c] of customers.entries())
      held.push(await book(c.token, date, i === 0 ? { couponCode: 'SAVE10' } : {}));
    expect((await slotAt(date)).available).toBe(false);
    // Not before its time.
    clock.advance((HOLD_MINUTES - 1) * 60_000);
    await t.app.bookingHolds.runOnce();
    expect((await bookingOf(customers[0].token, held[0]._id)).status).toBe('pending');

    expect(await releaseDue()).toBeGreaterThanOrEqual(3);
    const released = await bookingOf(customers[0].token, held[0]._id);
    expect(released).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment not completed',
      holdExpiresAt: null,
    });
    expect((await slotAt(date)).available).toBe(true);
    const emails = await allEmailsOf(held[0]._id);
    expect(emails.map((e) => e.kind)).toEqual(['booking-released']);
    expect(await textsOf(held[0]._id)).toEqual([]);
    // Run again (another process, the next tick): nothing more.
    await t.app.bookingHolds.runOnce();
    expect(await allEmailsOf(held[0]._id)).toHaveLength(1);
    // The coupon is the customer's to use again, and the slot anyone's.
    const again = await book(customers[0].token, date, { couponCode: 'SAVE10' });
    expect(again.holdExpiresAt).not.toBeNull();
    // Confirming a released booking is refused.
    const late = await payAfterService(customers[1].token, held[1]._id);
    expect(late.status).toBe(400);
  });

  it('books the slot when a payment arrives after the release and the slot is still free', async () => {
    const { token } = await t.signup();
    const made = await book(token, nextDate());
    const orderId = await payOnline(token, made._id);
    await releaseDue();
    expect((await bookingOf(token, made._id)).status).toBe('cancelled');

    const verified = await checkoutAndVerify(token, orderId);
    expect(verified.status).toBe(200);
    const booking = await bookingOf(token, made._id);
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'paid', cancelReason: null });
    expect(booking.crew).toEqual([]); // reserved, not shown to the customer until assigned
    expect(await refundRowsOf(t, made._id)).toEqual([]);
    expect(await emailsOf(made._id, 'booking-received')).toHaveLength(1);
    expect(await emailsOf(made._id, 'booking-released')).toHaveLength(1);
  });

  it('refunds at once a payment that arrives after the release when the slot is taken, and tells the customer', async () => {
    const date = nextDate();
    const late = await t.signup();
    const made = await book(late.token, date);
    const orderId = await payOnline(late.token, made._id);
    await releaseDue();
    // Three others take every crew at 10:00 meanwhile.
    for (const c of await Promise.all([t.signup(), t.signup(), t.signup()])) await book(c.token, date);
    expect((await slotAt(date)).available).toBe(false);

    const verified = await checkoutAndVerify(late.token, orderId);
    expect(verified.status).toBe(200);
    const booking = await bookingOf(late.token, made._id);
    expect(booking.status).toBe('cancelled');
    // The sandbox processes a refund at once; Razorpay later (refund.processed).
    expect(['refund_pending', 'refunded']).toContain(booking.paymentStatus);
    const [refund] = await refundRowsOf(t, made._id);
    expect(refund).toMatchObject({ amountPaise: (await paymentRowsOf(t, made._id))[0].amountPaise });
    const told = await emailsOf(made._id, 'booking-released');
    expect(told).toHaveLength(2);
    expect(
      told.map((m) => (m.templateArgs as [unknown, unknown, { lateRefundPaise?: number }])[2]),
    ).toContainEqual({
      lateRefundPaise: refund.amountPaise,
    });
    expect(await emailsOf(made._id, 'booking-received')).toEqual([]);
  });

  it('holds a recurring series with its first visit: confirmed together, released together', async () => {
    const { token } = await t.signup();
    const first = await book(token, nextDate(), { frequency: 'weekly', scheduledTime: '16:00' });
    const visits = async (seriesId: string) =>
      ((await t.request('GET', '/api/bookings?size=50', { token })).body.data.bookings as any[]).filter(
        (b) => b.seriesId === seriesId,
      );
    const held = await visits(first.seriesId!);
    expect(held.length).toBeGreaterThan(1);
    expect(held.every((v) => v.holdExpiresAt === first.holdExpiresAt)).toBe(true);
    expect((await payAfterService(token, first._id)).status).toBe(200);
    expect(
      (await visits(first.seriesId!)).every((v) => v.holdExpiresAt === null && v.status !== 'cancelled'),
    ).toBe(true);
    expect(await emailsOf(first._id, 'booking-received')).toHaveLength(1);

    const other = await t.signup();
    const unpaid = await book(other.token, nextDate(), { frequency: 'weekly', scheduledTime: '16:00' });
    await releaseDue();
    const all = (
      (await t.request('GET', '/api/bookings?size=50', { token: other.token })).body.data.bookings as any[]
    ).filter((b) => b.seriesId === unpaid.seriesId);
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((v) => v.status === 'cancelled' && v.cancelReason === 'payment not completed')).toBe(
      true,
    );
    // One email for the series, not one per visit.
    const released = await Promise.all(all.map((v) => emailsOf(v._id, 'booking-released')));
    expect(released.flat()).toHaveLength(1);
  });

  it("carries pay after service chosen for a series to each later visit: due at its visit, not 'Unpaid'", async () => {
    const { token } = await t.signup();
    const first = await book(token, nextDate(), { frequency: 'weekly', scheduledTime: '18:00' });
    expect((await payAfterService(token, first._id)).status).toBe(200);
    const visits = (
      (await t.request('GET', '/api/bookings?size=50', { token })).body.data.bookings as any[]
    ).filter((b) => b.seriesId === first.seriesId);
    expect(visits.length).toBeGreaterThan(1);
    for (const v of visits) {
      expect(v).toMatchObject({ paymentMethod: 'pay_after_service', paymentStatus: 'unpaid' });
      const due = await t.request('GET', `/api/bookings/${v._id}/collection`, { token });
      expect(due.body.data.amountDue).toBe(v.totalAmount);
    }
    // The admin's list says the same.
    const admin = await t.login('admin');
    const later = visits.find((v) => v._id !== first._id)!;
    const listed = await t.request('GET', `/api/admin/bookings/${later._id}`, { token: admin });
    expect(listed.body.data.booking).toMatchObject({ paymentMethod: 'pay_after_service' });
    // Paying one visit online pays that one only.
    expect((await checkoutAndVerify(token, await payOnline(token, later._id))).status).toBe(200);
    expect(await bookingOf(token, later._id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await bookingOf(token, first._id)).toMatchObject({
      paymentMethod: 'pay_after_service',
      paymentStatus: 'unpaid',
    });
  });

  it('mends series stored before: migration 0031 gives their later visits pay after service', async () => {
    const { token } = await t.signup();
    const first = await book(token, nextDate(), { frequency: 'weekly', scheduledTime: '17:00' });
    expect((await payAfterService(token, first._id)).status).toBe(200);
    // As such a series was stored: the choice on its first visit only.
    const seriesVisits = and(eq(bookings.seriesId, first.seriesId!), ne(bookings.id, first._id));
    await t.database.db.update(bookings).set({ paymentMethod: null }).where(seriesVisits);
    const migration = readFileSync(
      new URL('../../../../drizzle/0031_series_pay_after_service.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const mended = await t.database.db.select().from(bookings).where(seriesVisits);
    expect(mended.length).toBeGreaterThan(0);
    expect(mended.every((v) => v.paymentMethod === 'pay_after_service')).toBe(true);
  });

  it('books an admin’s booking at once', async () => {
    const admin = await t.login('admin');
    const made = await book(admin, nextDate());
    expect(made.holdExpiresAt).toBeNull();
    expect(await emailsOf(made._id, 'booking-received')).toHaveLength(1);
  });
});

describe('MAX_UNPAID_BOOKINGS', () => {
  it('refuses a fourth booking awaiting payment with 409, also when they are made at once; a confirmed one makes room', async () => {
    const { token } = await t.signup();
    const date = nextDate();
    const made = await Promise.all(
      ['08:00', '11:00', '14:00', '16:00', '17:00'].map((time) =>
        t.request('POST', '/api/bookings', { token, body: payload(date, { scheduledTime: time }) }),
      ),
    );
    expect(made.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = made.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_UNPAID', message: bookingHold.tooManyUnpaid });

    const first = made.find((r) => r.status === 201)!.body.data.booking._id;
    expect((await payAfterService(token, first)).status).toBe(200);
    const fourth = await t.request('POST', '/api/bookings', {
      token,
      body: payload(date, { scheduledTime: '12:00' }),
    });
    expect(fourth.status).toBe(201);
  });
});

describe('a checkout in one statement (bookings.repository.ts, insertHeldVisit)', () => {
  it('writes the rows a transaction writes: the held booking, its history line, its reserved crew', async () => {
    const { token } = await t.signup();
    const made = await book(token, nextDate(), { instructions: 'Ring twice' });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made._id));
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      instructions: 'Ring twice',
      calendarSequence: 0,
      startCodeFailures: 0,
    });
    expect(row.holdExpiresAt!.getTime()).toBe(clock.now().getTime() + HOLD_MINUTES * 60_000);
    expect(row.startCode).toMatch(/^[0-9]{4}$/);
    expect(row.endsAt!.getTime() - row.startsAt!.getTime()).toBe(row.durationMinutes * 60_000);
    const events = await t.database.db.execute(
      sql`select to_status, actor_role, note from booking_events where booking_id = ${made._id}`,
    );
    expect((events as unknown as { rows: unknown[] }).rows).toEqual([
      { to_status: 'pending', actor_role: 'client', note: 'Booked; crew reserved' },
    ]);
    const holds = await t.database.db.execute(
      sql`select kind from booking_assignments where booking_id = ${made._id}`,
    );
    expect((holds as unknown as { rows: { kind: string }[] }).rows.map((h) => h.kind)).toEqual(['reserved']);
    expect(await allEmailsOf(made._id)).toEqual([]);
  });

  it('refuses an unserved PIN before a package it does not know, and a full slot after the unpaid cap', async () => {
    const { token } = await t.signup();
    const unserved = await t.request('POST', '/api/bookings', {
      token,
      body: payload(nextDate(), {
        packageId: 'No such package',
        address: { line1: '1 Far Road', line2: '', city: 'Far', state: 'Far', pincode: '110001' },
      }),
    });
    expect(unserved.body.code).toBe('PINCODE_NOT_SERVED');

    const date = nextDate();
    for (const time of ['08:00', '11:00', '14:00']) await book(token, date, { scheduledTime: time });
    // Every cleaner busy at 16:00 on another day: the fourth is refused for the cap, not for the slot.
    const full = nextDate();
    for (let i = 0; i < 3; i++) await book((await t.signup()).token, full, { scheduledTime: '16:00' });
    const fourth = await t.request('POST', '/api/bookings', {
      token,
      body: payload(full, { scheduledTime: '16:00' }),
    });
    expect(fourth.body.code).toBe('TOO_MANY_UNPAID');
  });

  it('writes every column of the booking, its history line and its holds as the transaction path does', async () => {
    const { token } = await t.signup();
    // Its days come after the other tests' (nextDate), so theirs stay as they were.
    const date = nextDate();
    const extra = {
      instructions: 'Ring twice',
      address: { ...payload(date).address, latitude: 22.72, longitude: 75.86 },
    };
    // The same request twice: alone it is one statement; a WhatsApp opt-in sends it through bookFirstVisit.
    const oneStatement = await book(token, date, extra);
    const inTransaction = await book(token, date, { ...extra, whatsappOptIn: true });
    const rowOf = async (id: string) =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0] as Record<string, unknown>;
    const [a, b] = [await rowOf(oneStatement._id), await rowOf(inTransaction._id)];
    // Each booking's own: its id, its random start code, and the database's clock at the insert.
    const own = ['id', 'startCode', 'createdAt', 'updatedAt'];
    const rest = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !own.includes(k)));
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(rest(a)).length).toBeGreaterThan(40);
    expect(rest(a)).toEqual(rest(b));
    for (const row of [a, b]) {
      expect(row.startCode).toMatch(/^[0-9]{4}$/);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.updatedAt).toBeInstanceOf(Date);
    }
    const sideRows = async (id: string) => ({
      events: (
        (await t.database.db.execute(
          sql`select to_status, from_status, actor_id, actor_role, note from booking_events where booking_id = ${id}`,
        )) as unknown as { rows: unknown[] }
      ).rows,
      holds: (
        (await t.database.db.execute(
          sql`select kind, upper(during) - lower(during) as span from booking_assignments where booking_id = ${id}`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    });
    expect(await sideRows(oneStatement._id)).toEqual(await sideRows(inTransaction._id));
  });
});
