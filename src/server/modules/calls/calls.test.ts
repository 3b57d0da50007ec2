import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedCalls } from '../../db/schema/index';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { type ExotelStandIn, startExotelStandIn } from '../../platform/calls/exotel-stand-in.test-support';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { PALASIA } from '../../test/bookings.test-support';

/**
 * Issue 38: a customer and their crew call each other through Exotel's masking number, from assignment
 * until 2 hours after the visit; Exotel (a loopback stand-in answering as its docs show) receives the right
 * two numbers, and neither number reaches the other side.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
const exotel = { apiKey: 'key_live', apiToken: 'token_live', accountSid: 'chamak1', callerId: '07314001234' };
let standIn: ExotelStandIn;
let t: TestApp;
let admin: string;
let ravi: string;
let raviId: string;
let sunita: string;
let bathroomId: string;
let day = 1;

beforeAll(async () => {
  standIn = await startExotelStandIn(exotel);
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      EXOTEL_API_KEY: exotel.apiKey,
      EXOTEL_API_TOKEN: exotel.apiToken,
      EXOTEL_ACCOUNT_SID: exotel.accountSid,
      EXOTEL_CALLER_ID: exotel.callerId,
      EXOTEL_BASE_URL: standIn.url,
    },
  });
  bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  admin = await t.login('admin');
  ravi = await t.login('cleaner');
  sunita = await t.login({ email: 'sunita@chamak.in', password: demo.cleaner.password });
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  raviId = cleaners.find((c: any) => c.email === 'ravi@chamak.in')._id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** A new customer's 10:00 visit on a day of its own, confirmed; assigned to Ravi unless asked not to. */
async function visit(opts: { assign?: boolean; phone?: string } = {}) {
  const date = addDays(today, day++);
  clock.set(new Date(slotStart(date, '09:00')));
  const customer = await t.signup({ phone: opts.phone ?? '9812345670' });
  const made = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: bathroomId,
      packageId: 'Normal',
      address: PALASIA,
      phoneNumber: '9823456701',
      areaSqft: 1,
      scheduledDate: date,
      scheduledTime: '10:00',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.booking._id as string;
  await t.payAfterService(customer.token, id);
  if (opts.assign ?? true) {
    const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
      token: admin,
      body: { cleanerId: raviId },
    });
    expect(assigned.status).toBe(200);
  }
  return { id, customer, date };
}
const call = (id: string, token?: string) => t.request('POST', `/api/bookings/${id}/call`, { token });
const bookingAs = async (id: string, token: string) =>
  (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking;

describe('POST /api/bookings/:id/call', () => {
  it("rings the customer first, then Ravi, both shown only the ExoPhone; the page never gives Ravi's number", async () => {
    const { id, customer } = await visit();
    const before = standIn.calls.length;
    const res = await call(id, customer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'We are calling you on 98XXXXXX70. Pick up, and we will connect you to Ravi.',
    );
    expect(standIn.calls.slice(before)).toEqual([
      expect.objectContaining({
        from: '+919812345670',
        to: '+919876500001',
        callerId: exotel.callerId,
        timeLimit: 900,
        customField: `booking ${id}`,
      }),
    ]);
    const seen = await bookingAs(id, customer.token);
    expect(seen.canCall).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('9876500001');
    const [row] = await t.database.db.select().from(maskedCalls).where(eq(maskedCalls.bookingId, id));
    expect(row).toMatchObject({
      callerRole: 'customer',
      providerCallId: standIn.calls.at(-1)!.sid,
      failure: null,
    });
  });

  it("rings Ravi first, then the booking's contact number, and names the customer", async () => {
    const { id } = await visit();
    const before = standIn.calls.length;
    const res = await call(id, ravi);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'We are calling you on 98XXXXXX01. Pick up, and we will connect you to Test.',
    );
    expect(standIn.calls.slice(before).map((c) => [c.from, c.to])).toEqual([
      ['+919876500001', '+919823456701'],
    ]);
    const seen = await bookingAs(id, ravi);
    expect(seen.canCall).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('9823456701');
    const jobs = (
      await t.request('GET', `/api/cleaner/jobs?from=${today}&to=${addDays(today, 60)}`, { token: ravi })
    ).body.data.jobs;
    expect(jobs.find((j: any) => j._id === id)).toMatchObject({ canCall: true, phoneNumber: '' });
    expect(JSON.stringify(jobs)).not.toContain('9823456701');
  });

  it('is closed before assignment and 2 hours after the visit, saying to call the office', async () => {
    const pending = await visit({ assign: false });
    expect((await bookingAs(pending.id, pending.customer.token)).canCall).toBe(false);
    const early = await call(pending.id, pending.customer.token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CALL_WINDOW_CLOSED',
      message:
        'Calls through Chamak open when the visit is assigned and close 2 hours after it. Call us on +91 98765 43210.',
    });

    const { id, customer } = await visit();
    const code = (await bookingAs(id, customer.token)).startCode;
    clock.set(new Date(new Date((await bookingAs(id, customer.token)).startsAt).getTime() - 5 * 60_000));
    for (const body of [{ status: 'in-progress', startCode: code }, { status: 'completed' }])
      expect((await t.request('PATCH', `/api/bookings/${id}/status`, { token: ravi, body })).status).toBe(
        200,
      );
    const endsAt = new Date((await bookingAs(id, customer.token)).endsAt).getTime();
    clock.set(new Date(endsAt + 119 * 60_000));
    expect((await call(id, customer.token)).status).toBe(200);
    clock.set(new Date(endsAt + 120 * 60_000));
    expect((await bookingAs(id, customer.token)).canCall).toBe(false);
    expect((await call(id, customer.token)).body.code).toBe('CALL_WINDOW_CLOSED');
  });

  it('is for the booking’s customer and crew only: 404 to others, 403 to admins, 401 to guests', async () => {
    const { id } = await visit();
    const stranger = await t.signup();
    expect((await call(id, stranger.token)).status).toBe(404);
    expect((await call(id, sunita)).status).toBe(404);
    expect((await call(id, admin)).status).toBe(403);
    expect((await call(id)).status).toBe(401);
    expect((await call('00000000-0000-4000-8000-000000000000', stranger.token)).status).toBe(404);
    expect((await call('x'.repeat(81), stranger.token)).status).toBe(400);
    expect((await call('bad\u0000id', stranger.token)).status).toBe(404);
  });

  it('places 5 calls an hour per person and booking, even when 8 are pressed at once; the 6th is 429 with Retry-After', async () => {
    const { id, customer } = await visit();
    const before = standIn.calls.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(id, customer.token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(standIn.calls.length - before).toBe(5);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.code).toBe('TOO_MANY_CALLS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Ravi's own five are his.
    expect((await call(id, ravi)).status).toBe(200);
  });

  it('answers 503 saying to try again or call the office when Exotel is down, and records why', async () => {
    const { id, customer } = await visit();
    standIn.mode = '5xx';
    try {
      const res = await call(id, customer.token);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'CALL_FAILED',
        message:
          'We could not place the call just now. Try again in a minute, or call us on +91 98765 43210.',
      });
    } finally {
      standIn.mode = 'ok';
    }
    const [row] = await t.database.db.select().from(maskedCalls).where(eq(maskedCalls.bookingId, id));
    expect(row.failure).toMatch(/^Exotel 503: Service unavailable/);
    expect(row.providerCallId).toBeNull();
  });
});

