import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * A phone sends its queued actions again when it cannot tell whether they arrived: under one
 * Idempotency-Key, on my way, start and complete are applied once, whether the copies come one after
 * the other or at the same time.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let cleaner: string;
let raviId: string;
let bathroomId: string;
let day = 1;

const photosDir = mkdtempSync(path.join(os.tmpdir(), 'chamak-action-keys-'));

beforeAll(async () => {
  t = await startTestApp({ clock, env: { PHOTOS_DIR: photosDir } });
  admin = await t.login('admin');
  cleaner = await t.login('cleaner');
  bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  raviId = cleaners.find((c: any) => c.email === 'ravi@chamak.in')._id;
});
afterAll(async () => {
  await t.close();
  rmSync(photosDir, { recursive: true, force: true });
});

async function assignedJob() {
  const customer = await t.signup();
  const made = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: bathroomId,
      packageId: 'Normal',
      address: MG_ROAD,
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: addDays(today, day++),
      scheduledTime: '10:00',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.booking._id as string;
  await t.payAfterService(customer.token, id);
  expect(
    (await t.request('PATCH', `/api/bookings/${id}/assign`, { token: admin, body: { cleanerId: raviId } }))
      .status,
  ).toBe(200);
  const own = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking;
  return { id, code: own.startCode as string, startsAt: new Date(own.startsAt) };
}

const key = () => `test-${crypto.randomUUID()}`;
const onMyWay = (id: string, k: string) =>
  t.request('POST', `/api/bookings/${id}/on-my-way`, { token: cleaner, headers: { 'idempotency-key': k } });
const status = (id: string, body: object, k: string) =>
  t.request('PATCH', `/api/bookings/${id}/status`, {
    token: cleaner,
    body,
    headers: { 'idempotency-key': k },
  });
const audits = async (id: string, action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))
  ).length;

async function atStart<T>(startsAt: Date, run: () => Promise<T>): Promise<T> {
  const back = clock.now();
  clock.set(new Date(startsAt.getTime() - 5 * 60_000));
  try {
    return await run();
  } finally {
    clock.set(back);
  }
}

describe('crew actions under an Idempotency-Key', () => {
  it('on my way sent twice with one key is applied once; both copies are answered 200 with the job', async () => {
    const { id } = await assignedJob();
    const k = key();
    const first = await onMyWay(id, k);
    const second = await onMyWay(id, k);
    expect([first.status, second.status], JSON.stringify(second.body)).toEqual([200, 200]);
    expect(second.body.data.booking.onMyWayAt).toBe(first.body.data.booking.onMyWayAt);
    expect(await audits(id, 'booking.on-my-way')).toBe(1);
    // Without the key, a second on my way is still refused as before.
    expect((await onMyWay(id, key())).body.code).toBe('ALREADY_ON_WAY');
  });

  it('start and complete sent twice at the same time with one key each are applied once', async () => {
    const { id, code, startsAt } = await assignedJob();
    await atStart(startsAt, async () => {
      const k = key();
      const starts = await Promise.all(
        [1, 2].map(() => status(id, { status: 'in-progress', startCode: code }, k)),
      );
      expect(starts.map((r) => r.status)).toEqual([200, 200]);
    });
    const proof = (await t.request('GET', `/api/bookings/${id}/proof`, { token: cleaner })).body.data;
    const checklist = (proof.checklistItems as string[]).map((item) => ({ item, done: true }));
    const k = key();
    const completes = await Promise.all([1, 2].map(() => status(id, { status: 'completed', checklist }, k)));
    expect(completes.map((r) => r.status)).toEqual([200, 200]);
    expect(completes.map((r) => r.body.data.booking.status)).toEqual(['completed', 'completed']);
    const moves = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.status')));
    expect(moves.map((m) => (m.details as { to: string }).to).sort()).toEqual(['completed', 'in-progress']);
  });

  it('a refused action keeps no key (sent again it is judged again); a key used for another action is 422', async () => {
    const { id } = await assignedJob();
    const k = key();
    const early = await status(id, { status: 'completed' }, k);
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('INVALID_TRANSITION');
    expect((await status(id, { status: 'completed' }, k)).body.code).toBe('INVALID_TRANSITION');
    expect((await onMyWay(id, k)).status).toBe(200);
    const reused = await status(id, { status: 'in-progress', startCode: '0000' }, k);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: jobSafetyTexts.actionKeyReused,
    });
  });

  it('a queued on my way for a job cancelled meanwhile is refused with the reason', async () => {
    const { id } = await assignedJob();
    const cancelled = await t.request('PATCH', `/api/bookings/${id}/cancel`, {
      token: admin,
      body: { reason: 'Customer travelling' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const res = await onMyWay(id, key());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'BOOKING_CANCELLED',
      message: 'This booking has already been cancelled.',
    });
  });

  it('a photo sent twice at the same time with one key is kept once; both copies are answered with it', async () => {
    const { id } = await assignedJob();
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const k = key();
    const send = () =>
      fetch(`${t.baseUrl}/api/bookings/${id}/photos?stage=before`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cleaner}`, 'content-type': 'image/jpeg', 'idempotency-key': k },
        body: new Uint8Array(bytes),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201]);
    expect(answers[0].body.data.photo._id).toBe(answers[1].body.data.photo._id);
    const proof = (await t.request('GET', `/api/bookings/${id}/proof`, { token: cleaner })).body.data;
    expect(proof.photos).toHaveLength(1);
    expect(await audits(id, 'booking.photo')).toBe(1);
  });
});
