import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralLink } from '../../../shared/domain/referrals';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { and, desc } from 'drizzle-orm';
import { bookings, creditEntries, outboxEmails, outboxTexts, referrals } from '../../db/schema/index';
import { renderTemplate } from '../../platform/mail/templates/registry';
import { systemClock } from '../../platform/clock';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { createCreditsService } from '../credits/credits.service';
import { createReferralsService } from './referrals.service';

/**
 * Referrals over HTTP on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): issue 36 part 5. A
 * customer's code and link; a new customer signs up with it; their first booking completed and paid rewards
 * both sides in credits, once, unless a fraud rule refuses it.
 */
// Wednesday 25 Nov 2026, 10:00 IST.
const clock = manualClock(new Date('2026-11-25T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;
let crewId: string;
let day = 0;
let phone = 9811200000;
const nextPhone = () => String(phone++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  const made = await t.request('POST', '/api/admin/cleaners', {
    token: admin,
    body: {
      name: 'Referral Crew',
      email: 'referral-crew@chamak.in',
      phone: '9811100031',
      password: 'Mopping-Crew-2026',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  crewId = made.body.data.cleaner._id;
});
afterAll(() => t.close());

/** A new customer with a phone of their own; the overrides may carry a referral code (the register body's). */
const customer = (overrides: Record<string, unknown> = {}) =>
  t.signup({ phone: nextPhone(), ...overrides } as Parameters<TestApp['signup']>[0]);
const myReferral = async (token: string) => {
  const res = await t.request('GET', '/api/users/referral', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const balanceOf = async (token: string) =>
  (await t.request('GET', '/api/users/credits', { token })).body.data.balancePaise as number;
const rewardMails = (to: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, 'referral-reward')));
const referralOf = async (refereeId: string) =>
  (await t.database.db.select().from(referrals).where(eq(referrals.refereeId, refereeId)))[0];
const referralEntries = async (userId: string) =>
  (await t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, userId))).filter(
    (e) => e.reason === 'referral',
  );

/** A confirmed pay-after-service booking at `line1`, assigned to the crew, on a day of its own. */
async function payAfterServiceJob(token: string, line1 = `${day + 1} Race Course Road`) {
  const made = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1, city: 'Indore', state: 'Madhya Pradesh', pincode: '452003' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(today, (day += 1)),
      scheduledTime: '10:00',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const booking = made.body.data.booking as { _id: string; totalAmount: number };
  await t.payAfterService(token, booking._id);
  const assigned = await t.request('PATCH', `/api/bookings/${booking._id}/assign`, {
    token: admin,
    body: { cleanerId: crewId },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  return { id: booking._id, amount: booking.totalAmount };
}

async function complete(id: string, token: string) {
  const startCode = (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking.startCode;
  for (const body of [{ status: 'in-progress', startCode }, { status: 'completed' }]) {
    const res = await t.request('PATCH', `/api/bookings/${id}/status`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const collect = async (id: string, amount: number) => {
  const res = await t.request('POST', `/api/bookings/${id}/collect`, {
    token: admin,
    body: { method: 'cash', amount },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

/** A referrer and a new customer who signed up with their code. */
async function referredPair(refereeOverrides: Record<string, unknown> = {}) {
  const referrer = await customer({ name: 'Asha Referrer' });
  const { code } = await myReferral(referrer.token);
  const referee = await customer({ name: 'Ravi Referee', referralCode: code, ...refereeOverrides });
  return { referrer, referee, code: code as string };
}

describe('GET /api/users/referral', () => {
  it('gives a customer one code, the same every time, its signup link, the rewards and counts', async () => {
    const c = await customer();
    const first = await myReferral(c.token);
    expect(first.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(first).toEqual({
      code: first.code,
      link: referralLink(t.config.PUBLIC_URL, first.code),
      referrerRewardRupees: 200,
      refereeRewardRupees: 200,
      counts: { pending: 0, rewarded: 0, refused: 0 },
    });
    expect(first.link).toMatch(new RegExp(`^https?://[^/]+.*/signup\\?ref=${first.code}$`));
    expect((await myReferral(c.token)).code).toBe(first.code);
    const other = await customer();
    expect((await myReferral(other.token)).code).not.toBe(first.code);
  });

  it('makes one code when two first asks arrive at once', async () => {
    const c = await customer();
    const codes = await Promise.all(Array.from({ length: 5 }, () => myReferral(c.token)));
    expect(new Set(codes.map((x) => x.code)).size).toBe(1);
  });
});

describe('GET /api/referrals/:code', () => {
  it('answers a link’s code (any case) with the rewards, and 404 for a code that is none', async () => {
    const c = await customer();
    const { code } = await myReferral(c.token);
    const ok = await t.request('GET', `/api/referrals/${code.toLowerCase()}`);
    expect(ok.body.data).toEqual({ referrerRewardRupees: 200, refereeRewardRupees: 200 });
    const bad = await t.request('GET', '/api/referrals/ZZZZZZZZ');
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ code: 'NOT_FOUND', message: 'This referral code is not valid.' });
  });
});

describe('signup with a referral code', () => {
  it('records a pending referral, and refuses an unknown code with a clear 400 (no account made)', async () => {
    const { referrer, referee, code } = await referredPair();
    expect(await referralOf(referee.user.id)).toMatchObject({
      referrerId: referrer.user.id,
      code,
      state: 'pending',
      refusedReason: null,
    });
    expect((await myReferral(referrer.token)).counts).toEqual({ pending: 1, rewarded: 0, refused: 0 });

    const email = `ref-bad-${Date.now()}@example.com`;
    const bad = await t.request('POST', '/api/auth/register', {
      body: {
        name: 'No Code',
        email,
        phone: nextPhone(),
        password: 'Sitar-Lamp-123',
        referralCode: 'ZZZZ-ZZZZ',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This referral code is not valid.',
      details: [{ field: 'referralCode', message: 'This referral code is not valid.' }],
    });
    const malformed = await t.request('POST', '/api/auth/register', {
      body: { name: 'No Code', email, phone: nextPhone(), password: 'Sitar-Lamp-123', referralCode: 'abc' },
    });
    expect(malformed.status).toBe(400);
    // The email is still free: nothing was made.
    expect((await t.signup({ email, phone: nextPhone() })).user.id).toBeTruthy();
  });

  it('records the referral of an account the mobile code makes, and only then', async () => {
    const referrer = await customer();
    const { code } = await myReferral(referrer.token);
    const phone = nextPhone();
    expect((await t.request('POST', '/api/auth/otp/send', { body: { phone } })).status).toBe(200);
    const [text] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'login-code'), eq(outboxTexts.to, `91${phone}`)))
      .orderBy(desc(outboxTexts.createdAt))
      .limit(1);
    const sent = text!.variables.find((v) => v.name === 'code')!.value;
    const bad = await t.request('POST', '/api/auth/otp/verify', {
      body: { phone, code: sent, referralCode: 'ZZZZZZZZ' },
    });
    expect(bad.status).toBe(400);
    const res = await t.request('POST', '/api/auth/otp/verify', {
      body: { phone, code: sent, referralCode: code },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await referralOf(res.body.data.user.id)).toMatchObject({
      referrerId: referrer.user.id,
      state: 'pending',
    });
  });

  it('refuses at signup a referral from an account with the same mobile', async () => {
    const referrer = await customer();
    const { code } = await myReferral(referrer.token);
    const referee = await customer({ phone: referrer.user.phone, referralCode: code });
    expect(await referralOf(referee.user.id)).toMatchObject({
      state: 'refused',
      refusedReason: 'same_mobile',
    });
  });
});

describe('the reward', () => {
  it('pays both sides once, when the first booking is completed and paid at the door — not before, not again', async () => {
    const { referrer, referee } = await referredPair();
    const job = await payAfterServiceJob(referee.token);
    await complete(job.id, referee.token);
    // Completed, not yet paid: nothing.
    expect((await referralOf(referee.user.id)).state).toBe('pending');
    expect(await balanceOf(referrer.token)).toBe(0);

    await collect(job.id, job.amount);
    expect(await referralOf(referee.user.id)).toMatchObject({
      state: 'rewarded',
      bookingId: job.id,
      referrerRewardPaise: 20000,
      refereeRewardPaise: 20000,
    });
    expect(await balanceOf(referrer.token)).toBe(20000);
    expect(await balanceOf(referee.token)).toBe(20000);
    const mine = (await t.request('GET', '/api/users/credits', { token: referrer.token })).body.data.entries;
    expect(mine).toEqual([expect.objectContaining({ reason: 'referral', reasonText: 'Referral reward' })]);

    // The second booking, completed and paid, pays nothing more.
    const second = await payAfterServiceJob(referee.token);
    await complete(second.id, referee.token);
    await collect(second.id, second.amount);
    expect(await referralEntries(referrer.user.id)).toHaveLength(1);
    expect(await referralEntries(referee.user.id)).toHaveLength(1);
    expect((await myReferral(referrer.token)).counts).toEqual({ pending: 0, rewarded: 1, refused: 0 });

    // Each side is told once, by email, in words that name what they got.
    const [toReferrer] = await rewardMails(referrer.email);
    expect(await rewardMails(referrer.email)).toHaveLength(1);
    const mail = await renderTemplate(toReferrer!.template!, toReferrer!.templateArgs!, 'en');
    expect(mail.subject).toMatch(/^₹200(\.00)? in .+ credits for you$/);
    expect(mail.text).toContain('Ravi Referee had their first visit with us on your code');
    const [toReferee] = await rewardMails(referee.email);
    const hindi = await renderTemplate(toReferee!.template!, toReferee!.templateArgs!, 'hi');
    expect(hindi.text).toContain('दोस्त के कोड से जुड़ने पर');
  });

  it('pays at the completion when the booking was paid before it, with the amounts the owner set', async () => {
    const saved = await t.request('PUT', '/api/admin/referrals/rewards', {
      token: admin,
      body: { referrerRewardRupees: 300, refereeRewardRupees: 150 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const { referrer, referee } = await referredPair();
      const job = await payAfterServiceJob(referee.token);
      await collect(job.id, job.amount);
      expect((await referralOf(referee.user.id)).state).toBe('pending');
      await complete(job.id, referee.token);
      expect((await referralOf(referee.user.id)).state).toBe('rewarded');
      expect(await balanceOf(referrer.token)).toBe(30000);
      expect(await balanceOf(referee.token)).toBe(15000);
    } finally {
      await t.request('PUT', '/api/admin/referrals/rewards', {
        token: admin,
        body: { referrerRewardRupees: 200, refereeRewardRupees: 200 },
      });
    }
  });

  it('refuses, with its reason, a referee who books at an address of the referrer’s', async () => {
    const { referrer, referee } = await referredPair();
    // The referrer's own visit at the place (remembered as their saved address too).
    await payAfterServiceJob(referrer.token, '7 Shared Lane');
    const job = await payAfterServiceJob(referee.token, '7, shared lane.');
    await complete(job.id, referee.token);
    await collect(job.id, job.amount);
    expect(await referralOf(referee.user.id)).toMatchObject({
      state: 'refused',
      refusedReason: 'same_address',
      bookingId: job.id,
    });
    expect(await referralEntries(referrer.user.id)).toHaveLength(0);
    expect(await balanceOf(referee.token)).toBe(0);
  });

  it('refuses at the reward a referee whose mobile became the referrer’s after signup', async () => {
    const { referrer, referee } = await referredPair();
    const changed = await t.request('PUT', '/api/users/profile', {
      token: referee.token,
      body: { name: 'Ravi Referee', email: referee.email, phone: referrer.user.phone },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const job = await payAfterServiceJob(referee.token);
    await complete(job.id, referee.token);
    await collect(job.id, job.amount);
    expect(await referralOf(referee.user.id)).toMatchObject({
      state: 'refused',
      refusedReason: 'same_mobile',
    });
    expect(await referralEntries(referrer.user.id)).toHaveLength(0);
  });

  it('rewards once when many transactions settle the same paid completion at once', async () => {
    const { referrer, referee } = await referredPair();
    const job = await payAfterServiceJob(referee.token);
    // Completed and paid behind the hooks' back, so only the racing settles below can reward.
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', paymentStatus: 'paid', completedAt: clock.now() })
      .where(eq(bookings.id, job.id));
    const service = createReferralsService({
      db: t.database.db,
      clock: systemClock,
      publicUrl: t.config.PUBLIC_URL,
      credits: createCreditsService({ db: t.database.db }),
      companyName: t.config.COMPANY_NAME,
    });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => service.settle(job.id)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await referralOf(referee.user.id)).state).toBe('rewarded');
    expect(await referralEntries(referrer.user.id)).toHaveLength(1);
    expect(await referralEntries(referee.user.id)).toHaveLength(1);
    expect(await balanceOf(referrer.token)).toBe(20000);
    expect(await rewardMails(referrer.email)).toHaveLength(1);
    expect(await rewardMails(referee.email)).toHaveLength(1);
  });
});

describe('admin referrals', () => {
  // Which staff roles may read them is the role matrix's (src/server/test/role-matrix.test.ts).
  it('lists referrals newest first with their state and a refusal’s reason in words', async () => {
    const { referee } = await referredPair();
    const list = await t.request('GET', '/api/admin/referrals?size=100', { token: admin });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.rewards).toEqual({ referrerRewardRupees: 200, refereeRewardRupees: 200 });
    const row = list.body.data.items.find(
      (i: { referee: { id: string } }) => i.referee.id === referee.user.id,
    );
    expect(row).toMatchObject({ state: 'pending', refusedReason: null, referrer: { name: 'Asha Referrer' } });
    expect(list.body.data.items[0].referee.id).toBe(referee.user.id);
    const refused = await t.request('GET', '/api/admin/referrals?state=refused', { token: admin });
    expect(
      refused.body.data.items.every(
        (i: { state: string; refusedReasonText: string | null }) =>
          i.state === 'refused' && i.refusedReasonText,
      ),
    ).toBe(true);
  });

  it('lets only the owner change the rewards, within bounds', async () => {
    const bad = await t.request('PUT', '/api/admin/referrals/rewards', {
      token: admin,
      body: { referrerRewardRupees: -1, refereeRewardRupees: 200 },
    });
    expect(bad.status).toBe(400);
  });
});
