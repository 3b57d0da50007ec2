import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, bookings } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/** Job safety over HTTP: start codes, the early-start window, idempotency keys, coupon guesses. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z')); // 10:00 in India
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let cleaner: string;
let raviId: string;
let bathroomId: string;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.login('admin');
  cleaner = await t.login('cleaner');
  bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  raviId = cleaners.find((c: any) => c.email === 'ravi@chamak.in')._id;
});
afterAll(() => t.close());

const payload = (date: string, extra: object = {}) => ({
  serviceId: bathroomId,
  packageId: 'Normal',
  address: MG_ROAD,
  phoneNumber: '9876543210',
  areaSqft: 1,
  scheduledDate: date,
  scheduledTime: '10:00',
  ...extra,
});

/** A new customer's visit on a day of its own, assigned to Ravi (the demo cleaner). */
async function assignedJob() {
  const customer = await t.signup();
  const made = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: payload(addDays(today, day++)),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.booking._id as string;
  expect(made.body.data.booking.startCode).toBeNull(); // pending: nobody is coming yet
  await t.payAfterService(customer.token, id);
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId: raviId },
  });
  expect(assigned.status).toBe(200);
  const own = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking;
  return { id, customer, code: own.startCode as string, startsAt: new Date(own.startsAt) };
}

/** Puts the clock `minutes` before the visit's start for the rest of the test. */
function atMinutesBefore(startsAt: Date, minutes: number) {
  const back = clock.now();
  clock.set(new Date(startsAt.getTime() - minutes * 60_000));
  onTestFinished(() => clock.set(back));
}

