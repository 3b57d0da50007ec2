import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../src/shared/domain/time';
import { demoAccounts } from '../src/server/db/seed/catalogue-data';
import { payOnline } from '../src/server/modules/complaints/after-visit.test-support';
import { apiClient, type ApiClient } from '../src/server/test/api-client';
import { MG_ROAD } from '../src/server/test/bookings.test-support';
import { checkOutPreviousRelease, newestMigration, type PreviousRelease } from './lib/previous-release';
import { createDatabase } from './lib/postgres';
import { startServer, stopServer, type ServerProcess } from './lib/server-process';

/**
 * A rolling deploy of the newest migration, halfway: the new release has migrated the database and the
 * release before it (the parent of the commit that added the migration, checked out in a temporary git
 * worktree) still serves on the new schema. Its migrate step must find nothing to do, and its main journeys
 * must work: sign in, book, pay, assign, start with the customer's code, complete. Bookings made through
 * either release read the same through the other (README, Operations: Deploys).
 */

const env = {
  // An admin assigns here: the dispatch job must not race the test to it.
  DISPATCH_MODE: 'manual',
  // The visit is tomorrow or later: its crew may start it now.
  JOB_START_EARLY_MINUTES: '43200',
};

const appliedMigrations = async (sql: Awaited<ReturnType<typeof createDatabase>>['sql']) =>
  (await sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;

/** The fields both releases must read alike for one booking. */
const essentials = (b: any) => ({
  _id: b._id,
  service: b.serviceId._id,
  scheduledDate: b.scheduledDate,
  scheduledTime: b.scheduledTime,
  totalAmount: b.totalAmount,
  paymentMethod: b.paymentMethod,
  paymentStatus: b.paymentStatus,
  status: b.status,
  startCode: b.startCode,
});

describe('the previous release on the new schema (a rolling deploy)', () => {
  let previous: PreviousRelease;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let current: ServerProcess;
  let old: ServerProcess;
  /** The API through the current release's server and through the previous release's. */
  let api: { current: ApiClient; old: ApiClient };
  let migrationsAfterCurrent: number;

  // ~15 s here; a minute or more longer when the previous release's lockfile differs from ours (`npm ci`).
  beforeAll(async () => {
    previous = await checkOutPreviousRelease();
    database = await createDatabase();
    current = await startServer({ ...env, DATABASE_URL: database.url });
    migrationsAfterCurrent = await appliedMigrations(database.sql);
    old = await startServer({ ...env, DATABASE_URL: database.url }, { cwd: previous.dir });
    api = { current: apiClient(current.baseUrl), old: apiClient(old.baseUrl) };
  }, 600_000);

  afterAll(async () => {
    await Promise.all([stopServer(old), stopServer(current)]);
    await database?.drop();
    await previous?.remove();
  });

  it('finds the new schema migrated and its own migrations already applied: nothing to do', async () => {
    const [ours, theirs] = await Promise.all([newestMigration(), newestMigration(previous.dir)]);
    expect(theirs.count).toBeLessThan(ours.count);
    expect(migrationsAfterCurrent).toBe(ours.count);
    expect(await appliedMigrations(database.sql)).toBe(ours.count);
    // Both answer as ready on the one database.
    for (const server of [current, old]) {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    }
  });

  it('signs in, books, pays, assigns, starts with the code and completes through the previous release', async () => {
    const client = await api.old.login('client');
    const admin = await api.old.login('admin');

    const service = await api.old.request('GET', '/api/services/bathroom-cleaning');
    expect(service.status).toBe(200);
    const serviceId = service.body.data.service._id as string;

    // From tomorrow, the first day and time the availability API offers.
    const today = todayInIndia(new Date());
    let slot: { scheduledDate: string; scheduledTime: string } | undefined;
    for (let day = 1; !slot && day <= 14; day++) {
      const date = addDays(today, day);
      const res = await api.old.request(
        'GET',
        `/api/availability?serviceId=${serviceId}&packageId=Normal&quantity=1&date=${date}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.date).toBe(date);
      const time = (res.body.data.slots as { time: string; available: boolean }[]).find(
        (s) => s.available,
      )?.time;
      if (time) slot = { scheduledDate: date, scheduledTime: time };
    }
    expect(slot, 'a free slot in the next two weeks').toBeDefined();

    const made = await api.old.request('POST', '/api/bookings', {
      token: client,
      body: {
        serviceId,
        packageId: 'Normal',
        address: MG_ROAD,
        phoneNumber: '9876543210',
        areaSqft: 1,
        ...slot,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const booking = made.body.data.booking;
    expect(booking).toMatchObject({ ...slot, paymentStatus: 'unpaid', status: 'pending' });
    expect(booking.serviceId._id).toBe(serviceId);
    const id = booking._id as string;

    // Online, through the payment sandbox: order, checkout, verify.
    const paid = await payOnline(api.old, client, id);
    expect(paid.booking).toMatchObject({ _id: id, paymentStatus: 'paid' });
    expect(paid.payment).toMatchObject({ status: 'captured' });

    const free = await api.old.request('GET', `/api/bookings/${id}/free-cleaners`, { token: admin });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const cleaners = await api.old.request('GET', '/api/admin/cleaners', { token: admin });
    expect(cleaners.status).toBe(200);
    const emailOf = new Map<string, string>(
      cleaners.body.data.cleaners.map((c: { _id: string; email: string }) => [c._id, c.email]),
    );
    // A free demo cleaner (whose password the seed sets), the one holding the job first.
    const freeIds = (free.body.data.cleaners as { _id: string; holdsThisJob: boolean }[])
      .sort((a, b) => Number(b.holdsThisJob) - Number(a.holdsThisJob))
      .map((c) => c._id);
    const cleanerId = freeIds.find((cid) => demoAccounts.some((a) => a.email === emailOf.get(cid)));
    expect(cleanerId, JSON.stringify(free.body.data)).toBeDefined();
    const cleanerAccount = demoAccounts.find((a) => a.email === emailOf.get(cleanerId!))!;

    const assigned = await api.old.request('PATCH', `/api/bookings/${id}/assign`, {
      token: admin,
      body: { cleanerId },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.booking).toMatchObject({ status: 'assigned', cleanerId: { _id: cleanerId } });

    const cleaner = await api.old.login(cleanerAccount);
    const jobs = await api.old.request('GET', '/api/bookings', { token: cleaner });
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.bookings.map((b: { _id: string }) => b._id)).toContain(id);

    // The customer reads the code and tells it at the door.
    const seen = await api.old.request('GET', `/api/bookings/${id}`, { token: client });
    expect(seen.status).toBe(200);
    const startCode = seen.body.data.booking.startCode as string;
    expect(startCode).toMatch(/^\d{4}$/);

    const wrong = await api.old.request('PATCH', `/api/bookings/${id}/status`, {
      token: cleaner,
      body: { status: 'in-progress', startCode: startCode === '0000' ? '1111' : '0000' },
    });
    expect(wrong.status).toBe(400);
    const started = await api.old.request('PATCH', `/api/bookings/${id}/status`, {
      token: cleaner,
      body: { status: 'in-progress', startCode },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.booking.status).toBe('in-progress');
    const completed = await api.old.request('PATCH', `/api/bookings/${id}/status`, {
      token: cleaner,
      body: { status: 'completed', notes: 'Done on the previous release' },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.data.booking).toMatchObject({ status: 'completed', paymentStatus: 'paid' });

    // What the previous release wrote, the new one reads alike.
    const [viaOld, viaNew] = await Promise.all(
      [api.old, api.current].map((a) => a.request('GET', `/api/bookings/${id}`, { token: client })),
    );
    expect(viaNew.status).toBe(200);
    expect(essentials(viaNew.body.data.booking)).toEqual(essentials(viaOld.body.data.booking));
    expect(viaNew.body.data.booking.status).toBe('completed');
  });

  it('reads a booking made through the new release through the old one, and the other way round', async () => {
    // A new customer signed up through the previous release signs in through the new one.
    const customer = await api.old.signup();
    const token = await api.current.login(customer);
    const day = addDays(todayInIndia(new Date()), 15);
    const book = (a: ApiClient, scheduledTime: string) =>
      a.request('POST', '/api/bookings', {
        token,
        body: {
          serviceId: 'bathroom-cleaning',
          packageId: 'Normal',
          address: MG_ROAD,
          phoneNumber: '9876543210',
          areaSqft: 1,
          scheduledDate: day,
          scheduledTime,
        },
      });
    const viaNew = await book(api.current, '10:00');
    const viaOld = await book(api.old, '14:00');
    expect([viaNew.status, viaOld.status], JSON.stringify([viaNew.body, viaOld.body])).toEqual([201, 201]);
    const ids = [viaNew.body.data.booking._id as string, viaOld.body.data.booking._id as string];
    // Each confirmed (pay after service) through the release that did not make it.
    await api.old.payAfterService(token, ids[0]);
    await api.current.payAfterService(token, ids[1]);

    for (const id of ids) {
      const [a, b] = await Promise.all(
        [api.old, api.current].map((x) => x.request('GET', `/api/bookings/${id}`, { token })),
      );
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(essentials(a.body.data.booking)).toEqual(essentials(b.body.data.booking));
      expect(a.body.data.booking).toMatchObject({
        scheduledDate: day,
        paymentMethod: 'pay_after_service',
        status: 'pending',
      });
    }
    for (const a of [api.old, api.current]) {
      const list = await a.request('GET', '/api/bookings', { token });
      expect(list.status).toBe(200);
      expect(list.body.data.bookings.map((b: { _id: string }) => b._id).sort()).toEqual([...ids].sort());
    }
  });

  it('logged no error through all this, its background jobs on the new schema included', () => {
    const errors = old
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
