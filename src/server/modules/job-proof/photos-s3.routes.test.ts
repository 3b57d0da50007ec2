import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { PHOTO_STORE_UNAVAILABLE } from '../../platform/s3-photo-store';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete } from '../complaints/after-visit.test-support';

/** Job and complaint photos with PHOTOS_S3_* set: the bytes go to the (loopback) bucket, reads pass our checks first. */
const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let s3: FakeS3;
let t: TestApp;
let admin: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      PHOTOS_S3_BUCKET: s3.bucket,
      PHOTOS_S3_REGION: s3.region,
      PHOTOS_S3_ENDPOINT: s3.endpoint,
      PHOTOS_S3_ACCESS_KEY_ID: s3.accessKeyId,
      PHOTOS_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  admin = await t.login('admin');
}, 180_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const post = (token: string, url: string, bytes: Buffer, type = 'image/jpeg') =>
  fetch(`${t.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
const get = (token: string, url: string) =>
  fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
const jpeg = (background = '#357') =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A completed visit (admin-driven) and its customer. */
async function completedVisit() {
  const customer = await t.signup();
  const booking = await bookBathroom(t, customer.token, nextDay());
  await complete(t, admin, booking._id);
  return { token: customer.token, bookingId: booking._id };
}

describe('photos in an S3-compatible bucket', () => {
  it('stores a job photo in the bucket and serves it to the customer; a stranger never reaches S3', async () => {
    const { token, bookingId } = await completedVisit();
    const res = await post(admin, `/api/bookings/${bookingId}/photos?stage=after`, await jpeg());
    expect(res.status).toBe(201);
    const keys = [...s3.objects.keys()].filter((k) => k.startsWith(`${bookingId}/`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
    const stored = s3.objects.get(keys[0])!;
    expect(stored.contentType).toBe('image/jpeg');
    expect((await sharp(stored.body).metadata()).width).toBe(1600);

    const got = await get(token, res.body.data.photo.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(stored.body);

    const before = s3.requests.length;
    expect((await get((await t.signup()).token, res.body.data.photo.url)).status).toBe(404);
    expect(s3.requests.length).toBe(before);
  });

  it("stores a complaint's photo there too, for its customer and admins", async () => {
    const { token, bookingId } = await completedVisit();
    const filed = await t.request('POST', `/api/bookings/${bookingId}/complaints`, {
      token,
      body: { category: 'missed-area', description: 'The shower corner was left dirty.' },
    });
    const complaintId = filed.body.data.complaint._id;
    const res = await post(token, `/api/complaints/${complaintId}/photos`, await jpeg('#933'));
    expect(res.status).toBe(201);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`complaints/${complaintId}/`))).toHaveLength(1);
    for (const who of [token, admin]) expect((await get(who, res.body.data.photo.url)).status).toBe(200);
  });

  it('answers a failing bucket with one clear 503 (no stack, nothing saved) and a vanished object with 404', async () => {
    const { token, bookingId } = await completedVisit();
    s3.failNext(1, 403, 'AccessDenied');
    const refused = await post(admin, `/api/bookings/${bookingId}/photos`, await jpeg());
    expect(refused.status).toBe(503);
    // A 403 is a setup fault (policy, keys, or s3:ListBucket missing): named apart, with the same words.
    expect(refused.body).toEqual({
      status: 'error',
      code: 'PHOTO_STORE_FORBIDDEN',
      message: PHOTO_STORE_UNAVAILABLE,
    });
    const proof = await t.request('GET', `/api/bookings/${bookingId}/proof`, { token });
    expect(proof.body.data.photos).toHaveLength(0);

    const { url } = (await post(admin, `/api/bookings/${bookingId}/photos`, await jpeg())).body.data.photo;
    // The SDK tries three times; all three fail.
    s3.failNext(3, 500, 'InternalError');
    const failing = await get(token, url);
    expect(failing.status).toBe(503);
    expect(JSON.stringify(await failing.json())).not.toMatch(/at |InternalError|stack/);

    for (const key of [...s3.objects.keys()].filter((k) => k.startsWith(`${bookingId}/`)))
      s3.objects.delete(key);
    expect((await get(token, url)).status).toBe(404);
  });

  it('deletes the bucket object of an upload refused after storing (the 10-photo limit raced)', async () => {
    const { bookingId } = await completedVisit();
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => post(admin, `/api/bookings/${bookingId}/photos`, small)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`${bookingId}/`))).toHaveLength(10);
  });
});