const start = (id: string, body: object, token = cleaner) =>
  t.request('PATCH', `/api/bookings/${id}/status`, { token, body: { status: 'in-progress', ...body } });
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
const auditOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('start codes', () => {
  it('shows the code to its customer from assignment until the start, never to the cleaner, and no crew email', async () => {
    const { id, customer, code, startsAt } = await assignedJob();
    expect(code).toMatch(/^\d{4}$/);
    const mine = (await t.request('GET', '/api/bookings', { token: customer.token })).body.data.bookings;
    expect(mine.find((b: any) => b._id === id)).toMatchObject({ startCode: code });
    const own = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking;
    expect(own.cleanerId).toEqual({ _id: raviId, name: 'Ravi Verma', phone: '98XXXXXX01' });
    expect(JSON.stringify(own)).not.toContain('ravi@chamak.in');
    expect(
      (await t.request('GET', `/api/bookings/${id}`, { token: cleaner })).body.data.booking.startCode,
    ).toBeNull();
    expect(
      (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking.cleanerId.email,
    ).toBe('ravi@chamak.in');
    atMinutesBefore(startsAt, 5);
    expect((await start(id, { startCode: code })).status).toBe(200);
    expect(
      (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking.startCode,
    ).toBeNull();
  });

  it('locks the job after 5 wrong codes (the right one is refused then), tells the customer and the office, audited', async () => {
    const { id, customer, code, startsAt } = await assignedJob();
    atMinutesBefore(startsAt, 5);
    for (let i = 1; i <= 4; i++) {
      const res = await start(id, { startCode: wrongFor(code) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('WRONG_START_CODE');
    }
    const fifth = await start(id, { startCode: wrongFor(code) });
    expect(fifth.status).toBe(423);
    expect(fifth.body).toMatchObject({ code: 'START_CODE_LOCKED', message: jobSafetyTexts.startCodeLocked });
    const sixth = await start(id, { startCode: code });
    expect(sixth.status).toBe(423);
    expect((await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking).toMatchObject(
      {
        status: 'assigned',
        startCodeLocked: true,
      },
    );
    expect(await messagesTo(t.database.db, customer.email, 'start-code-locked')).toHaveLength(1);
    const office = await messagesTo(t.database.db, t.config.SUPPORT_EMAIL, 'start-code-locked-team');
    expect(office.filter((m) => m.text.includes(id))).toHaveLength(1);
    const [locked] = await auditOf(id, 'booking.start-code.locked');
    expect(locked).toMatchObject({ actorRole: 'cleaner' });

    // The office unlocks it (with a reason, audited); the crew starts with the customer's code again.
    const noReason = await t.request('POST', `/api/bookings/${id}/start-code/unlock`, {
      token: admin,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    expect(
      (
        await t.request('POST', `/api/bookings/${id}/start-code/unlock`, {
          token: cleaner,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(403);
    const unlocked = await t.request('POST', `/api/bookings/${id}/start-code/unlock`, {
      token: admin,
      body: { reason: 'Customer called: the cleaner misheard the code' },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.booking.startCodeLocked).toBe(false);
    const [audit] = await auditOf(id, 'booking.start-code.unlock');
    expect(audit).toMatchObject({
      actorRole: 'admin',
      details: { reason: 'Customer called: the cleaner misheard the code', failures: 5 },
    });
    expect(audit.createdAt).toBeInstanceOf(Date);
    expect((await start(id, { startCode: code })).status).toBe(200);
  });

  it('counts parallel wrong codes one by one: 12 at once lock the job after exactly 5, one mail', async () => {
    const { id, customer, code, startsAt } = await assignedJob();
    atMinutesBefore(startsAt, 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => start(id, { startCode: wrongFor(code) })),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(8);
    const [row] = await t.database.db
      .select({ failures: bookings.startCodeFailures })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row.failures).toBe(5);
    expect(await messagesTo(t.database.db, customer.email, 'start-code-locked')).toHaveLength(1);
  });

  it('lets an admin start a locked job without the code only with a reason, audited as started by the office', async () => {
    const { id, code, startsAt } = await assignedJob();
    atMinutesBefore(startsAt, 5);
    for (let i = 0; i < 5; i++) await start(id, { startCode: wrongFor(code) });
    const noReason = await start(id, {}, admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('START_REASON_NEEDED');
    const started = await start(id, { notes: 'Crew confirmed at the door by phone' }, admin);
    expect(started.status).toBe(200);
    expect(started.body.data.booking.status).toBe('in-progress');
    const [audit] = await auditOf(id, 'booking.status');
    expect(audit).toMatchObject({
      actorRole: 'admin',
      details: { to: 'in-progress', startedBy: 'office', reason: 'Crew confirmed at the door by phone' },
    });
  });
});

describe('the early-start window (JOB_START_EARLY_MINUTES, 60 by default)', () => {
  it('refuses a cleaner more than 60 minutes before the slot with 409 saying from when, and starts from then', async () => {
    const { id, code, startsAt } = await assignedJob();
    atMinutesBefore(startsAt, 61);
    const early = await start(id, { startCode: code });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TOO_EARLY_TO_START');
    const date = todayInIndia(startsAt);
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][
      new Date(`${date}T00:00:00Z`).getUTCDay()
    ];
    const [y, m, d] = date.split('-').map(Number);
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
    expect(early.body.message).toBe(
      `It is too early to start this job: you can start it from 9:00 AM on ${weekday}, ${d} ${month} ${y}.`,
    );
    // An early try is no wrong code: nothing was counted.
    clock.set(new Date(startsAt.getTime() - 60 * 60_000));
    expect((await start(id, { startCode: code })).status).toBe(200);
  });

  it('lets an admin start a job with its code days before the slot', async () => {
    const { id, code, startsAt } = await assignedJob();
    atMinutesBefore(startsAt, 3 * 24 * 60);
    expect((await start(id, { startCode: code }, admin)).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('replays the same request and refuses the key with another body (422)', async () => {
    const customer = await t.signup();
    const date = addDays(today, day++);
    const headers = { 'idempotency-key': 'same-key-0001' };
    const first = await t.request('POST', '/api/bookings', {
      token: customer.token,
      headers,
      body: payload(date),
    });
    expect(first.status).toBe(201);
    const again = await t.request('POST', '/api/bookings', {
      token: customer.token,
      headers,
      body: payload(date),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.booking._id).toBe(first.body.data.booking._id);
    const other = await t.request('POST', '/api/bookings', {
      token: customer.token,
      headers,
      body: payload(date, { scheduledTime: '14:00' }),
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: jobSafetyTexts.idempotencyKeyReused,
    });
  });
});

describe('coupon guesses', () => {
  it('counts wrong codes of apply and of booking create against one limit; past it even a real code is refused', async () => {
    const customer = await t.signup();
    const date = addDays(today, day++);
    const apply = (code: string) =>
      t.request('POST', '/api/coupons/apply', { token: customer.token, body: { code, bookingAmount: 2000 } });
    const create = (couponCode: string) =>
      t.request('POST', '/api/bookings', { token: customer.token, body: payload(date, { couponCode }) });
    for (let i = 0; i < 5; i++) expect((await apply(`NOPE${i}`)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await create(`GUESS${i}`)).status).toBe(400);
    const applied = await apply('WELCOME20');
    expect(applied.status).toBe(429);
    expect(applied.body).toMatchObject({ code: 'COUPON_GUESSES', message: jobSafetyTexts.couponGuesses });
    expect((await create('WELCOME20')).status).toBe(429);
    // Another account is not held back by this one's guesses.
    const other = await t.signup();
    const theirs = await t.request('POST', '/api/coupons/apply', {
      token: other.token,
      body: { code: 'WELCOME20', bookingAmount: 2000 },
    });
    expect(theirs.status).toBe(200);
  });
});
