import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, uniqueEmail, type TestApp } from '../../test/test-app';
import { startCrewTestApp } from './crew.test-support';
import { MG_ROAD } from '../../test/bookings.test-support';

// PATCH /api/bookings/:id/assign {cleanerId} on a job that needs a crew.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let client: string;
let ids: { home: string; bathroom: string };
let dayCounter = 1;
const nextDay = () => addDays(today, dayCounter++);

beforeAll(async () => {
  ({ t, ids, admin, customer: client } = await startCrewTestApp(clock));
  const home = (await t.request('GET', '/api/services/home-cleaning')).body.data.service;
  // Five cleaners (three seeded), and a package that needs three of them for three hours.
  for (const name of ['Kavita Joshi', 'Manoj Rao']) {
    const res = await t.request('POST', '/api/admin/cleaners', {
      token: admin,
      body: { name, email: uniqueEmail('crew'), phone: '9876500099', password: 'Mopping-Crew-2026' },
    });
    expect(res.status).toBe(201);
  }
  const twoBhkDeep = home.packages.find((p: any) => p.name === '2 BHK Deep Clean');
  const timing = await t.request('PATCH', `/api/admin/packages/${twoBhkDeep._id}/timing`, {
    token: admin,
    body: { durationMinutes: 180, minutesPerUnit: 0, crewSize: 3 },
  });
  expect(timing.status).toBe(200);
});
afterAll(() => t.close());

const address = MG_ROAD;
const job = (date: string, time: string, serviceId: string, packageId: string, areaSqft: number) => ({
  serviceId,
  packageId,
  address,
  phoneNumber: '9876543210',
  areaSqft,
  scheduledDate: date,
  scheduledTime: time,
});
const crewOfTwo = (date: string) => job(date, '09:00', ids.home, '1 BHK Deep Clean', 500);
const crewOfThree = (date: string) => job(date, '09:00', ids.home, '2 BHK Deep Clean', 900);
const oneCleaner = (date: string) => job(date, '10:00', ids.bathroom, 'Normal', 1);

