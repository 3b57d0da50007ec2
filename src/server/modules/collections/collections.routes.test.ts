import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { auditLog, collections, invoices, outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Pay after service, to the end, over HTTP: the crew or an admin records the cash or UPI
 * taken at the door, once, for exactly the amount due; the booking is paid and its receipt issued; the
 * cash stays with the cleaner until an admin marks it handed over, and the payout report subtracts it.
 */
// Wednesday 25 Nov 2026, 10:00 IST.
const clock = manualClock(new Date('2026-11-25T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;
let crew: { id: string; token: string };
let other: { id: string; token: string };
let day = 0;

async function newCleaner(name: string, email: string, phone: string) {
  const made = await t.request('POST', '/api/admin/cleaners', {
    token: admin,
    body: { name, email, phone, password: 'Mopping-Crew-2026' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return {
    id: made.body.data.cleaner._id as string,
    token: await t.login({ email, password: 'Mopping-Crew-2026' }),
  };
}

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  crew = await newCleaner('Collect Crew', 'collect-crew@chamak.in', '9811100021');
  other = await newCleaner('Other Cleaner', 'collect-other@chamak.in', '9811100022');
});
afterAll(() => t.close());

/** A confirmed pay-after-service booking assigned to our crew cleaner, on a day of its own. */
async function payAfterServiceJob(opts: { choose?: boolean } = {}) {
  const customer = await t.signup();
  const made = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1: '1 Race Course Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452003' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(today, (day += 1)),
      scheduledTime: '10:00',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const booking = made.body.data.booking as { _id: string; totalAmount: number };
  if (opts.choose !== false) {
    const chosen = await t.request('POST', '/api/bookings/complete-payment', {
      token: customer.token,
      body: { bookingId: booking._id, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const assigned = await t.request('PATCH', `/api/bookings/${booking._id}/assign`, {
      token: admin,
      body: { cleanerId: crew.id },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  }
  return { id: booking._id, amount: booking.totalAmount, customer: customer.token };
}

const collect = (token: string, id: string, body: Record<string, unknown>) =>
  t.request('POST', `/api/bookings/${id}/collect`, { token, body });

const rowsOf = (bookingId: string) =>
  t.database.db.select().from(collections).where(eq(collections.bookingId, bookingId));
const receiptsOf = (bookingId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
const receivedMailsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'payment-received')));

async function complete(id: string, customer: string) {
  const startCode = (await t.request('GET', `/api/bookings/${id}`, { token: customer })).body.data.booking
    .startCode;
  for (const body of [{ status: 'in-progress', startCode }, { status: 'completed' }]) {
    const res = await t.request('PATCH', `/api/bookings/${id}/status`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

describe('POST /api/bookings/:id/collect', () => {
  it("records the crew's cash after completion: paid, receipt issued, customer told, once", async () => {
    const job = await payAfterServiceJob();
    await complete(job.id, job.customer);
    const due = await t.request('GET', `/api/bookings/${job.id}/collection`, { token: crew.token });
    expect(due.status).toBe(200);
    expect(due.body.data).toMatchObject({ amountDue: job.amount, collection: null, receipt: null });
    expect(due.body.data.upiLink).toContain(`am=${job.amount.toFixed(2)}`);

    const res = await collect(crew.token, job.id, { method: 'cash', amount: job.amount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      amountDue: 0,
      upiLink: null,
      collection: {
        method: 'cash',
        amount: job.amount,
        cleaner: { _id: crew.id, name: 'Collect Crew' },
        recordedBy: { _id: crew.id, role: 'cleaner' },
        collectedAt: clock.now().toISOString(),
        handedOverAt: null,
      },
      receipt: { serial: expect.stringMatching(/^RCT/) },
    });
    const booking = (await t.request('GET', `/api/bookings/${job.id}`, { token: job.customer })).body.data
      .booking;
    expect(booking).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'pay_after_service' });
    expect(await receiptsOf(job.id)).toHaveLength(1);
    expect(await receivedMailsOf(job.id)).toHaveLength(1);
    // The customer sees the receipt among the booking's documents.
    const docs = await t.request('GET', `/api/payment/documents?bookingId=${job.id}`, {
      token: job.customer,
    });
    expect(docs.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['receipt']);

    const again = await collect(crew.token, job.id, { method: 'cash', amount: job.amount });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_COLLECTED' });
    const byAdmin = await collect(admin, job.id, { method: 'upi', amount: job.amount });
    expect(byAdmin.status).toBe(409);
    expect(await rowsOf(job.id)).toHaveLength(1);
    expect(await receiptsOf(job.id)).toHaveLength(1);
    expect(await receivedMailsOf(job.id)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, 'booking.payment_collected')));
    expect(audit).toHaveLength(1);
  });

  it('records a cash collection kept on the phone once, however often it is replayed (issue 37)', async () => {
    const job = await payAfterServiceJob();
    // The queue sends its action, the answer is lost, and it sends the same request again (twice).
    const send = () =>
      t.request('POST', `/api/bookings/${job.id}/collect`, {
        token: crew.token,
        body: { method: 'cash', amount: job.amount },
        headers: { 'idempotency-key': 'offline-collect-0001' },
      });
    const answers = [await send(), await send()];
    // Two processes (or two tabs) syncing at once get the same answer too.
    answers.push(...(await Promise.all([send(), send()])));
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        amountDue: 0,
        collection: { method: 'cash', amount: job.amount, cleaner: { _id: crew.id } },
      });
    }
    expect(await rowsOf(job.id)).toHaveLength(1);
    expect(await receiptsOf(job.id)).toHaveLength(1);
    expect(await receivedMailsOf(job.id)).toHaveLength(1);
    // Another key is another collection: refused as already recorded.
    const other = await t.request('POST', `/api/bookings/${job.id}/collect`, {
      token: crew.token,
      body: { method: 'cash', amount: job.amount },
      headers: { 'idempotency-key': 'offline-collect-0002' },
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('ALREADY_COLLECTED');
  });

  it('keeps no key for a refused collection: the same key with the right amount is then recorded', async () => {
    const job = await payAfterServiceJob();
    const send = (amount: number) =>
      t.request('POST', `/api/bookings/${job.id}/collect`, {
        token: crew.token,
        body: { method: 'cash', amount },
        headers: { 'idempotency-key': 'offline-collect-0003' },
      });
    expect((await send(1)).status).toBe(400);
    expect((await send(job.amount)).status).toBe(201);
    expect(await rowsOf(job.id)).toHaveLength(1);
  });

  it('lets an admin record UPI before the visit, held by no one; completing afterwards still works', async () => {
    const job = await payAfterServiceJob();
    const res = await collect(admin, job.id, { method: 'upi', amount: job.amount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.collection).toMatchObject({
      method: 'upi',
      cleaner: { _id: crew.id },
      recordedBy: { role: 'admin' },
    });
    await complete(job.id, job.customer);
    const cash = await t.request('GET', '/api/admin/cash-held', { token: admin });
    const held = cash.body.data.cleaners.flatMap(
      (c: { collections: { bookingId: string }[] }) => c.collections,
    );
    expect(held.map((c: { bookingId: string }) => c.bookingId)).not.toContain(job.id);
  });

  it('completes with PATCH status alone, leaving the booking unpaid and payable online', async () => {
    const job = await payAfterServiceJob();
    await complete(job.id, job.customer);
    const booking = (await t.request('GET', `/api/bookings/${job.id}`, { token: job.customer })).body.data
      .booking;
    expect(booking).toMatchObject({ status: 'completed', paymentStatus: 'unpaid' });
    // Pay now after the visit: the customer's online order is made.
    const order = await t.request('POST', '/api/payment/create-order', {
      token: job.customer,
      body: { bookingId: job.id, method: 'razorpay_upi' },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.data.amount).toBe(Math.round(job.amount * 100));
  });

  it.each([
    ['another cleaner', () => other.token, 403, 'NOT_CREW'],
    ['the customer', () => '', 403, 'FORBIDDEN'],
  ])('refuses %s with %s', async (_who, token, status, code) => {
    const job = await payAfterServiceJob();
    const res = await collect(token() || job.customer, job.id, { method: 'cash', amount: job.amount });
    expect(res.status).toBe(status);
    if (code !== 'FORBIDDEN') expect(res.body.code).toBe(code);
    expect(await rowsOf(job.id)).toHaveLength(0);
  });

  it('refuses an amount other than the amount due, recording nothing', async () => {
    const job = await payAfterServiceJob();
    for (const amount of [job.amount - 1, job.amount + 0.01, 1]) {
      const res = await collect(crew.token, job.id, { method: 'cash', amount });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'AMOUNT_MISMATCH',
        message: 'The amount must be exactly the amount due for this booking.',
      });
    }
    expect(await rowsOf(job.id)).toHaveLength(0);
    const bad = await collect(crew.token, job.id, { method: 'cheque', amount: job.amount });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toContain('method');
  });

  it('refuses a booking still waiting for its payment choice, and an unknown one', async () => {
    const job = await payAfterServiceJob({ choose: false });
    const res = await collect(admin, job.id, { method: 'cash', amount: job.amount });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOT_PAY_AFTER_SERVICE');
    const missing = await collect(admin, '00000000-0000-4000-8000-000000000000', {
      method: 'cash',
      amount: 1,
    });
    expect(missing.status).toBe(404);
  });

  it("refuses an admin's record for a cancelled booking with the message the console shows", async () => {
    const job = await payAfterServiceJob();
    const cancelled = await t.request('PATCH', `/api/bookings/${job.id}/cancel`, {
      token: job.customer,
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const res = await collect(admin, job.id, { method: 'upi', amount: job.amount });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BOOKING_CANCELLED',
      message: 'This booking has been cancelled and cannot be paid.',
    });
    expect(await rowsOf(job.id)).toHaveLength(0);
    const due = await t.request('GET', `/api/bookings/${job.id}/collection`, { token: admin });
    expect(due.body.data).toMatchObject({ amountDue: 0, upiLink: null, collection: null });
  });

  it('records one of two collects sent at once; the other gets 409', async () => {
    const job = await payAfterServiceJob();
    const results = await Promise.all([
      collect(crew.token, job.id, { method: 'cash', amount: job.amount }),
      collect(admin, job.id, { method: 'upi', amount: job.amount }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(job.id)).toHaveLength(1);
    expect(await receiptsOf(job.id)).toHaveLength(1);
    expect(await receivedMailsOf(job.id)).toHaveLength(1);
  });
});

describe('cash held, handover and the payout report', () => {
  it('subtracts the cash a cleaner holds from their pay until it is handed over (audited)', async () => {
    const rule = await t.request('PUT', `/api/admin/cleaners/${crew.id}/pay-rule`, {
      token: admin,
      body: { kind: 'per_job', rate: 400 },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    expect(rule.body.data).toMatchObject({ kind: 'per_job', rate: 400 });
    const job = await payAfterServiceJob();
    await complete(job.id, job.customer);
    expect((await collect(crew.token, job.id, { method: 'cash', amount: job.amount })).status).toBe(201);

    const heldRes = await t.request('GET', '/api/admin/cash-held', { token: admin });
    const mine = heldRes.body.data.cleaners.find((c: { cleanerId: string }) => c.cleanerId === crew.id);
    expect(mine.collections.map((c: { bookingId: string }) => c.bookingId)).toContain(job.id);
    const heldAmount = mine.amount as number;

    const range = `from=${today}&to=${addDays(today, 60)}`;
    const report = async () =>
      (await t.request('GET', `/api/admin/payouts?${range}`, { token: admin })).body.data.cleaners.find(
        (c: { cleanerId: string }) => c.cleanerId === crew.id,
      );
    const before = await report();
    expect(before).toMatchObject({ payRule: { kind: 'per_job', rate: 400 }, cashHeld: heldAmount });
    expect(before.pay).toBe(400 * before.jobs);
    expect(before.net).toBeCloseTo(before.pay + before.tips - heldAmount, 2);
    const csv = (await t.request('GET', `/api/admin/payouts.csv?${range}`, { token: admin })).body as string;
    const line = csv.split('\r\n').find((l) => l.startsWith('Collect Crew'))!;
    expect(line).toContain(`Per job 400.00,${before.pay.toFixed(2)},0.00,${heldAmount.toFixed(2)},`);

    const wrong = await t.request('POST', `/api/admin/cleaners/${crew.id}/cash-handover`, {
      token: admin,
      body: { amount: heldAmount + 1 },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('CASH_HELD_CHANGED');
    expect(
      (
        await t.request('POST', `/api/admin/cleaners/${crew.id}/cash-handover`, {
          token: crew.token,
          body: { amount: heldAmount },
        })
      ).status,
    ).toBe(403);
    const ok = await t.request('POST', `/api/admin/cleaners/${crew.id}/cash-handover`, {
      token: admin,
      body: { amount: heldAmount },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ cleanerId: crew.id, amount: heldAmount });
    const after = await report();
    expect(after).toMatchObject({ cashHeld: 0, net: after.pay + after.tips });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, crew.id), eq(auditLog.action, 'cash.handover')));
    expect(audit).toHaveLength(1);
    const again = await t.request('POST', `/api/admin/cleaners/${crew.id}/cash-handover`, {
      token: admin,
      body: { amount: heldAmount },
    });
    expect(again.status).toBe(409);
  });

  it("gives the cleaner's own earnings pay, cash held and net", async () => {
    await t.request('PUT', `/api/admin/cleaners/${other.id}/pay-rule`, {
      token: admin,
      body: { kind: 'hourly', rate: 150 },
    });
    const res = await t.request('GET', '/api/cleaner/earnings', { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data.week).toMatchObject({
      payRule: { kind: 'hourly', rate: 150 },
      pay: 0,
      cashHeld: 0,
      net: 0,
    });
    const rules = await t.request('GET', '/api/admin/pay-rules', { token: admin });
    expect(rules.body.data.rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ cleanerId: other.id, kind: 'hourly', rate: 150 })]),
    );
    const bad = await t.request('PUT', `/api/admin/cleaners/${other.id}/pay-rule`, {
      token: admin,
      body: { kind: 'daily', rate: -1 },
    });
    expect(bad.status).toBe(400);
  });
});
