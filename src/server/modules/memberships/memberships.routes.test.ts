import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  membershipCharges,
  membershipPlans,
  memberships,
  outboxEmails,
  webhookEvents,
} from '../../db/schema/index';
import { buildApp } from '../../app';
import { renderTemplate } from '../../platform/mail/templates/registry';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { membershipTexts } from '../../../shared/schemas/memberships';
import { createSandboxProvider } from '../../platform/payments/sandbox-provider';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete } from '../complaints/after-visit.test-support';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { MG_ROAD } from '../../test/bookings.test-support';

const DAY = 86_400_000;
const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
let planId: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', MEMBERSHIP_GRACE_DAYS: '3' } });
  const plans = await t.request('GET', '/api/memberships/plans');
  planId = plans.body.data.plans[0].id;
});
afterAll(() => t.close());

interface Delivery {
  body: string;
  signature: string;
  eventId: string;
}

/** A second sandbox over the same database whose webhooks are kept, to be delivered as a test likes. */
function capturingSandbox() {
  const kept: Delivery[] = [];
  const sandbox = createSandboxProvider({
    db: t.database.db,
    secret: t.config.PAYMENT_SANDBOX_SECRET,
    webhookSecret: t.config.RAZORPAY_WEBHOOK_SECRET ?? t.config.PAYMENT_SANDBOX_SECRET,
    now: () => clock.now(),
  });
  sandbox.connectWebhooks(async (d) => {
    kept.push(d);
  });
  return { sandbox, kept };
}

