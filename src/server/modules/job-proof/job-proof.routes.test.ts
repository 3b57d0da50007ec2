import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { PHOTO_DECODES_AT_ONCE, photoDecodeStats } from '../../platform/photo-processing';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete } from '../complaints/after-visit.test-support';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
const photosDir = mkdtempSync(path.join(os.tmpdir(), 'chamak-photos-test-'));
let t: TestApp;
let admin: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);
// Normal bathroom clean: its package's 'includes' list.
let bathroomItems: string[];

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', PHOTOS_DIR: photosDir } });
  admin = await t.login('admin');
  const service = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service;
  bathroomItems = service.packages.find((p: any) => p.name === 'Normal').features;
});
afterAll(async () => {
  await t.close();
  rmSync(photosDir, { recursive: true, force: true });
});

/** A 3000×2000 JPEG carrying EXIF with a GPS position (Indore) and a camera make. */
async function jpegWithGps() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 43/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '75/1 51/1 0/1',
      },
    })
    .toBuffer();
}

const upload = (token: string, bookingId: string, bytes: Buffer, type: string, stage = 'after') =>
  fetch(`${t.baseUrl}/api/bookings/${bookingId}/photos?stage=${stage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

const fetchPhoto = (token: string, url: string) =>
  fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

/** A customer's booking, its crew assigned (the lead cleaner's token), not yet completed. */
async function assignedJob() {
  const customer = await t.signup();
  const booking = await bookBathroom(t, customer.token, nextDay());
  const res = await t.request('PATCH', `/api/bookings/${booking._id}/status`, {
    token: admin,
    body: { status: 'assigned' },
  });
  const lead = res.body.data.booking.cleanerId._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  const email = cleaners.find((c: any) => c._id === lead).email;
  const cleaner = await t.login({ email, password: demo.cleaner.password });
  const other = cleaners.find((c: any) => c._id !== lead).email;
  const otherCleaner = await t.login({ email: other, password: demo.cleaner.password });
  return { customer: customer.token, bookingId: booking._id as string, cleaner, otherCleaner };
}

describe('the checklist at completion', () => {
  it('ticks every item by default and shows it to the customer and the admin', async () => {
    const { customer, bookingId } = await assignedJob();
    await complete(t, admin, bookingId);
    for (const token of [customer, admin]) {
      const proof = await t.request('GET', `/api/bookings/${bookingId}/proof`, { token });
      expect(proof.status).toBe(200);
      expect(proof.body.data.checklist).toEqual(
        bathroomItems.map((item) => ({ item, done: true, note: '' })),
      );
    }
  });

  it('needs a note for an unticked item (400 naming it) and keeps the note', async () => {
    const { customer, bookingId } = await assignedJob();
    const item = bathroomItems[0];
    await expect(complete(t, admin, bookingId, { checklist: [{ item, done: false }] })).rejects.toThrow(
      afterVisitTexts.checklistNoteNeeded(item).replace(/"/g, '\\"'),
    );
    // Still in progress: finish it with the note.
    const done = await t.request('PATCH', `/api/bookings/${bookingId}/status`, {
      token: admin,
      body: { status: 'completed', checklist: [{ item, done: false, note: 'No water supply that day' }] },
    });
    expect(done.status).toBe(200);
    const proof = await t.request('GET', `/api/bookings/${bookingId}/proof`, { token: customer });
    expect(proof.body.data.checklist[0]).toEqual({ item, done: false, note: 'No water supply that day' });
    expect(proof.body.data.checklist.slice(1).every((i: any) => i.done)).toBe(true);
  });

  it('refuses an item the package does not list', async () => {
    const { bookingId } = await assignedJob();
    await expect(
      complete(t, admin, bookingId, { checklist: [{ item: 'Polish the car', done: true }] }),
    ).rejects.toThrow('is not on this package');
  });
});

describe('job photos', () => {
  it('shrinks a photo to 1600 px and strips its EXIF and GPS', async () => {
    const { customer, bookingId, cleaner } = await assignedJob();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeTruthy();
    const res = await upload(cleaner, bookingId, original, 'image/jpeg', 'before');
    expect(res.status).toBe(201);
    expect(res.body.data.photo).toMatchObject({ stage: 'before', width: 1600, height: 1067 });
    const got = await fetchPhoto(customer, res.body.data.photo.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await got.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
  });

  it('accepts PNG and WebP; refuses other types, mislabelled bytes and non-images with 400', async () => {
    const { bookingId, cleaner } = await assignedJob();
    const img = sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } });
    expect((await upload(cleaner, bookingId, await img.clone().png().toBuffer(), 'image/png')).status).toBe(
      201,
    );
    expect((await upload(cleaner, bookingId, await img.clone().webp().toBuffer(), 'image/webp')).status).toBe(
      201,
    );
    const gif = await upload(cleaner, bookingId, await img.clone().gif().toBuffer(), 'image/gif');
    expect(gif).toMatchObject({ status: 400, body: { message: afterVisitTexts.photoWrongType } });
    const lying = await upload(cleaner, bookingId, await img.clone().png().toBuffer(), 'image/jpeg');
    expect(lying.status).toBe(400);
    const text = await upload(cleaner, bookingId, Buffer.from('not a picture at all'), 'image/jpeg');
    expect(text).toMatchObject({ status: 400, body: { message: afterVisitTexts.photoUnreadable } });
    const json = await t.request('POST', `/api/bookings/${bookingId}/photos`, {
      token: cleaner,
      body: { a: 1 },
    });
    expect(json.status).toBe(400);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { bookingId, cleaner } = await assignedJob();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await upload(cleaner, bookingId, big, 'image/jpeg');
    expect(res).toMatchObject({ status: 413, body: { message: afterVisitTexts.photoTooLarge } });
  });

  it('keeps at most 10 photos per job, even sent at once', async () => {
    const { bookingId, cleaner } = await assignedJob();
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => upload(cleaner, bookingId, small, 'image/jpeg')),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 400 && r.body.message === afterVisitTexts.photoTooMany)).toBe(
      true,
    );
    const proof = await t.request('GET', `/api/bookings/${bookingId}/proof`, { token: admin });
    expect(proof.body.data.photos).toHaveLength(10);
  });

  it('counts photos before decoding any: past the limit nothing is decoded, and at most two decode at once', async () => {
    const { bookingId, cleaner } = await assignedJob();
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => upload(cleaner, bookingId, small, 'image/jpeg')),
    );
    expect(burst.every((r) => r.status === 201)).toBe(true);
    // The app runs in this process: its decode counter shows what sharp was asked to do.
    const before = photoDecodeStats();
    expect(before.peak).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
    const late = await Promise.all([
      ...Array.from({ length: 4 }, () => upload(cleaner, bookingId, small, 'image/jpeg')),
      // Not even an image: refused for the count, never opened.
      upload(cleaner, bookingId, Buffer.from('not an image at all'), 'image/jpeg'),
    ]);
    expect(late.every((r) => r.status === 400 && r.body.code === 'TOO_MANY_PHOTOS')).toBe(true);
    expect(photoDecodeStats().started).toBe(before.started);
  });

  it('lets only the customer, the crew and admins see photos; others get 404, customers cannot upload', async () => {
    const { customer, bookingId, cleaner, otherCleaner } = await assignedJob();
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const { url } = (await upload(cleaner, bookingId, small, 'image/jpeg')).body.data.photo;
    for (const token of [customer, cleaner, admin]) expect((await fetchPhoto(token, url)).status).toBe(200);
    const stranger = (await t.signup()).token;
    expect((await fetchPhoto(stranger, url)).status).toBe(404);
    expect((await fetchPhoto(otherCleaner, url)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}${url}`)).status).toBe(401);
    expect((await t.request('GET', `/api/bookings/${bookingId}/proof`, { token: stranger })).status).toBe(
      404,
    );
    expect((await upload(otherCleaner, bookingId, small, 'image/jpeg')).status).toBe(404);
    expect((await upload(customer, bookingId, small, 'image/jpeg')).status).toBe(403);
    const otherJob = await assignedJob();
    expect((await fetchPhoto(otherJob.customer, url)).status).toBe(404);
  });
});
