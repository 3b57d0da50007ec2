import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_RETENTION_DAYS, TRAINING_ITEMS } from '../../../shared/domain/hiring';
import {
  auditLog,
  cities,
  cleanerApplications,
  cleanerProfiles,
  cleanerSkills,
  outboxTexts,
  users,
} from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { bookBathroom } from '../complaints/after-visit.test-support';

/** Hiring a cleaner (issue 38 part 3): the public application to an active cleaner who signs in. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const photosDir = mkdtempSync(path.join(os.tmpdir(), 'chamak-hiring-test-'));
let t: TestApp;
let admin: string;
let serviceIds: string[];
let counter = 0;
const nextPhone = () => `96${String(44_000_000 + ++counter * 71).padStart(8, '0')}`;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', PHOTOS_DIR: photosDir } });
  admin = await t.login('admin');
  const services = (await t.request('GET', '/api/services')).body.data.services;
  // Bathroom cleaning among them: the new cleaner's first job (crew card) is one.
  serviceIds = services
    .filter((s: { slug: string }) => ['bathroom-cleaning', 'kitchen-cleaning'].includes(s.slug))
    .map((s: { _id: string }) => s._id);
  expect(serviceIds).toHaveLength(2);
});
afterAll(async () => {
  await t.close();
  rmSync(photosDir, { recursive: true, force: true });
});

async function lastCode(phone: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxTexts)
    .where(and(eq(outboxTexts.kind, 'phone-verification'), eq(outboxTexts.to, `91${phone}`)))
    .orderBy(desc(outboxTexts.createdAt))
    .limit(1);
  return row!.variables.find((v) => v.name === 'code')!.value;
}

const jpeg = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: '#c96' } })
    .jpeg()
    .toBuffer();
const upload = async (id: string, kind: 'id' | 'portrait', token = admin) =>
  fetch(`${t.baseUrl}/api/admin/applications/${id}/photos/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await jpeg()),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

/** An application through the public form: code, then the form with it. */
async function apply(overrides: Record<string, unknown> = {}) {
  const phone = nextPhone();
  clock.advance(61_000);
  const sent = await t.request('POST', '/api/cleaner-applications/send-code', {
    body: { phone, language: 'hi' },
  });
  expect(sent.status).toBe(200);
  const code = await lastCode(phone);
  const res = await t.request('POST', '/api/cleaner-applications', {
    body: {
      name: 'Sunita Devi Sharma',
      phone,
      code,
      city: 'bhopal',
      services: serviceIds,
      experienceYears: 3,
      availability: 'full-time',
      language: 'hi',
      ...overrides,
    },
  });
  return { phone, res };
}

async function applicationOf(phone: string) {
  const list = await t.request('GET', '/api/admin/applications?state=screening&size=100', { token: admin });
  return list.body.data.applications.find((a: { phone: string }) => a.phone === phone);
}

const move = (id: string, to: string, note?: string) =>
  t.request('POST', `/api/admin/applications/${id}/move`, {
    token: admin,
    body: { to, ...(note ? { note } : {}) },
  });
const patch = (id: string, body: unknown) =>
  t.request('PATCH', `/api/admin/applications/${id}`, { token: admin, body });