const deliver = (d: Delivery) =>
  fetch(`${t.baseUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': d.signature,
      'x-razorpay-event-id': d.eventId,
    },
    body: d.body,
  });

async function subscribe(token: string) {
  const res = await t.request('POST', '/api/memberships', { token, body: { planId } });
  expect(res.status).toBe(201);
  return res.body.data.membership.subscriptionId as string;
}

const current = async (token: string) =>
  (await t.request('GET', '/api/memberships/current', { token })).body.data.membership;

/** Mulberry32: a shuffle that is the same on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('memberships', () => {
  it('lists the demo plan with its perks and UPI AutoPay’s rules', async () => {
    const res = await t.request('GET', '/api/memberships/plans');
    expect(res.status).toBe(200);
    expect(res.body.data.plans).toEqual([
      expect.objectContaining({
        name: 'Chamak Plus',
        period: 'monthly',
        price: 299,
        discountPercent: 10,
        prioritySlots: false,
        recleanDays: 7,
      }),
    ]);
    expect(res.body.data.autopay).toEqual({ limitRupees: 15000, preDebitNoticeHours: 24 });
  });

  it('subscribes through the sandbox checkout: active, charged once, next charge shown', async () => {
    const { token } = await t.signup();
    const subscriptionId = await subscribe(token);
    expect((await current(token)).status).toBe('created');
    const checkout = await t.request('POST', '/api/memberships/sandbox/checkout', {
      token,
      body: { subscriptionId },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.razorpaySignature).toMatch(/^[0-9a-f]{64}$/);
    const m = await current(token);
    expect(m).toMatchObject({ status: 'active', perksActive: true, cancelAtPeriodEnd: false, notice: null });
    expect(m.charges).toHaveLength(1);
    expect(m.charges[0].amount).toBe(299);
    expect(new Date(m.nextChargeAt).getTime()).toBe(clock.now().getTime() + 30 * DAY);
    // A second subscription while one is live is refused.
    const again = await t.request('POST', '/api/memberships', { token, body: { planId } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(membershipTexts.alreadyMember);
  });

  it('applies subscription webhooks shuffled and repeated once: the same end state and charges', async () => {
    const { token } = await t.signup();
    const subscriptionId = await subscribe(token);
    const { sandbox, kept } = capturingSandbox();
    await sandbox.subscriptionCheckout({ subscriptionId, outcome: 'success' });
    for (const outcome of ['success', 'failure', 'success', 'failure', 'failure'] as const) {
      clock.advance(DAY);
      await sandbox.chargeSubscription(subscriptionId, outcome);
    }
    const events = kept.map((d) => JSON.parse(d.body).event);
    expect(events).toEqual([
      'subscription.authenticated',
      'subscription.activated',
      'subscription.charged',
      'subscription.charged',
      'subscription.pending',
      'subscription.activated',
      'subscription.charged',
      'subscription.pending',
      'subscription.pending',
    ]);
    const order = shuffled([...kept, ...kept, ...kept.slice(0, 4)], 36);
    for (const d of order) expect((await deliver(d)).status).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.subscriptionId, subscriptionId));
    expect(row).toMatchObject({ status: 'pending', paidCount: 3 });
    const charges = await t.database.db
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipId, row!.id));
    expect(charges).toHaveLength(3);
    expect(new Set(charges.map((c) => c.paymentId)).size).toBe(3);
    const recorded = await t.database.db.select().from(webhookEvents);
    for (const d of kept) expect(recorded.some((e) => e.eventId === d.eventId)).toBe(true);
    expect((await current(token)).perksActive).toBe(true);
  });

  it('a halted subscription keeps member prices through the grace period, then ends them with a message', async () => {
    const { token } = await t.signup();
    const subscriptionId = await subscribe(token);
    const { sandbox, kept } = capturingSandbox();
    await sandbox.subscriptionCheckout({ subscriptionId, outcome: 'success' });
    for (let i = 0; i < 4; i++) {
      clock.advance(DAY);
      await sandbox.chargeSubscription(subscriptionId, 'failure');
    }
    expect(JSON.parse(kept.at(-1)!.body).event).toBe('subscription.halted');
    for (const d of shuffled(kept, 7)) await deliver(d);

    const halted = await current(token);
    expect(halted).toMatchObject({
      status: 'halted',
      perksActive: true,
      notice: membershipTexts.haltedGrace,
    });
    const member = await bookBathroom(t, token, nextDay());
    const [priced] = await t.database.db.select().from(bookings).where(eq(bookings.id, member._id));
    expect(priced!.memberDiscountPaise).toBe(Math.round(priced!.basePaise / 10));

    clock.advance(3 * DAY + 1000);
    const ended = await current(token);
    expect(ended).toMatchObject({
      status: 'halted',
      perksActive: false,
      notice: membershipTexts.haltedEnded,
    });
    const after = await bookBathroom(t, token, nextDay());
    const [full] = await t.database.db.select().from(bookings).where(eq(bookings.id, after._id));
    expect(full!.memberDiscountPaise).toBe(0);
    expect(full!.totalPaise).toBe(full!.basePaise);
  });

  it('a member’s booking is priced by the server at the member price; a non-member’s at the list price', async () => {
    const member = await t.signup();
    const subscriptionId = await subscribe(member.token);
    await t.request('POST', '/api/memberships/sandbox/checkout', {
      token: member.token,
      body: { subscriptionId },
    });
    const date = nextDay();
    const booked = await bookBathroom(t, member.token, date, '11:00');
    const other = await t.signup();
    const list = await bookBathroom(t, other.token, date, '13:00');
    const rows = await t.database.db.select().from(bookings);
    const m = rows.find((b) => b.id === booked._id)!;
    const l = rows.find((b) => b.id === list._id)!;
    expect(m.basePaise).toBe(l.basePaise);
    expect(m.memberDiscountPaise).toBe(Math.round(l.basePaise / 10));
    expect(m.totalPaise).toBe(l.totalPaise - m.memberDiscountPaise);

    const quote = (token?: string) =>
      t.request('POST', '/api/services/bathroom-cleaning/calculate-price', {
        token,
        body: { packageName: 'Normal', area: 1 },
      });
    const asMember = (await quote(member.token)).body.data;
    expect(asMember.memberPrice).toBe((l.basePaise - m.memberDiscountPaise) / 100);
    expect((await quote(other.token)).body.data.memberPrice).toBeUndefined();
    expect((await quote()).body.data.memberPrice).toBeUndefined();
  });

  it('takes the member discount first and a coupon on the member price (SAVE10: 10% of ₹314.10)', async () => {
    const member = await t.signup();
    const subscriptionId = await subscribe(member.token);
    await t.request('POST', '/api/memberships/sandbox/checkout', {
      token: member.token,
      body: { subscriptionId },
    });
    const serviceId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
    const res = await t.request('POST', '/api/bookings', {
      token: member.token,
      body: {
        serviceId,
        packageId: 'Normal',
        address: MG_ROAD,
        phoneNumber: '9876543210',
        areaSqft: 1,
        scheduledDate: nextDay(),
        scheduledTime: '15:00',
        couponCode: 'SAVE10',
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.data.booking._id));
    // ₹349 list; member ₹34.90 off → ₹314.10; SAVE10 10% of that = ₹31.41.
    expect(row).toMatchObject({
      basePaise: 34_900,
      memberDiscountPaise: 3_490,
      discountPaise: 3_490 + 3_141,
    });
    expect(row!.totalPaise).toBe(34_900 - 3_490 - 3_141);
  });

  it('cancels at the period’s end: perks until then, no next charge, then cancelled by the webhook', async () => {
    const { token } = await t.signup();
    const subscriptionId = await subscribe(token);
    const { sandbox, kept } = capturingSandbox();
    await sandbox.subscriptionCheckout({ subscriptionId, outcome: 'success' });
    for (const d of kept) await deliver(d);
    const res = await t.request('POST', '/api/memberships/current/cancel', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(membershipTexts.cancelled);
    expect(res.body.data).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      perksActive: true,
    });
    expect(res.body.data.perksEndAt).toBe(res.body.data.currentPeriodEnd);
    const twice = await t.request('POST', '/api/memberships/current/cancel', { token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(membershipTexts.alreadyCancelled);

    clock.advance(30 * DAY);
    kept.length = 0;
    await sandbox.chargeSubscription(subscriptionId, 'success');
    expect(kept.map((d) => JSON.parse(d.body).event)).toEqual(['subscription.cancelled']);
    await deliver(kept[0]!);
    expect(await current(token)).toMatchObject({ status: 'cancelled', perksActive: false });
    // Cancelled, they may subscribe again.
    expect((await t.request('POST', '/api/memberships', { token, body: { planId } })).status).toBe(201);
  });

  it('refuses an unknown plan, a body with extra fields, and a cancel without a membership', async () => {
    const { token } = await t.signup();
    const unknown = await t.request('POST', '/api/memberships', {
      token,
      body: { planId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(membershipTexts.planNotFound);
    const extra = await t.request('POST', '/api/memberships', { token, body: { planId, price: 1 } });
    expect(extra.status).toBe(400);
    const cancel = await t.request('POST', '/api/memberships/current/cancel', { token });
    expect(cancel.status).toBe(404);
    expect(cancel.body.message).toBe(membershipTexts.noMembership);
  });

  it('sends our own pre-debit notice a day or two before each charge, once, in the member’s language', async () => {
    const { token, email } = await t.signup();
    const subscriptionId = await subscribe(token);
    await t.request('POST', '/api/memberships/sandbox/checkout', { token, body: { subscriptionId } });
    const next = new Date((await current(token)).nextChargeAt);
    const noticesFor = (to: string) =>
      t.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, 'membership-pre-debit')));

    // A week before the charge: nothing yet.
    clock.set(new Date(next.getTime() - 7 * DAY));
    await t.app.reminders.runOnce();
    expect(await noticesFor(email)).toHaveLength(0);
    // A day and a half before: one notice, and the next runs (here and in a second process) send no other.
    clock.set(new Date(next.getTime() - 36 * 3_600_000));
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock,
      mailTransport: null,
      webRoot: null,
    });
    try {
      await Promise.all([t.app.reminders.runOnce(), second.reminders.runOnce()]);
    } finally {
      await second.close();
    }
    await t.app.reminders.runOnce();
    const sent = await noticesFor(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toBe('membership-pre-debit');
    const rendered = await renderTemplate(sent[0].template!, sent[0].templateArgs!, 'en');
    expect(rendered.subject).toMatch(/^UPI AutoPay will debit ₹299(\.00)? on /);
    expect(rendered.text).toContain('cancel your membership on your profile');
    const hindi = await renderTemplate(sent[0].template!, sent[0].templateArgs!, 'hi');
    expect(hindi.subject).toContain('काटेगा');
  });

  it('gives a member the plan’s re-clean window to report a problem: 7 days, where others have 48 hours', async () => {
    const admin = await t.login('admin');
    const member = await t.signup();
    const subscriptionId = await subscribe(member.token);
    await t.request('POST', '/api/memberships/sandbox/checkout', {
      token: member.token,
      body: { subscriptionId },
    });
    const other = await t.signup();
    const visits = [];
    for (const c of [member, other]) {
      const booking = await bookBathroom(t, c.token, nextDay());
      await complete(t, admin, booking._id);
      visits.push(booking._id);
    }
    clock.advance(3 * DAY);
    const problem = { category: 'missed-area', description: 'The balcony was not cleaned at all.' };
    const file = (token: string, id: string) =>
      t.request('POST', `/api/bookings/${id}/complaints`, { token, body: problem });
    expect((await file(member.token, visits[0]!)).status).toBe(201);
    const late = await file(other.token, visits[1]!);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(afterVisitTexts.complaintWindowClosed);
  });

  it('lets the owner define plans: made, changed (a new price leaves the provider’s plan), hidden when off', async () => {
    const admin = await t.login('admin');
    const put = (path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      t.request(method, path, { token: admin, body });
    const listed = await t.request('GET', '/api/admin/memberships/plans', { token: admin });
    expect(listed.status).toBe(200);
    const demo = listed.body.data.plans.find((p: { id: string }) => p.id === planId);
    expect(demo).toMatchObject({ name: 'Chamak Plus', price: 299, isActive: true });
    expect(demo.members).toEqual(expect.any(Number));

    const body = {
      name: 'Chamak Plus Quarterly',
      period: 'quarterly',
      priceRupees: 799,
      discountPercent: 15,
      recleanDays: 10,
    };
    const made = await put('/api/admin/memberships/plans', body);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Plan saved');
    const id = made.body.data.plan.id as string;
    const publicPlans = async () =>
      (await t.request('GET', '/api/memberships/plans')).body.data.plans.map((p: { id: string }) => p.id);
    expect(await publicPlans()).toContain(id);

    // A member subscribes: the provider's plan is made; a new price leaves it for the next subscriber.
    const { token } = await t.signup();
    expect((await t.request('POST', '/api/memberships', { token, body: { planId: id } })).status).toBe(201);
    const [before] = await t.database.db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
    expect(before!.providerPlanId).not.toBeNull();
    const changed = await put(`/api/admin/memberships/plans/${id}`, { ...body, priceRupees: 899 }, 'PUT');
    expect(changed.status).toBe(200);
    expect(changed.body.data.plan).toMatchObject({ price: 899, discountPercent: 15 });
    const [after] = await t.database.db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
    expect(after!.providerPlanId).toBeNull();

    expect(
      (await put(`/api/admin/memberships/plans/${id}`, { ...body, isActive: false }, 'PUT')).status,
    ).toBe(200);
    expect(await publicPlans()).not.toContain(id);

    for (const bad of [
      { ...body, priceRupees: 15_001 },
      { ...body, discountPercent: 51 },
      { ...body, name: 'Plus\u0000' },
      { ...body, period: 'weekly' },
      { ...body, extra: 1 },
    ])
      expect((await put('/api/admin/memberships/plans', bad)).status).toBe(400);
    expect(
      (await put('/api/admin/memberships/plans/00000000-0000-4000-8000-000000000000', body, 'PUT')).status,
    ).toBe(404);
    expect((await t.request('POST', '/api/admin/memberships/plans', { token, body })).status).toBe(403);
  });
});