describe('without Exotel configured', () => {
  it('offers no call (canCall false) and answers 409 saying to call the office', async () => {
    const plain = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
    try {
      const customer = await plain.signup();
      const service = (await plain.request('GET', '/api/services/bathroom-cleaning')).body.data.service;
      const made = await plain.request('POST', '/api/bookings', {
        token: customer.token,
        body: {
          serviceId: service._id,
          packageId: 'Normal',
          address: PALASIA,
          phoneNumber: '9823456701',
          areaSqft: 1,
          scheduledDate: addDays(today, 30),
          scheduledTime: '10:00',
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = made.body.data.booking._id;
      await plain.payAfterService(customer.token, id);
      const adminToken = await plain.login('admin');
      const cleaners = (await plain.request('GET', '/api/admin/cleaners', { token: adminToken })).body.data
        .cleaners;
      const assigned = await plain.request('PATCH', `/api/bookings/${id}/assign`, {
        token: adminToken,
        body: { cleanerId: cleaners.find((c: any) => c.email === 'ravi@chamak.in')._id },
      });
      expect(assigned.status).toBe(200);
      const seen = (await plain.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data
        .booking;
      expect(seen.canCall).toBe(false);
      const res = await plain.request('POST', `/api/bookings/${id}/call`, { token: customer.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CALLS_UNAVAILABLE',
        message: 'Calls through Chamak are not set up yet. Call us on +91 98765 43210.',
      });
    } finally {
      await plain.close();
    }
  });
});
