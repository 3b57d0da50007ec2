import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { offerMessages } from '../../../shared/schemas/dispatch-offers';
import { bookingAssignments, dispatchOffers, outboxEmails, outboxTexts } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { browserDevice } from '../push/push-service-fake.test-support';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * Offers the cleaner accepts (issue 35 item 2, DISPATCH_MODE=offer), over HTTP with the dispatch job run
 * as the runner runs it: the best crew is offered a confirmed booking and told by push; one of them accepts
 * (one job, however many accept) or declines, or nobody answers in OFFER_TIMEOUT_MINUTES: the next crew is
 * offered it; when nobody is left it stays unassigned with why and admins get one alert. PGlite by
 * default; PostgreSQL with TEST_DATABASE_URL.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const vapid = webPush.generateVAPIDKeys();
let t: TestApp;
let admin: string;
let client: string;
const ids: Record<string, string> = {};
/** Each cleaner's token, by their id. */
const tokenOf: Record<string, string> = {};
let day = 3;
const nextDate = () => addDays(todayInIndia(clock.now()), (day += 2));

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      MAX_UNPAID_BOOKINGS: '100',
      DISPATCH_MODE: 'offer',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chamak.test',
    },
  });
  admin = await t.login('admin');
  client = await t.login('client');
  for (const slug of ['office-cleaning', 'water-tank-cleaning'])
    ids[slug] = (await t.request('GET', `/api/services/${slug}`)).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners?size=50', { token: admin })).body.data
    .cleaners as { _id: string; name: string; email: string }[];
  for (const c of cleaners) {
    ids[c.name] = c._id;
    tokenOf[c._id] = await t.login({ email: c.email, password: 'Cleaner@1234' });
    const device = browserDevice(`http://127.0.0.1:9/push/${c._id}`);
    const sub = await t.request('POST', '/api/push/subscriptions', {
      token: tokenOf[c._id],
      body: device.subscription,
    });
    expect(sub.status).toBe(200);
  }
}, 180_000);
afterAll(() => t.close());

