import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts, pushSubscriptions } from '../../db/schema/index';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { TextOutboxWorker } from '../../platform/messaging/text-outbox';
import { createWebPushProvider } from '../../platform/messaging/web-push-provider';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  browserDevice,
  decryptPush,
  type PushServiceFake,
  startPushServiceFake,
} from './push-service-fake.test-support';
import { loadConfig } from '../../config';
import { MAX_DEVICES, pushRepository } from './push.repository';
import { resolveVapidKeys } from './vapid-keys';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * Web Push through the text outbox's 'push' channel, against a loopback push service.
 * Each payload is decrypted here as a browser would (RFC 8291), with the device's own private key.
 */
const vapid = webPush.generateVAPIDKeys();
let t: TestApp;
let pushService: PushServiceFake;
let officeId: string;
let day = 2;

beforeAll(async () => {
  pushService = await startPushServiceFake();
  t = await startTestApp({
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chamak.test',
    },
  });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

async function book(token: string) {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      ...BASIC_VISIT,
      scheduledDate: addDays(todayInIndia(new Date()), day++),
      scheduledTime: '10:00',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const bookingId = res.body.data.booking._id as string;
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return bookingId;
}

async function subscribe(token: string, name: string) {
  const device = browserDevice(`${pushService.url}/${name}`);
  const res = await t.request('POST', '/api/push/subscriptions', { token, body: device.subscription });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return device;
}

/** What each device received since `from`, decrypted. */
const received = (device: ReturnType<typeof browserDevice>, from = 0) =>
  pushService.requests
    .slice(from)
    .filter((r) => `${pushService.url}/${r.device}` === device.subscription.endpoint)
    .map((r) => JSON.parse(decryptPush(r.body, device)) as { title: string; body: string; url: string });

describe('push subscriptions', () => {
  it('gives the VAPID public key to anyone', async () => {
    const res = await t.request('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.data.publicKey).toBe(vapid.publicKey);
  });

  it('keeps one row per endpoint, ignores unknown fields and refuses what is not a subscription', async () => {
    const { token } = await t.signup();
    expect((await t.request('POST', '/api/push/subscriptions', { body: {} })).status).toBe(401);
    const device = browserDevice(`${pushService.url}/rows`);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t.request('POST', '/api/push/subscriptions', {
            token,
            body: { ...device.subscription, somethingNew: true },
          })
        ).status,
      ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows).toHaveLength(1);
    const bad = [
      { ...device.subscription, endpoint: 'http://push.example.com/x' },
      // Only browsers' push services: never another host the server could be made to call.
      { ...device.subscription, endpoint: 'https://internal.example.com/x' },
      { ...device.subscription, endpoint: 'https://fcm.googleapis.com.evil.test/x' },
      { ...device.subscription, endpoint: 'http://10.0.0.1/x' },
      { ...device.subscription, endpoint: `https://push.example.com/${'x'.repeat(2100)}` },
      { ...device.subscription, keys: { auth: device.subscription.keys.auth } },
      { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'not base64!' } },
      // Keys of the wrong size or kind: web-push could not encrypt to them.
      { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'B'.repeat(40) } },
      {
        ...device.subscription,
        keys: { ...device.subscription.keys, p256dh: `A${device.subscription.keys.p256dh.slice(1)}` },
      },
      { ...device.subscription, keys: { ...device.subscription.keys, auth: 'c2hvcnQ' } },
    ];
    for (const body of bad)
      expect((await t.request('POST', '/api/push/subscriptions', { token, body })).status).toBe(400);
    const fcm = browserDevice('https://fcm.googleapis.com/fcm/send/abc123');
    expect(
      (await t.request('POST', '/api/push/subscriptions', { token, body: fcm.subscription })).status,
    ).toBe(200);
  });

  it(`keeps an account's ${MAX_DEVICES} latest devices`, async () => {
    const { token, user } = await t.signup();
    for (let i = 0; i < MAX_DEVICES + 2; i++) await subscribe(token, `many-${i}`);
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user._id));
    expect(rows).toHaveLength(MAX_DEVICES);
    expect(rows.map((r) => r.endpoint)).not.toContain(`${pushService.url}/many-0`);
    expect(rows.map((r) => r.endpoint)).toContain(`${pushService.url}/many-${MAX_DEVICES + 1}`);
  });

  it('lets only the owner remove a subscription', async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const device = await subscribe(owner.token, 'owned');
    const body = { endpoint: device.subscription.endpoint };
    expect((await t.request('DELETE', '/api/push/subscriptions', { token: other.token, body })).status).toBe(
      404,
    );
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(kept).toHaveLength(1);
    expect((await t.request('DELETE', '/api/push/subscriptions', { token: owner.token, body })).status).toBe(
      200,
    );
    const gone = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(gone).toHaveLength(0);
  });
});