describe('hiring cleaners', () => {
  it('takes an application only with the code sent to the mobile', async () => {
    const phone = nextPhone();
    const wrong = await t.request('POST', '/api/cleaner-applications', {
      body: {
        name: 'A B',
        phone,
        code: '123456',
        city: 'indore',
        services: serviceIds,
        experienceYears: 1,
        availability: 'weekends',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('PHONE_CODE_MISSING');
    const city = await t.request('POST', '/api/cleaner-applications', {
      body: {
        name: 'A B',
        phone,
        code: '123456',
        city: 'mumbai',
        services: serviceIds,
        experienceYears: 1,
        availability: 'weekends',
      },
    });
    expect(city.status).toBe(400);
    const extra = await t.request('POST', '/api/cleaner-applications', {
      body: {
        name: 'A B',
        phone,
        code: '123456',
        city: 'indore',
        services: serviceIds,
        experienceYears: 1,
        availability: 'weekends',
        aadhaar: '123412341234',
      },
    });
    expect(extra.status).toBe(400);
    const ok = await apply();
    expect(ok.res.status).toBe(201);
    expect(ok.res.body.data.reference).toMatch(/^A-[0-9A-F]{8}$/);
    // The Hindi page's code came in Hindi.
    const again = await apply({ phone: ok.phone });
    expect(again.res.status).toBe(409);
  });

  it('moves an applicant through documents, police and training to an active cleaner who can sign in', async () => {
    const { phone, res } = await apply({ email: 'sunita.applicant@example.com', city: 'indore' });
    expect(res.status).toBe(201);
    const app = await applicationOf(phone);
    expect(app).toMatchObject({ state: 'screening', city: 'indore', aadhaarMasked: null, idPhotoUrl: null });
    expect(app.services.map((s: { _id: string }) => s._id).sort()).toEqual([...serviceIds].sort());

    // One step at a time, and only with the step's facts.
    expect((await move(app._id, 'police')).status).toBe(409);
    expect((await move(app._id, 'documents')).status).toBe(200);
    expect((await move(app._id, 'police')).body.message).toBe(
      'Add the ID photo and the Aadhaar’s last 4 digits first.',
    );
    // The full Aadhaar is refused: only its last four digits are ever taken.
    expect((await patch(app._id, { aadhaarLast4: '123412341234' })).status).toBe(400);
    const docs = await patch(app._id, { aadhaarLast4: '4321' });
    expect(docs.body.data.application.aadhaarMasked).toBe('XXXX XXXX 4321');
    expect((await upload(app._id, 'id')).status).toBe(201);
    const portrait = await upload(app._id, 'portrait');
    expect(portrait.body.data.application.portraitUrl).toBe(
      `/api/admin/applications/${app._id}/photos/portrait`,
    );
    const idPhoto = await fetch(`${t.baseUrl}/api/admin/applications/${app._id}/photos/id`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(idPhoto.status).toBe(200);
    expect(idPhoto.headers.get('content-type')).toBe('image/jpeg');
    // Private: a customer gets nothing of it.
    const customer = (await t.signup()).token;
    const stranger = await fetch(`${t.baseUrl}/api/admin/applications/${app._id}/photos/id`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(stranger.status).toBe(403);

    expect((await move(app._id, 'police')).status).toBe(200);
    expect((await patch(app._id, { policeStatus: 'submitted' })).status).toBe(200);
    expect((await move(app._id, 'training')).status).toBe(409);
    expect((await patch(app._id, { policeStatus: 'cleared', policeDate: '2026-11-28' })).status).toBe(200);
    expect((await move(app._id, 'training')).status).toBe(200);
    expect((await patch(app._id, { training: ['safety'] })).status).toBe(200);
    expect((await move(app._id, 'active')).body.message).toBe('Tick every training item first.');
    expect((await patch(app._id, { training: [...TRAINING_ITEMS] })).status).toBe(200);

    const active = await move(app._id, 'active');
    expect(active.status).toBe(200);
    const cleanerId = active.body.data.application.cleanerId;
    expect(active.body.data.application.state).toBe('active');
    // The account: a cleaner, the services applied for as skills, the sign-in mailed, the photo and police day carried.
    const mails = await messagesTo(t.database.db, 'sunita.applicant@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['cleaner-welcome']);
    const skills = await t.database.db
      .select()
      .from(cleanerSkills)
      .where(eq(cleanerSkills.cleanerId, cleanerId));
    expect(skills.map((s) => s.serviceId).sort()).toEqual([...serviceIds].sort());
    // Hired for Indore, they take Indore's jobs (below, a booking at an Indore PIN).
    const [account] = await t.database.db
      .select({ city: cities.slug })
      .from(users)
      .innerJoin(cities, eq(cities.id, users.cityId))
      .where(eq(users.id, cleanerId));
    expect(account).toEqual({ city: 'indore' });
    const [profile] = await t.database.db
      .select()
      .from(cleanerProfiles)
      .where(eq(cleanerProfiles.cleanerId, cleanerId));
    expect(profile).toMatchObject({ policeVerifiedOn: '2026-11-28' });
    expect(profile.photoKey).toBeTruthy();
    // The proven mobile signs the new cleaner in by code.
    clock.advance(61_000);
    expect((await t.request('POST', '/api/auth/otp/send', { body: { phone } })).status).toBe(200);
    const [login] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'login-code'), eq(outboxTexts.to, `91${phone}`)))
      .orderBy(desc(outboxTexts.createdAt))
      .limit(1);
    const code = login.variables.find((v) => v.name === 'code')!.value;
    const signedIn = await t.request('POST', '/api/auth/otp/verify', { body: { phone, code } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ role: 'cleaner', name: 'Sunita Devi Sharma' });

    // Part 4: the customer of the new cleaner's first job sees their card, and their photo, privately.
    const owner = await t.signup();
    const booking = await bookBathroom(t, owner.token, addDays(todayInIndia(clock.now()), 3));
    const assign = await t.request('PATCH', `/api/bookings/${booking._id}/assign`, {
      token: admin,
      body: { cleanerId },
    });
    expect(assign.status).toBe(200);
    const seen = await t.request('GET', `/api/bookings/${booking._id}`, { token: owner.token });
    const card = seen.body.data.booking.crew[0];
    expect(card).toMatchObject({
      _id: cleanerId,
      firstName: 'Sunita',
      verified: true,
      jobsDone: 0,
      photoUrl: `/api/bookings/${booking._id}/crew/${cleanerId}/photo`,
    });
    const photo = await fetch(`${t.baseUrl}${card.photoUrl}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const other = await t.signup();
    const notTheirs = await fetch(`${t.baseUrl}${card.photoUrl}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(notTheirs.status).toBe(404);
    // Final: nothing moves it again; every step audited without the Aadhaar's digits.
    expect((await move(app._id, 'rejected')).status).toBe(409);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, app._id));
    expect(audits.map((a) => a.action)).toContain('application.move');
    // The digits on their own (ids are hex and may hold "4321" by chance: not a digit run of its own).
    expect(JSON.stringify(audits)).not.toMatch(/(^|[^0-9a-f-])4321([^0-9a-f-]|$)/);
  });

  it('shows a cleaner’s own photo on their customers’ crew cards, without a badge before police verification', async () => {
    const cleanerToken = await t.login('cleaner');
    const own = await fetch(`${t.baseUrl}/api/cleaners/me/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cleanerToken}`, 'content-type': 'image/png' },
      body: new Uint8Array(
        await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123' } })
          .png()
          .toBuffer(),
      ),
    });
    expect(own.status).toBe(201);
    const [cleaner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.cleaner.email));
    const owner = await t.signup();
    const booking = await bookBathroom(t, owner.token, addDays(todayInIndia(clock.now()), 4), '14:00');
    expect(
      (
        await t.request('PATCH', `/api/bookings/${booking._id}/assign`, {
          token: admin,
          body: { cleanerId: cleaner.id },
        })
      ).status,
    ).toBe(200);
    const card = (await t.request('GET', `/api/bookings/${booking._id}`, { token: owner.token })).body.data
      .booking.crew[0];
    expect(card).toMatchObject({ _id: cleaner.id, verified: false });
    expect(card.photoUrl).toBeTruthy();
    const photo = await fetch(`${t.baseUrl}${card.photoUrl}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/png');
    // The list carries the same cards.
    const list = await t.request('GET', '/api/bookings', { token: owner.token });
    expect(list.body.data.bookings[0].crew[0].photoUrl).toBe(card.photoUrl);
  });

  it('asks for an email before activating an applicant without one', async () => {
    const { phone } = await apply();
    const app = await applicationOf(phone);
    await move(app._id, 'documents');
    await patch(app._id, { aadhaarLast4: '1111' });
    await upload(app._id, 'id');
    await move(app._id, 'police');
    await patch(app._id, { policeStatus: 'cleared', policeDate: '2026-11-29' });
    await move(app._id, 'training');
    await patch(app._id, { training: [...TRAINING_ITEMS] });
    const refused = await move(app._id, 'active');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/email/);
    await patch(app._id, { email: `new.cleaner.${counter}@example.com` });
    expect((await move(app._id, 'active')).status).toBe(200);
  });

  it('tells a rejected applicant politely by SMS in their language, and never the office note', async () => {
    const { phone } = await apply();
    const app = await applicationOf(phone);
    const res = await move(app._id, 'rejected', 'No show at the interview');
    expect(res.status).toBe(200);
    const [sms] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'application-declined'), eq(outboxTexts.to, `91${phone}`)));
    expect(sms.language).toBe('hi');
    expect(sms.text).toContain('नमस्ते Sunita,');
    expect(sms.text).not.toContain('interview');
  });

  it('erases an application and its photos on request, and after the retention period', async () => {
    const { phone } = await apply();
    const app = await applicationOf(phone);
    await move(app._id, 'documents');
    await upload(app._id, 'id');
    const folder = path.join(photosDir, `application-${app._id}`);
    expect(readdirSync(folder)).toHaveLength(1);
    const erased = await t.request('DELETE', `/api/admin/applications/${app._id}`, { token: admin });
    expect(erased.status).toBe(200);
    expect((await t.request('GET', `/api/admin/applications/${app._id}`, { token: admin })).status).toBe(404);
    expect(readdirSync(folder)).toHaveLength(0);

    const old = await apply();
    const oldApp = await applicationOf(old.phone);
    clock.advance((APPLICATION_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.app.jobs.job('retention')!.runOnce();
    const left = await t.database.db
      .select()
      .from(cleanerApplications)
      .where(eq(cleanerApplications.id, oldApp._id));
    expect(left).toEqual([]);
  });
});