async function book(body: object) {
  const res = await t.request('POST', '/api/bookings', { token: client, body });
  expect(res.status).toBe(201);
  await t.payAfterService(client, res.body.data.booking._id);
  return res.body.data.booking._id as string;
}
/** The crew as the admin sees it, and its lead. */
async function crewOf(id: string): Promise<{ crew: string[]; lead: string | null }> {
  const b = (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking;
  return { crew: b.crew.map((c: any) => c._id).sort(), lead: b.cleanerId?._id ?? null };
}
async function allCleaners(): Promise<string[]> {
  const res = await t.request('GET', '/api/admin/cleaners?size=100', { token: admin });
  return res.body.data.cleaners.map((c: any) => c._id);
}
const assign = (id: string, body: object) =>
  t.request('PATCH', `/api/bookings/${id}/assign`, { token: admin, body });
/** Keeps this cleaner busy at 10:00 that day with a one-cleaner job. */
async function keepBusy(date: string, cleanerId: string) {
  expect((await assign(await book(oneCleaner(date)), { cleanerIds: [cleanerId] })).status).toBe(200);
}
const sorted = (a: string[]) => [...a].sort();

describe('PATCH /api/bookings/:id/assign {cleanerId} on a crew job', () => {
  it('crew of 2: a member chosen leads and the other stays; an outsider replaces the former lead', async () => {
    const id = await book(crewOfTwo(nextDay()));
    const reserved = (await crewOf(id)).crew;
    expect(reserved).toHaveLength(2);
    const [first, second] = reserved;

    const res = await assign(id, { cleanerId: second });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: 'assigned', cleanerId: { _id: second } });
    expect(await crewOf(id)).toEqual({ crew: reserved, lead: second });

    const outsider = (await allCleaners()).find((c) => !reserved.includes(c))!;
    expect((await assign(id, { cleanerId: outsider })).status).toBe(200);
    // The former lead (second) gives way; the rest of the crew (first) is kept.
    expect(await crewOf(id)).toEqual({ crew: sorted([outsider, first]), lead: outsider });

    expect((await assign(id, { cleanerId: first })).status).toBe(200);
    expect(await crewOf(id)).toEqual({ crew: sorted([outsider, first]), lead: first });
  });

  it('crew of 3: an outsider is swapped in and two of the reserved crew are kept; the lead is kept on a reorder', async () => {
    const id = await book(crewOfThree(nextDay()));
    const reserved = (await crewOf(id)).crew;
    expect(reserved).toHaveLength(3);
    const outsider = (await allCleaners()).find((c) => !reserved.includes(c))!;

    const res = await assign(id, { cleanerId: outsider });
    expect(res.status).toBe(200);
    const after = await crewOf(id);
    expect(after.lead).toBe(outsider);
    expect(after.crew).toHaveLength(3);
    expect(after.crew.filter((c) => reserved.includes(c))).toHaveLength(2);

    const member = after.crew.find((c) => c !== outsider)!;
    expect((await assign(id, { cleanerId: member })).status).toBe(200);
    expect(await crewOf(id)).toEqual({ crew: after.crew, lead: member });
  });

  it('fills a crew that lost a member with a free cleaner, and answers 409 when too few are free to join the lead', async () => {
    const date = nextDay();
    const id = await book(crewOfThree(date));
    const reserved = (await crewOf(id)).crew;
    const [away, lead, kept] = reserved;
    const [busy, spare] = (await allCleaners()).filter((c) => !reserved.includes(c));
    await keepBusy(date, busy);
    const leave = await t.request('POST', `/api/admin/cleaners/${away}/leave`, {
      token: admin,
      body: { from: date, to: date },
    });
    expect(leave.body.data.jobsReturned).toBe(1);
    expect((await crewOf(id)).crew).toEqual(sorted([lead, kept]));

    // The only one free to make three is `spare`: busy one taken too, no crew can be formed.
    const filler = await book({ ...oneCleaner(date), scheduledTime: '11:00' });
    expect((await assign(filler, { cleanerIds: [spare] })).status).toBe(200);
    const refused = await assign(id, { cleanerId: lead });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'NO_CREW_AROUND_LEAD',
      message: expect.stringMatching(
        /^This job needs 3 cleaners, and only 1 other cleaner is free to work with .+ at that time\./,
      ),
    });
    expect((await crewOf(id)).crew).toEqual(sorted([lead, kept]));

    // `spare` free again: the crew is filled with them.
    expect(
      (await t.request('PATCH', `/api/bookings/${filler}/cancel`, { token: admin, body: { reason: 'test' } }))
        .status,
    ).toBe(200);
    const filled = await assign(id, { cleanerId: lead });
    expect(filled.status).toBe(200);
    expect(await crewOf(id)).toEqual({ crew: sorted([lead, kept, spare]), lead });
  });

  it('answers 409 naming why when the chosen lead is not free, and leaves the crew as it was', async () => {
    const date = nextDay();
    const id = await book(crewOfTwo(date));
    const before = await crewOf(id);
    const busy = (await allCleaners()).find((c) => !before.crew.includes(c))!;
    await keepBusy(date, busy);
    const res = await assign(id, { cleanerId: busy });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CLEANER_BUSY',
      message: expect.stringMatching(/already has a job at that time\.$/),
    });
    expect(await crewOf(id)).toEqual(before);
  });

  it('gives one cleaner to only one of two overlapping crews when both are assigned them at once', async () => {
    const date = nextDay();
    const first = await book(crewOfTwo(date));
    const second = await book(crewOfTwo(date));
    const taken = [...(await crewOf(first)).crew, ...(await crewOf(second)).crew];
    const outsider = (await allCleaners()).find((c) => !taken.includes(c))!;
    const answers = await Promise.all([first, second].map((id) => assign(id, { cleanerId: outsider })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('CLEANER_BUSY');
    const crews = [(await crewOf(first)).crew, (await crewOf(second)).crew];
    expect(crews.filter((c) => c.includes(outsider))).toHaveLength(1);
  });

  it('answers every one of five assigns of one booking sent at once (dispatch racing an admin), and keeps one crew', async () => {
    const id = await book(crewOfTwo(nextDay()));
    const { crew } = await crewOf(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => assign(id, { cleanerId: crew[1] })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await crewOf(id)).toEqual({ crew, lead: crew[1] });
  });

  it('refuses to assign a booking still held for payment (409 saying until when), and assigns it once confirmed', async () => {
    const made = await t.request('POST', '/api/bookings', { token: client, body: oneCleaner(nextDay()) });
    expect(made.status).toBe(201);
    const id = made.body.data.booking._id as string;
    const crew = (await crewOf(id)).crew;
    const held = await assign(id, { cleanerId: crew[0] });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      code: 'AWAITING_PAYMENT',
      message: expect.stringMatching(
        /^This booking is held for payment until \d{1,2}:\d{2} [AP]M\. Assign it once the customer pays or chooses to pay after the service\.$/,
      ),
    });
    await t.payAfterService(client, id);
    expect((await assign(id, { cleanerId: crew[0] })).status).toBe(200);
  });

  it("names the whole crew to the customer, lead first, with the office's number and none of theirs", async () => {
    const id = await book(crewOfTwo(nextDay()));
    const { crew } = await crewOf(id);
    expect((await assign(id, { cleanerId: crew[1] })).status).toBe(200);
    const listed = await t.request('GET', `/api/admin/messages?bookingId=${id}&size=100`, { token: admin });
    const item = listed.body.data.items.find(
      (m: any) => m.channel === 'email' && m.kind === 'cleaner-assigned',
    );
    const mail = (await t.request('GET', `/api/admin/messages/email/${item.id}`, { token: admin })).body.data;
    const cleaners = (await t.request('GET', '/api/admin/cleaners?size=100', { token: admin })).body.data
      .cleaners;
    const first = (cid: string) => cleaners.find((c: any) => c._id === cid).name.split(' ')[0];
    expect(mail.subject).toMatch(new RegExp(`^${first(crew[1])} and ${first(crew[0])} will clean on `));
    expect(mail.text).toContain(`${first(crew[1])} and ${first(crew[0])} will clean for you`);
    expect(mail.text).toContain('Call us on +91 98765 43210.');
    for (const c of cleaners) expect(mail.text).not.toContain(c.phone);
  });

  it('keeps {cleanerIds} for the whole crew, and still refuses a crew of the wrong size', async () => {
    const id = await book(crewOfTwo(nextDay()));
    const { crew } = await crewOf(id);
    const wrong = await assign(id, { cleanerIds: [crew[0]] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CREW_SIZE');
    const res = await assign(id, { cleanerIds: [crew[1], crew[0]] });
    expect(res.status).toBe(200);
    expect(await crewOf(id)).toEqual({ crew, lead: crew[1] });
  });
});
