import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import {
  browserDevice,
  decryptPush,
  type PushServiceFake,
  startPushServiceFake,
} from '../push/push-service-fake.test-support';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * The evening push of a cleaner's first job of tomorrow: from DAY_AHEAD_PUSH_TIME (19:00 India here),
 * once per cleaner and day, naming the earliest confirmed job, in the cleaner's language.
 */
const vapid = webPush.generateVAPIDKeys();
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
const tomorrow = addDays(today, 1);
let t: TestApp;
let pushService: PushServiceFake;
let admin: string;

beforeAll(async () => {
  pushService = await startPushServiceFake();
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      MAX_UNPAID_BOOKINGS: '1000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chamak.test',
      DAY_AHEAD_PUSH_TIME: '19:00',
    },
  });
  admin = await t.login('admin');
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

async function confirmedJob(token: string, serviceId: string, time: string, cleanerId: string) {
  const booked = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId,
      packageId: 'Normal',
      address: MG_ROAD,
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: tomorrow,
      scheduledTime: time,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const bookingId = booked.body.data.booking._id;
  const paid = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId, paymentMethod: 'pay_after_service' },
  });
  expect(paid.status).toBe(200);
  const assigned = await t.request('PATCH', `/api/bookings/${bookingId}/assign`, {
    token: admin,
    body: { cleanerId },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
}

describe("tomorrow's first job, pushed in the evening", () => {
  it('sends each cleaner one push from 19:00 naming their earliest job, in their language', async () => {
    const customer = await t.signup();
    const bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
    const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
    const id = (email: string) => cleaners.find((c: any) => c.email === email)._id as string;
    const [raviId, sunitaId] = [id('ravi@chamak.in'), id('sunita@chamak.in')];
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, sunitaId));
    const devices = {
      ravi: browserDevice(`${pushService.url}/ravi`),
      sunita: browserDevice(`${pushService.url}/sunita`),
    };
    for (const [name, email] of [
      ['ravi', 'ravi@chamak.in'],
      ['sunita', 'sunita@chamak.in'],
    ] as const) {
      const token = await t.login({ email, password: demo.cleaner.password });
      const res = await t.request('POST', '/api/push/subscriptions', {
        token,
        body: devices[name].subscription,
      });
      expect(res.status).toBe(200);
    }
    // Tomorrow locked: the crews set here stay (the re-plan before the push would even their hours out).
    const lock = await t.request('PUT', `/api/admin/dispatch/plan/${tomorrow}/lock`, {
      token: admin,
      body: { locked: true },
    });
    expect(lock.status).toBe(200);
    await confirmedJob(customer.token, bathroomId, '14:00', raviId);
    await confirmedJob(customer.token, bathroomId, '10:00', raviId);
    await confirmedJob(customer.token, bathroomId, '11:00', sunitaId);

    clock.set(new Date(slotStart(today, '18:59').getTime()));
    expect(await t.app.dayAheadPush.runOnce()).toBe(0);
    clock.set(new Date(slotStart(today, '19:00').getTime()));
    expect(await t.app.dayAheadPush.runOnce()).toBe(2);
    expect(await t.app.dayAheadPush.runOnce()).toBe(0);
    clock.set(new Date(slotStart(today, '23:30').getTime()));
    expect(await t.app.dayAheadPush.runOnce()).toBe(0);

    await t.app.textOutbox.runOnce(1_000);
    const got = (name: 'ravi' | 'sunita') =>
      pushService.requests
        .filter((r) => r.device === name)
        .map(
          (r) =>
            JSON.parse(decryptPush(r.body, devices[name])) as { title: string; body: string; url: string },
        )
        .filter((m) => m.title === "Tomorrow's first job" || m.title === 'कल का पहला काम');
    const ravi = got('ravi');
    expect(ravi).toHaveLength(1);
    expect(ravi[0]).toMatchObject({ title: "Tomorrow's first job", url: '/cleanerDashboard' });
    expect(ravi[0].body).toBe('Bathroom Cleaning tomorrow at 10:00 AM, Indore 452001');
    const sunita = got('sunita');
    expect(sunita).toHaveLength(1);
    expect(sunita[0].title).toBe('कल का पहला काम');
    expect(sunita[0].body).toBe('बाथरूम की सफ़ाई, कल सुबह 11:00 बजे, Indore 452001');
    console.log(
      `[day-ahead push] en: ${ravi[0].title} — ${ravi[0].body} | hi: ${sunita[0].title} — ${sunita[0].body}`,
    );
  });
});