describe('push notifications', () => {
  it('sends each event once per device, encrypted, in the recipient’s language', async () => {
    const hindi = await t.signup({ name: 'Sunita Sharma', language: 'hi' } as never);
    const phone = await subscribe(hindi.token, 'sunita-phone');
    const laptop = await subscribe(hindi.token, 'sunita-laptop');
    const cleaner = await t.login('cleaner');
    const ravi = (await t.request('GET', '/api/users/profile', { token: cleaner })).body.data.user;
    const raviPhone = await subscribe(cleaner, 'ravi-phone');
    const admin = await t.login('admin');
    const from = pushService.requests.length;

    const bookingId = await book(hindi.token);
    const assigned = await t.request('PATCH', `/api/bookings/${bookingId}/assign`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await t.request('POST', `/api/bookings/${bookingId}/on-my-way`, { token: cleaner })).status).toBe(
      200,
    );
    // Two senders at once (another worker on the same database): each push still goes once.
    const second = new TextOutboxWorker(
      t.database.db,
      [
        createWebPushProvider({
          vapid: { ...vapid, subject: 'mailto:ops@chamak.test' },
          subscriptions: {
            find: (id) => pushRepository.findById(t.database.db, id),
            remove: (id) => pushRepository.remove(t.database.db, id),
          },
        }),
      ],
      { now: () => new Date() },
    );
    await Promise.all([t.app.textOutbox.runOnce(), second.runOnce()]);
    await t.app.textOutbox.runOnce();

    const toPhone = received(phone, from);
    expect(toPhone.map((m) => m.title)).toEqual(['आपके सफ़ाईकर्मी', 'रास्ते में']);
    expect(toPhone[0].body).toContain('आपके यहाँ सफ़ाई करेंगे');
    expect(toPhone[0].body).toContain(ravi.name);
    expect(toPhone[1].body).toBe(`${ravi.name} अभी आपके पास आ रहे हैं`);
    expect(toPhone.every((m) => m.url === '/my-bookings')).toBe(true);
    expect(received(laptop, from).map((m) => m.title)).toEqual(['आपके सफ़ाईकर्मी', 'रास्ते में']);

    const toRavi = received(raviPhone, from);
    expect(toRavi).toHaveLength(1);
    expect(toRavi[0]).toMatchObject({ title: 'New job', url: '/cleanerDashboard' });
    expect(toRavi[0].body).toMatch(/^Office Cleaning on .+ at 10:00 AM, Indore 452001$/i);

    // Every request signed with our VAPID key and encrypted aes128gcm.
    for (const r of pushService.requests.slice(from)) {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(r.headers.authorization).toContain(`k=${vapid.publicKey}`);
    }
    const rows = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.bookingId, bookingId), eq(outboxTexts.channel, 'push')));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

    // The admin's outbox lists them with the other channels.
    const listed = await t.request('GET', `/api/admin/messages?channel=push&bookingId=${bookingId}`, {
      token: admin,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const items = listed.body.data.items as { channel: string; summary: string }[];
    expect(items).toHaveLength(5);
    expect(items.every((m) => m.channel === 'push')).toBe(true);
    expect(items.map((m) => m.summary)).toContain(`${ravi.name} अभी आपके पास आ रहे हैं`);
  });

  it('tells the crew of a cancelled job, and drops a device the push service answers 410 for', async () => {
    const customer = await t.signup();
    const cleaner = await t.login('cleaner');
    const ravi = (await t.request('GET', '/api/users/profile', { token: cleaner })).body.data.user;
    const admin = await t.login('admin');
    const bookingId = await book(customer.token);
    expect(
      (
        await t.request('PATCH', `/api/bookings/${bookingId}/assign`, {
          token: admin,
          body: { cleanerId: ravi._id },
        })
      ).status,
    ).toBe(200);
    await t.app.textOutbox.runOnce();
    const tablet = await subscribe(cleaner, 'ravi-tablet');
    const old = await subscribe(cleaner, 'ravi-old-phone');
    pushService.answers.set('ravi-old-phone', 410);
    const from = pushService.requests.length;

    const cancelled = await t.request('PATCH', `/api/bookings/${bookingId}/cancel`, {
      token: customer.token,
      body: { reason: 'Travelling' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await t.app.textOutbox.runOnce();

    const toTablet = received(tablet, from);
    expect(toTablet).toHaveLength(1);
    expect(toTablet[0].title).toBe('Job cancelled');
    expect(toTablet[0].body).toMatch(/ is cancelled$/);
    // The old phone got its (encrypted) message too, answered 410: its subscription is gone, the row failed.
    expect(received(old, from)).toHaveLength(1);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, old.subscription.endpoint));
    expect(left).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.bookingId, bookingId), eq(outboxTexts.kind, 'cleaner-job-cancelled')));
    // Ravi's three devices (his phone subscribed in the test above): one message each.
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'sent', 'sent']);
    expect(rows.find((r) => r.status === 'failed')!.lastError).toContain('410');
  });
});

describe('push configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db.example/chamak' };

  it('refuses to start with half a key pair, in production and elsewhere', () => {
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadConfig({ ...base, NODE_ENV, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
        /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
      );
  });

  it('makes a pair in development (in memory with an in-memory database), none in production', () => {
    const log = { info: () => {} };
    const dev = resolveVapidKeys(
      loadConfig({ ...base, NODE_ENV: 'development', DATA_DIR: ':memory:' }).vapid,
      log,
    );
    expect(dev?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(dev?.subject).toBe('mailto:no-reply@chamak.in');
    expect(resolveVapidKeys(loadConfig({ ...base, NODE_ENV: 'production' }).vapid, log)).toBeNull();
    const set = loadConfig({
      ...base,
      NODE_ENV: 'production',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
    expect(resolveVapidKeys(set.vapid, log)).toMatchObject({ publicKey: vapid.publicKey });
  });
});