async function bookAndConfirm(slug: string, date: string, time = '10:00', frequency = 'one-time') {
  const res = await t.request('POST', '/api/bookings', {
    token: client,
    body: {
      serviceId: ids[slug],
      packageId: 'Basic',
      address: MG_ROAD,
      phoneNumber: '9876543210',
      areaSqft: slug === 'office-cleaning' ? 100 : 1,
      scheduledDate: date,
      scheduledTime: time,
      frequency,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.booking._id as string;
  const paid = await t.request('POST', '/api/bookings/complete-payment', {
    token: client,
    body: { bookingId: id, paymentMethod: 'pay_after_service' },
  });
  expect(paid.status).toBe(200);
  return id;
}

const runJob = () => t.app.autoDispatch.runOnce();
const offersOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(dispatchOffers)
    .where(eq(dispatchOffers.bookingId, bookingId))
    .orderBy(dispatchOffers.offeredAt);
async function openOffer(bookingId: string) {
  const open = (await offersOf(bookingId)).filter((o) => o.state === 'open');
  expect(open).toHaveLength(1);
  return open[0];
}
const bookingOf = async (id: string) =>
  (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking;
const decisionOf = async (id: string) =>
  (await t.request('GET', `/api/admin/bookings/${id}/dispatch`, { token: admin })).body.data.decision;
const listFor = async (cleanerId: string) => {
  const res = await t.request('GET', '/api/cleaner/offers', { token: tokenOf[cleanerId] });
  expect(res.status).toBe(200);
  return res.body.data.offers as { _id: string; bookingId: string }[];
};
const accept = (cleanerId: string, offerId: string) =>
  t.request('POST', `/api/cleaner/offers/${offerId}/accept`, { token: tokenOf[cleanerId] });
const decline = (cleanerId: string, offerId: string, body?: object) =>
  t.request('POST', `/api/cleaner/offers/${offerId}/decline`, { token: tokenOf[cleanerId], body });

describe('offers the cleaner accepts', () => {
  it('offers a confirmed booking to the best crew, pushed to them, listed with pay, area and time left', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate());
    expect(await runJob()).toBe(1);
    const offer = await openOffer(id);
    expect(offer.cleanerIds).toHaveLength(1);
    // Arjun is not marked for offices in the demo.
    expect(offer.cleanerIds[0]).not.toBe(ids['Arjun Patel']);
    expect(offer.explanation).toMatch(/free cleaner, .+ booked this week$/);
    expect(offer.expiresAt.getTime() - clock.now().getTime()).toBe(10 * 60_000);
    // Not assigned yet: it waits for the answer; a second pass neither offers it again nor decides.
    expect((await bookingOf(id)).status).toBe('pending');
    expect(await runJob()).toBe(0);
    expect(await offersOf(id)).toHaveLength(1);
    expect(await decisionOf(id)).toBeNull();

    // Admins see whom it is offered to, and until when.
    const forAdmin = (await t.request('GET', `/api/admin/bookings/${id}/dispatch`, { token: admin })).body
      .data;
    expect(forAdmin).toMatchObject({
      decision: null,
      offer: { crew: [expect.any(String)], expiresAt: offer.expiresAt.toISOString() },
    });
    expect(['Ravi Verma', 'Sunita Yadav']).toContain(forAdmin.offer.crew[0]);

    const listed = (await listFor(offer.cleanerIds[0])).find((o) => o.bookingId === id);
    expect(listed).toMatchObject({
      _id: offer.id,
      serviceName: 'Office Cleaning',
      scheduledTime: '10:00',
      area: 'Indore 452001',
      crewSize: 1,
      expiresAt: offer.expiresAt.toISOString(),
    });
    expect(listed).toHaveProperty('pay');
    expect(listed).toHaveProperty('distanceKm');
    const pushes = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.bookingId, id), eq(outboxTexts.kind, 'cleaner-job-offer')));
    expect(pushes).toHaveLength(1);
    expect(pushes[0].channel).toBe('push');
    expect(pushes[0].text).toContain('Office Cleaning');

    // Nobody else sees it, nor may answer it: another cleaner's offer is not found.
    const other = ids['Arjun Patel'];
    expect((await listFor(other)).map((o) => o.bookingId)).not.toContain(id);
    for (const res of [await accept(other, offer.id), await decline(other, offer.id)]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ code: 'OFFER_NOT_FOUND', message: offerMessages.notFound });
    }
    expect((await accept(other, 'not-an-id')).status).toBe(404);

    // The one offered takes it: assigned through dispatch's one path, with the reason kept.
    const cleaner = offer.cleanerIds[0];
    const taken = await accept(cleaner, offer.id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({
      message: offerMessages.accepted,
      data: { _id: offer.id, bookingId: id, state: 'accepted' },
    });
    const booking = await bookingOf(id);
    expect(booking.status).toBe('assigned');
    expect(booking.cleanerId._id).toBe(cleaner);
    expect((await decisionOf(id)).explanation).toMatch(/; offered to .+ and accepted by .+$/);
    const { events } = (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data;
    expect(JSON.stringify(events)).toContain("from dispatch's offer");
    const jobs = (await t.request('GET', '/api/cleaner/jobs', { token: tokenOf[cleaner] })).body.data.jobs;
    expect(jobs.map((j: { _id: string }) => j._id)).toContain(id);
    expect((await listFor(cleaner)).map((o) => o.bookingId)).not.toContain(id);
    // A retry of the same accept (an offline queue's) is answered as the first was; nothing changes.
    expect((await accept(cleaner, offer.id)).status).toBe(200);
    expect((await offersOf(id)).map((o) => o.state)).toEqual(['accepted']);
  });

  it('passes a declined offer to the next crew, and leaves it unassigned with why when nobody is left', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '08:00');
    await runJob();
    const first = await openOffer(id);
    const no = await decline(first.cleanerIds[0], first.id, { reason: 'Too far for me that morning' });
    expect(no.status, JSON.stringify(no.body)).toBe(200);
    expect(no.body).toMatchObject({ message: offerMessages.declined, data: { state: 'declined' } });
    // Declined is final: neither answer works twice.
    expect((await accept(first.cleanerIds[0], first.id)).body).toMatchObject({
      code: 'OFFER_CLOSED',
      message: offerMessages.declinedAlready,
    });

    await runJob();
    const second = await openOffer(id);
    expect(second.cleanerIds[0]).not.toBe(first.cleanerIds[0]);
    expect(second.cleanerIds[0]).not.toBe(ids['Arjun Patel']);
    expect((await decline(second.cleanerIds[0], second.id)).status).toBe(200);

    // Of those marked for offices (Ravi, Sunita) both declined: nobody is left.
    expect(await runJob()).toBe(0);
    const names = { [ids['Ravi Verma']]: 'Ravi Verma', [ids['Sunita Yadav']]: 'Sunita Yadav' };
    expect(await decisionOf(id)).toMatchObject({
      outcome: 'unassigned',
      explanation: `no crew with Office Cleaning free at 8:00 after ${names[first.cleanerIds[0]]} declined; ${names[second.cleanerIds[0]]} declined`,
    });
    expect((await bookingOf(id)).status).toBe('pending');
    const [row] = (await offersOf(id)).filter((o) => o.id === first.id);
    expect(row).toMatchObject({ state: 'declined', declineReason: 'Too far for me that morning' });
    // The admin's booking page reads both declines, by name, with the reason given.
    const dispatch = await t.request('GET', `/api/admin/bookings/${id}/dispatch`, { token: admin });
    expect(dispatch.body.data.offer).toBeNull();
    expect(dispatch.body.data.pastOffers).toMatchObject([
      {
        crew: [names[first.cleanerIds[0]]],
        state: 'declined',
        answeredBy: names[first.cleanerIds[0]],
        declineReason: 'Too far for me that morning',
      },
      { crew: [names[second.cleanerIds[0]]], state: 'declined', declineReason: null },
    ]);
    const alerts = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'dispatch-unassigned-team'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(id);
    expect(await runJob()).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'dispatch-unassigned-team')),
    ).toHaveLength(1);
  });

  it('passes an offer nobody answers in OFFER_TIMEOUT_MINUTES to the next crew, once', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '11:00');
    await runJob();
    const first = await openOffer(id);
    clock.advance(10 * 60_000 - 1);
    await runJob();
    expect((await openOffer(id)).id).toBe(first.id);
    clock.advance(1);
    // Lapsed before the job's pass: the cleaner is told, and the pass then passes it on.
    const late = await accept(first.cleanerIds[0], first.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'OFFER_CLOSED', message: offerMessages.expired });
    expect((await listFor(first.cleanerIds[0])).map((o) => o.bookingId)).not.toContain(id);
    await runJob();
    await runJob();
    const rows = await offersOf(id);
    expect(rows.map((o) => o.state)).toEqual(['expired', 'open']);
    expect(rows[1].cleanerIds[0]).not.toBe(first.cleanerIds[0]);
    const taken = await accept(rows[1].cleanerIds[0], rows[1].id);
    expect(taken.status).toBe(200);
    expect((await bookingOf(id)).cleanerId._id).toBe(rows[1].cleanerIds[0]);
  });

  it('gives one job when two of the crew accept at once: the other is told someone in the crew took it', async () => {
    // A water tank needs two: Ravi and Arjun are the ones marked for it.
    const id = await bookAndConfirm('water-tank-cleaning', nextDate(), '14:00');
    await runJob();
    const offer = await openOffer(id);
    expect([...offer.cleanerIds].sort()).toEqual([ids['Ravi Verma'], ids['Arjun Patel']].sort());
    for (const c of offer.cleanerIds)
      expect((await listFor(c)).find((o) => o.bookingId === id)).toMatchObject({ crewSize: 2 });
    const answers = await Promise.all(offer.cleanerIds.map((c) => accept(c, offer.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body).toMatchObject({ code: 'OFFER_TAKEN', message: offerMessages.takenByCrew });
    const holds = await t.database.db
      .select()
      .from(bookingAssignments)
      .where(eq(bookingAssignments.bookingId, id));
    expect(holds.map((h) => h.kind)).toEqual(['assigned', 'assigned']);
    expect((await bookingOf(id)).status).toBe('assigned');
    expect((await offersOf(id)).map((o) => o.state)).toEqual(['accepted']);
  });

  it('withdraws an offer whose booking an admin assigned meanwhile, and says so to the cleaner', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '16:00');
    await runJob();
    const offer = await openOffer(id);
    const other = [ids['Ravi Verma'], ids['Sunita Yadav']].find((c) => c !== offer.cleanerIds[0])!;
    const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
      token: admin,
      body: { cleanerId: other },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await listFor(offer.cleanerIds[0])).map((o) => o.bookingId)).not.toContain(id);
    const res = await accept(offer.cleanerIds[0], offer.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OFFER_CLOSED', message: offerMessages.withdrawn });
    expect((await bookingOf(id)).cleanerId._id).toBe(other);
  });

  it('offers a weekly plan as one: its later visits wait, then come with the accepted visit', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '16:00', 'weekly');
    const seriesId = (await bookingOf(id)).seriesId as string;
    const planVisits = async () =>
      (await t.request('GET', `/api/bookings/series/${seriesId}`, { token: client })).body.data.plan
        .visits as { _id: string; status: string }[];
    const later = (await planVisits()).filter((v) => v._id !== id);
    expect(later).toHaveLength(8);

    await runJob();
    const offer = await openOffer(id);
    // One offer for the plan: none of its later visits is offered (or decided) on its own.
    for (const v of later) {
      expect(await offersOf(v._id)).toHaveLength(0);
      expect(await decisionOf(v._id)).toBeNull();
    }
    const cleaner = offer.cleanerIds[0];
    const listed = (await listFor(cleaner)).find((o) => o.bookingId === id) as { laterVisits?: number };
    expect(listed.laterVisits).toBe(8);

    expect((await accept(cleaner, offer.id)).status).toBe(200);
    const visits = await planVisits();
    expect(visits.map((v) => v.status)).toEqual(Array(9).fill('assigned'));
    for (const v of later) expect((await bookingOf(v._id)).cleanerId?._id).toBe(cleaner);
    expect(await runJob()).toBe(0);
  });

  it('lets an admin withdraw an open offer: it goes to the next crew, and a second withdraw is refused', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '12:00');
    await runJob();
    const first = await openOffer(id);
    const withdrawn = await t.request('POST', `/api/admin/bookings/${id}/offer/withdraw`, { token: admin });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe('Offer withdrawn');
    expect((await offersOf(id)).find((o) => o.id === first.id)?.state).toBe('withdrawn');
    // The withdrawn crew cannot accept it any more.
    expect((await accept(first.cleanerIds[0], first.id)).status).toBe(409);

    await runJob();
    const next = await openOffer(id);
    expect(next.cleanerIds).not.toEqual(first.cleanerIds);
    expect(
      (await t.request('POST', `/api/admin/bookings/${id}/offer/withdraw`, { token: admin })).status,
    ).toBe(200);
    const again = await t.request('POST', `/api/admin/bookings/${id}/offer/withdraw`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(offerMessages.noOpenOffer);
    expect(
      (
        await t.request('POST', `/api/admin/bookings/${id}/offer/withdraw`, {
          token: tokenOf[first.cleanerIds[0]],
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a decline with unknown fields, a reason past 200 characters or with a NUL, and non-cleaners', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '12:00');
    await runJob();
    const offer = await openOffer(id);
    const me = offer.cleanerIds[0];
    for (const body of [
      { reason: 'busy', extra: true },
      { reason: 'x'.repeat(201) },
      { reason: 'busy\u0000' },
      { reason: 42 },
    ]) {
      const res = await decline(me, offer.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await decline(me, offer.id, { reason: 'x'.repeat(200) })).status).toBe(200);
    for (const token of [client, admin]) {
      expect((await t.request('GET', '/api/cleaner/offers', { token })).status).toBe(403);
      expect((await t.request('POST', `/api/cleaner/offers/${offer.id}/accept`, { token })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/cleaner/offers')).status).toBe(401);
  });
});
