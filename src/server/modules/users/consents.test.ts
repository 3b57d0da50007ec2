import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, consentRecords, newsletterSubscribers, outboxEmails } from '../../db/schema/index';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy';
import { startTestApp, type TestApp } from '../../test/test-app';

/** DPDP Rules 2025: each consent given and withdrawn in one request, recorded with time and notice version. */
describe('consents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  });
  afterAll(() => t?.close());

  const list = async (token: string) => {
    const res = await t.request('GET', '/api/users/consents', { token });
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.data.consents as { purpose: string }[]).map((c) => [c.purpose, c]),
    ) as unknown as Record<
      string,
      {
        granted: boolean;
        awaitingConfirmation: boolean;
        changedAt: string | null;
        noticeVersion: string | null;
      }
    >;
  };
  const set = (token: string, purpose: string, body: unknown) =>
    t.request('PUT', `/api/users/consents/${purpose}`, { token, body });
  const records = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(consentRecords.createdAt)
    ).map((r) => `${r.purpose}:${r.granted}:${r.noticeVersion}`);

  it('starts with nothing given and no records', async () => {
    const me = await t.signup();
    const consents = await list(me.token);
    expect(consents).toEqual({
      whatsapp: {
        purpose: 'whatsapp',
        granted: false,
        awaitingConfirmation: false,
        changedAt: null,
        noticeVersion: null,
      },
      newsletter: {
        purpose: 'newsletter',
        granted: false,
        awaitingConfirmation: false,
        changedAt: null,
        noticeVersion: null,
      },
      location: {
        purpose: 'location',
        granted: false,
        awaitingConfirmation: false,
        changedAt: null,
        noticeVersion: null,
      },
    });
  });

  it('gives and withdraws WhatsApp in one request each, the same as the notification switch, and records both', async () => {
    const me = await t.signup();
    const given = await set(me.token, 'whatsapp', { granted: true });
    expect(given.status).toBe(200);
    expect(given.body.message).toBe('Your choice is saved.');
    const prefs = await t.request('GET', '/api/users/notification-preferences', { token: me.token });
    expect(prefs.body.data.whatsapp).toBe(true);
    expect((await list(me.token)).whatsapp).toMatchObject({
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The same choice twice is one record; withdrawing through the notification switch is recorded too.
    await set(me.token, 'whatsapp', { granted: true });
    await t.request('PUT', '/api/users/notification-preferences', {
      token: me.token,
      body: { whatsapp: false },
    });
    expect((await list(me.token)).whatsapp.granted).toBe(false);
    expect(await records(me.user._id)).toEqual([
      `whatsapp:true:${PRIVACY_NOTICE_VERSION}`,
      `whatsapp:false:${PRIVACY_NOTICE_VERSION}`,
    ]);
  });

  it("signs the account's own address up to the newsletter (confirmation mail), and withdrawing stops it at once", async () => {
    const me = await t.signup();
    expect((await set(me.token, 'newsletter', { granted: true })).status).toBe(200);
    expect((await list(me.token)).newsletter).toMatchObject({ granted: true, awaitingConfirmation: true });
    const mails = await t.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, me.email), eq(outboxEmails.kind, 'newsletter-confirm')));
    expect(mails).toHaveLength(1);

    expect((await set(me.token, 'newsletter', { granted: false })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, me.email));
    expect(row!.status).toBe('unsubscribed');
    expect((await list(me.token)).newsletter).toMatchObject({ granted: false, awaitingConfirmation: false });
    expect(await records(me.user._id)).toEqual([
      `newsletter:true:${PRIVACY_NOTICE_VERSION}`,
      `newsletter:false:${PRIVACY_NOTICE_VERSION}`,
    ]);
  });

  it("records a confirmation and an unsubscribe from the newsletter mail's own links for the account", async () => {
    const me = await t.signup();
    expect((await set(me.token, 'newsletter', { granted: true })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, me.email));
    const token = row!.token;
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200);
    expect((await list(me.token)).newsletter).toMatchObject({ granted: true, awaitingConfirmation: false });
    const left = await t.request('POST', `/api/newsletter/unsubscribe?token=${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.status).toBe(200);
    expect((await list(me.token)).newsletter.granted).toBe(false);
    expect(await records(me.user._id)).toEqual([
      `newsletter:true:${PRIVACY_NOTICE_VERSION}`,
      `newsletter:false:${PRIVACY_NOTICE_VERSION}`,
    ]);
  });

  it('counts a shared point as location consent, and withdrawing it removes every point', async () => {
    const me = await t.signup();
    const address = (body: object) =>
      t.request('POST', '/api/users/addresses', {
        token: me.token,
        body: {
          label: 'Home',
          line1: '5 AB Road',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452010',
          ...body,
        },
      });
    await address({ latitude: 22.7533, longitude: 75.8937 });
    await address({ line1: '7 AB Road', latitude: 22.7534, longitude: 75.8936 });
    expect((await list(me.token)).location.granted).toBe(true);

    // Given only by sharing a point, never by the switch.
    const refused = await set(me.token, 'location', { granted: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Use my current location');

    expect((await set(me.token, 'location', { granted: false })).status).toBe(200);
    const points = await t.database.db
      .select({ lat: addresses.latitude })
      .from(addresses)
      .where(eq(addresses.userId, me.user._id));
    expect(points).toEqual([{ lat: null }, { lat: null }]);
    expect((await list(me.token)).location.granted).toBe(false);
    expect(await records(me.user._id)).toEqual([
      `location:true:${PRIVACY_NOTICE_VERSION}`,
      `location:false:${PRIVACY_NOTICE_VERSION}`,
    ]);
  });

  it('refuses an unknown purpose, a body with other fields or no boolean, and a caller without a session', async () => {
    const me = await t.signup();
    expect((await set(me.token, 'marketing', { granted: true })).status).toBe(400);
    expect((await set(me.token, 'whatsapp', { granted: true, userId: 'x' })).status).toBe(400);
    expect((await set(me.token, 'whatsapp', { granted: 'yes' })).status).toBe(400);
    expect((await set(me.token, 'whatsapp', { granted: 'x'.repeat(50_000) })).status).toBe(413);
    expect((await t.request('GET', '/api/users/consents')).status).toBe(401);
    expect(await records(me.user._id)).toEqual([]);
  });

  it('lists every record in the data export', async () => {
    const me = await t.signup();
    await set(me.token, 'whatsapp', { granted: true });
    await set(me.token, 'whatsapp', { granted: false });
    const res = await t.request('GET', '/api/users/profile/export', { token: me.token });
    expect(res.body.consents).toEqual([
      {
        purpose: 'whatsapp',
        granted: true,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        createdAt: expect.any(String),
      },
      {
        purpose: 'whatsapp',
        granted: false,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        createdAt: expect.any(String),
      },
    ]);
  });
});
