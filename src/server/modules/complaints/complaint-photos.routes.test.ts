import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { complaintPhotoTexts } from '../../../shared/texts-complaint-photos';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete } from './after-visit.test-support';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
const photosDir = mkdtempSync(path.join(os.tmpdir(), 'chamak-complaint-photos-test-'));
let t: TestApp;
let admin: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', PHOTOS_DIR: photosDir } });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(photosDir, { recursive: true, force: true });
});

/** A customer's complaint about a completed visit. */
async function openComplaint() {
  const customer = await t.signup();
  const booking = await bookBathroom(t, customer.token, nextDay());
  await complete(t, admin, booking._id);
  const filed = await t.request('POST', `/api/bookings/${booking._id}/complaints`, {
    token: customer.token,
    body: { category: 'damage', description: 'The mirror was scratched while cleaning.' },
  });
  expect(filed.status).toBe(201);
  expect(filed.body.data.complaint.photos).toEqual([]);
  return {
    token: customer.token,
    bookingId: booking._id,
    complaintId: filed.body.data.complaint._id as string,
  };
}

const upload = (token: string, complaintId: string, bytes: Buffer, type: string) =>
  fetch(`${t.baseUrl}/api/complaints/${complaintId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

const fetchPhoto = (token: string | undefined, url: string) =>
  fetch(`${t.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const small = (background = '#b33') =>
  sharp({ create: { width: 24, height: 24, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('photos on a complaint', () => {
  it('takes a photo like a job photo (1600 px, GPS and EXIF gone) and shows it on the complaint to its customer and admins only', async () => {
    const { token, bookingId, complaintId } = await openComplaint();
    const original = await sharp({ create: { width: 2400, height: 3200, channels: 3, background: '#a52' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 43/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '75/1 51/1 0/1',
        },
      })
      .toBuffer();
    const res = await upload(token, complaintId, original, 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.data.photo).toMatchObject({ width: 1200, height: 1600, contentType: 'image/jpeg' });
    const { url } = res.body.data.photo;

    const mine = (await t.request('GET', '/api/complaints', { token })).body.data.complaints;
    expect(mine[0].photos.map((p: any) => p.url)).toEqual([url]);
    const onBooking = await t.request('GET', `/api/bookings/${bookingId}/complaints`, { token: admin });
    expect(onBooking.body.data.complaints[0].photos).toHaveLength(1);
    const inbox = (await t.request('GET', '/api/admin/complaints', { token: admin })).body.data.complaints;
    expect(inbox.find((c: any) => c._id === complaintId).photos[0].url).toBe(url);

    for (const who of [token, admin]) {
      const got = await fetchPhoto(who, url);
      expect(got.status).toBe(200);
      const bytes = Buffer.from(await got.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
      expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    }
    expect((await fetchPhoto((await t.signup()).token, url)).status).toBe(404);
    expect((await fetchPhoto(await t.login('cleaner'), url)).status).toBe(403);
    expect((await fetchPhoto(undefined, url)).status).toBe(401);
    const other = await openComplaint();
    expect((await fetchPhoto(other.token, url)).status).toBe(404);
    // Another complaint's id with this photo's id: still not found.
    expect((await fetchPhoto(other.token, url.replace(complaintId, other.complaintId))).status).toBe(404);
  });

  it('refuses a wrong type or unreadable file with 400 and one over 10 MB with 413', async () => {
    const { token, complaintId } = await openComplaint();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await upload(token, complaintId, gif, 'image/gif')).toMatchObject({
      status: 400,
      body: { code: 'PHOTO_TYPE', message: afterVisitTexts.photoWrongType },
    });
    expect(await upload(token, complaintId, Buffer.from('hello'), 'image/png')).toMatchObject({
      status: 400,
      body: { code: 'PHOTO_UNREADABLE' },
    });
    const big = await upload(token, complaintId, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'image/jpeg');
    expect(big).toMatchObject({
      status: 413,
      body: { code: 'PHOTO_TOO_LARGE', message: afterVisitTexts.photoTooLarge },
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await upload(token, complaintId, png, 'image/png')).status).toBe(201);
    expect((await upload(token, complaintId, webp, 'image/webp')).status).toBe(201);
  });

  it('keeps at most 5 photos per complaint, even sent at once', async () => {
    const { token, complaintId } = await openComplaint();
    const bytes = await small();
    const results = await Promise.all(
      Array.from({ length: 7 }, () => upload(token, complaintId, bytes, 'image/jpeg')),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(
      results
        .filter((r) => r.status !== 201)
        .every((r) => r.status === 400 && r.body.message === complaintPhotoTexts.tooMany),
    ).toBe(true);
    const mine = (await t.request('GET', '/api/complaints', { token })).body.data.complaints;
    expect(mine[0].photos).toHaveLength(5);
  });

  it("lets only the complaint's customer add photos, and only while it is open", async () => {
    const { token, complaintId } = await openComplaint();
    const bytes = await small('#2a2');
    expect((await upload((await t.signup()).token, complaintId, bytes, 'image/jpeg')).status).toBe(404);
    expect((await upload(admin, complaintId, bytes, 'image/jpeg')).status).toBe(403);
    expect((await upload(token, '00000000-0000-4000-8000-000000000000', bytes, 'image/jpeg')).status).toBe(
      404,
    );
    const closed = await t.request('POST', `/api/admin/complaints/${complaintId}/resolve`, {
      token: admin,
      body: { action: 'close', note: 'Replaced the mirror' },
    });
    expect(closed.status).toBe(200);
    expect(await upload(token, complaintId, bytes, 'image/jpeg')).toMatchObject({
      status: 409,
      body: { code: 'PHOTO_NOT_ALLOWED', message: complaintPhotoTexts.notOpen },
    });
  });
});
