import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { bookingAssignments, outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * Assignment without a person (issue 35), over HTTP with the job run as the runner runs it: a confirmed
 * booking gets the best free crew once, with its reason; a held one waits; one nobody can take stays
 * pending with why, and admins get one alert for all of them. PGlite by default; PostgreSQL with
 * TEST_DATABASE_URL.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let admin: string;
let client: string;
const ids: Record<string, string> = {};
let day = 3;
const nextDate = () => addDays(todayInIndia(clock.now()), (day += 2));

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', MAX_UNPAID_BOOKINGS: '100' } });
  admin = await t.login('admin');
  client = await t.login('client');
  for (const slug of ['office-cleaning', 'water-tank-cleaning'])
    ids[slug] = (await t.request('GET', `/api/services/${slug}`)).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners?size=50', { token: admin })).body.data
    .cleaners;
  for (const c of cleaners) ids[c.name] = c._id;
});
afterAll(() => t.close());

const payload = (slug: string, date: string, time = '10:00') => ({
  serviceId: ids[slug],
  packageId: 'Basic',
  address: MG_ROAD,
  phoneNumber: '9876543210',
  areaSqft: slug === 'office-cleaning' ? 100 : 1,
  scheduledDate: date,
  scheduledTime: time,
});

async function bookAndConfirm(slug: string, date: string, time = '10:00', confirm = true) {
  const res = await t.request('POST', '/api/bookings', { token: client, body: payload(slug, date, time) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.booking._id as string;
  if (confirm) {
    const paid = await t.request('POST', '/api/bookings/complete-payment', {
      token: client,
      body: { bookingId: id, paymentMethod: 'pay_after_service' },
    });
    expect(paid.status).toBe(200);
  }
  return id;
}

const bookingOf = async (id: string) =>
  (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking;
const decisionOf = async (id: string) =>
  (await t.request('GET', `/api/admin/bookings/${id}/dispatch`, { token: admin })).body.data.decision;
const setMode = (mode: string) =>
  t.request('PUT', '/api/admin/dispatch/settings', { token: admin, body: { mode } });

describe('dispatch without a person', () => {
  it('is the owner’s setting: auto by default outside production; manual leaves confirmed bookings to admins', async () => {
    const settings = await t.request('GET', '/api/admin/dispatch/settings', { token: admin });
    expect(settings.body.data).toEqual({ mode: 'auto', defaultMode: 'auto' });
    expect((await t.request('GET', '/api/admin/dispatch/settings', { token: client })).status).toBe(403);
    expect((await setMode('manual')).body.data.mode).toBe('manual');
    const id = await bookAndConfirm('office-cleaning', nextDate());
    expect(await t.app.autoDispatch.runOnce()).toBe(0);
    expect((await bookingOf(id)).status).toBe('pending');
    expect(await decisionOf(id)).toBeNull();
    // Switched to auto, the booking waiting is assigned by the next pass.
    await setMode('auto');
    expect(await t.app.autoDispatch.runOnce()).toBe(1);
    expect((await bookingOf(id)).status).toBe('assigned');
  });

  it('assigns a confirmed booking once, to a cleaner marked for the service, and explains the choice', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate());
    expect(await t.app.autoDispatch.runOnce()).toBe(1);
    expect(await t.app.autoDispatch.runOnce()).toBe(0);
    const booking = await bookingOf(id);
    expect(booking.status).toBe('assigned');
    // Arjun is not marked for offices in the demo.
    expect(booking.cleanerId._id).not.toBe(ids['Arjun Patel']);
    const decision = await decisionOf(id);
    expect(decision.outcome).toBe('assigned');
    expect(decision.explanation).toMatch(
      /free cleaner, .+, (\d(\.\d)?★|not rated yet), [\d.]+ h booked this week$/,
    );
    const holds = await t.database.db
      .select()
      .from(bookingAssignments)
      .where(eq(bookingAssignments.bookingId, id));
    expect(holds.map((h) => [h.cleanerId, h.kind])).toEqual([[booking.cleanerId._id, 'assigned']]);
    const { events } = (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data;
    expect(JSON.stringify(events)).toContain('Assigned by dispatch to');
  });

  it('leaves a booking still waiting for its payment alone, and shows admins the crew it holds', async () => {
    const id = await bookAndConfirm('office-cleaning', nextDate(), '10:00', false);
    expect(await t.app.autoDispatch.runOnce()).toBe(0);
    expect((await bookingOf(id)).status).toBe('pending');
    expect(await decisionOf(id)).toBeNull();
    const free = (await t.request('GET', `/api/bookings/${id}/free-cleaners`, { token: admin })).body.data;
    const reserved = free.cleaners.filter((c: { holdsThisJob: boolean }) => c.holdsThisJob);
    // The crew it reserved is marked (the dialog preselects it), and its own job is not counted as booked.
    expect(reserved).toHaveLength(1);
    expect(reserved[0].loadMinutes).toBe(0);
    expect((await bookingOf(id)).status).toBe('pending');
  });

  it('keeps a booking nobody can take unassigned with why, and sends admins one alert for all of them', async () => {
    const date = nextDate();
    // Ravi on leave: of those marked for water tanks (Ravi, Arjun) one is left, and a tank needs two.
    const leave = await t.request('POST', `/api/admin/cleaners/${ids['Ravi Verma']}/leave`, {
      token: admin,
      body: { from: date, to: date, reason: 'Wedding' },
    });
    expect(leave.status).toBe(201);
    const first = await bookAndConfirm('water-tank-cleaning', date, '08:00');
    const second = await bookAndConfirm('water-tank-cleaning', date, '14:00');
    expect(await t.app.autoDispatch.runOnce()).toBe(0);
    for (const [id, time] of [
      [first, '8:00'],
      [second, '14:00'],
    ]) {
      expect((await bookingOf(id)).status).toBe('pending');
      expect(await decisionOf(id)).toMatchObject({
        outcome: 'unassigned',
        explanation: `no crew of 2 with Water Tank Cleaning free at ${time}`,
      });
    }
    const alerts = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.kind, 'dispatch-unassigned-team'), eq(outboxEmails.to, t.config.SUPPORT_EMAIL)),
      );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe('Dispatch could not assign 2 bookings');
    expect(alerts[0].text).toContain(first);
    expect(alerts[0].text).toContain(second);
    // Decided once: another pass neither decides again nor alerts again.
    expect(await t.app.autoDispatch.runOnce()).toBe(0);
    const again = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'dispatch-unassigned-team'));
    expect(again).toHaveLength(1);
  });
});
