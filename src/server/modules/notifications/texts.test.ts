import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, outboxTexts, webhookEvents } from '../../db/schema/index';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { createMsg91Provider } from '../../platform/messaging/msg91-provider';
import {
  type ProviderFake,
  startMsg91Fake,
  startWhatsAppFake,
} from '../../platform/messaging/provider-fakes.test-support';
import { TEXT_CLAIM_LEASE_MS, TextOutboxWorker } from '../../platform/messaging/text-outbox';
import { textOutboxRepository } from '../../platform/messaging/text-outbox.repository';
import { createWhatsAppProvider } from '../../platform/messaging/whatsapp-provider';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';
import { MG_ROAD } from '../../test/bookings.test-support';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me';
const TEMPLATE_IDS = {
  'booking-received': 'tmpl-received',
  'cleaner-new-job': 'tmpl-new-job',
  'cleaner-assigned': 'tmpl-assigned',
  'cleaner-on-the-way': 'tmpl-on-the-way',
  'phone-verification': 'tmpl-otp',
};
let t: TestApp;
let msg91: ProviderFake;
let whatsapp: ProviderFake;
let officeId: string;
let day = 1;
let phoneCounter = 0;
/** A fresh valid Indian mobile per test, so the fakes' records never mix tests. */
const nextPhone = () => `98${String(71_000_000 + ++phoneCounter * 37).padStart(8, '0')}`;

beforeAll(async () => {
  msg91 = await startMsg91Fake({ authKey: 'msg91-key' });
  whatsapp = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '1055512345' });
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: '1055512345',
    },
    textProviders: [
      createMsg91Provider({
        authKey: 'msg91-key',
        baseUrl: msg91.url,
        templateIds: TEMPLATE_IDS,
        timeoutMs: 300,
      }),
      createWhatsAppProvider({
        token: 'wa-token',
        phoneNumberId: '1055512345',
        graphUrl: whatsapp.url,
        timeoutMs: 300,
      }),
    ],
  });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(async () => {
  await t.close();
  await msg91.close();
  await whatsapp.close();
});

/** A customer who proved their mobile (texts go to verified mobiles only), the code's SMS sent. */
async function customer(extra: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const account = await t.signup({ phone, ...extra } as never);
  await verifyPhone(t, account.token);
  await t.app.textOutbox.runOnce();
  return { ...account, phone };
}

async function book(token: string, phone: string, extra: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: MG_ROAD,
      phoneNumber: phone,
      areaSqft: 100,
      scheduledDate: addDays(today, day++),
      scheduledTime: '10:00',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  // Booked once pay after service is chosen (docs/product-rules.md#booked-means-confirmed): nothing is sent before.
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return res.body.data.booking as { _id: string; scheduledDate: string };
}

/** The SMS a number got about bookings (its verification code aside). */
const smsTo = (phone: string) =>
  msg91.requests.filter(
    (r) =>
      r.body.recipients?.[0]?.mobiles === `91${phone}` &&
      r.body.template_id !== TEMPLATE_IDS['phone-verification'],
  );
const waTo = (phone: string) => whatsapp.requests.filter((r) => r.body.to === `91${phone}`);
const textsOf = (bookingId: string) =>
  t.database.db.select().from(outboxTexts).where(eq(outboxTexts.bookingId, bookingId));

function signed(body: unknown, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  return { rawBody: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}

let inboundCounter = 0;
/** A message someone sends us; Meta gives each its own id (a replay repeats it). */
const inbound = (from: string, text: string, id = `wamid.inbound${++inboundCounter}`) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '1055512345' },
            contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
            messages: [{ from, id, timestamp: '1749416383', type: 'text', text: { body: text } }],
          },
        },
      ],
    },
  ],
});

describe('booking texts', () => {
  it('sends a customer who opted into WhatsApp exactly one SMS and one WhatsApp for a booking', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    await t.app.textOutbox.runOnce();

    const [sms] = smsTo(phone);
    expect(smsTo(phone)).toHaveLength(1);
    expect(sms.path).toBe('/api/v5/flow');
    expect(sms.headers.authkey).toBe('msg91-key');
    expect(sms.body).toMatchObject({
      template_id: 'tmpl-received',
      short_url: '0',
      recipients: [
        {
          mobiles: `91${phone}`,
          name: 'Test',
          service: 'Office Cleaning',
          time: '10:00 AM',
          ref: booking._id.slice(0, 8).toUpperCase(),
        },
      ],
    });
    expect(sms.body.recipients[0].date).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    expect(waTo(phone)).toHaveLength(1);
    const [wa] = waTo(phone);
    expect(wa.path).toBe('/1055512345/messages');
    expect(wa.headers.authorization).toBe('Bearer wa-token');
    expect(wa.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `91${phone}`,
      type: 'template',
      template: { name: 'booking_received', language: { code: 'en' } },
    });
    expect(wa.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      'Test',
      'Office Cleaning',
      sms.body.recipients[0].date,
      '10:00 AM',
      booking._id.slice(0, 8).toUpperCase(),
    ]);

    const rows = await textsOf(booking._id);
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['sms', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    expect(rows.find((r) => r.channel === 'whatsapp')!.providerMessageId).toMatch(/^wamid\./);
    expect(rows.find((r) => r.channel === 'sms')!.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends no WhatsApp without the opt-in, and no SMS after the customer turns SMS off', async () => {
    const { token, phone } = await customer();
    await book(token, phone);
    await t.app.textOutbox.runOnce();
    expect(smsTo(phone)).toHaveLength(1);
    expect(waTo(phone)).toHaveLength(0);

    const off = await t.request('PUT', '/api/users/notification-preferences', {
      token,
      body: { sms: false },
    });
    expect(off.body.data).toEqual({ email: true, sms: false, whatsapp: false });
    await book(token, phone);
    await t.app.textOutbox.runOnce();
    expect(smsTo(phone)).toHaveLength(1);
  });

  it('takes the Hindi STOP the sign-up hint asks for (स्टॉप)', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const stop = await t.request('POST', '/api/webhooks/whatsapp', signed(inbound(`91${phone}`, ' स्टॉप ')));
    expect(stop.body.data.stops).toBe(1);
    expect(
      (await t.request('GET', '/api/users/notification-preferences', { token })).body.data.whatsapp,
    ).toBe(false);
  });

  it('opts in to WhatsApp from the booking form', async () => {
    const { token, phone } = await customer();
    await book(token, phone, { whatsappOptIn: true });
    await t.app.textOutbox.runOnce();
    expect(waTo(phone)).toHaveLength(1);
    const prefs = await t.request('GET', '/api/users/notification-preferences', { token });
    expect(prefs.body.data).toEqual({ email: true, sms: true, whatsapp: true });
  });

  it('tells a cleaner the time, area and map of a new job, never the start code', async () => {
    const { token, phone } = await customer();
    const booking = await book(token, phone);
    const admin = await t.login('admin');
    const res = await t.request('PATCH', `/api/bookings/${booking._id}/status`, {
      token: admin,
      body: { status: 'assigned' },
    });
    expect(res.status).toBe(200);
    const startCode = (await t.request('GET', `/api/bookings/${booking._id}`, { token })).body.data.booking
      .startCode as string;
    await t.app.textOutbox.runOnce();
    const rows = await textsOf(booking._id);
    const job = rows.filter((r) => r.kind === 'cleaner-new-job' && r.channel === 'sms');
    expect(job).toHaveLength(1);
    expect(job[0].status).toBe('sent');
    expect(job[0].to).toMatch(/^91987650000[1-3]$/);
    expect(job[0].text).toContain('Indore 452001');
    // The address and its map open behind our short link (DLT whitelists our domain only).
    expect(job[0].text).toMatch(/Map: http:\/\/localhost:3000\/r\/[0-9A-Za-z]{6} /);
    expect(job[0].text).not.toContain('maps.google.com');
    expect(startCode).toMatch(/^\d{4}$/);
    expect(JSON.stringify(job[0].variables)).not.toContain(startCode);
    expect(job[0].text).not.toContain(startCode);
    const assigned = rows.filter((r) => r.kind === 'cleaner-assigned' && r.channel === 'sms');
    expect(assigned).toHaveLength(1);
    expect(assigned[0].to).toBe(`91${phone}`);
  });
});

describe('texts only to verified numbers, consent only from the owner', () => {
  /** The crew lead (the demo cleaner, Ravi) takes the job and says he is on his way. */
  async function onMyWay(bookingId: string) {
    const admin = await t.login('admin');
    const cleaner = await t.login('cleaner');
    const ravi = (await t.request('GET', '/api/users/profile', { token: cleaner })).body.data.user;
    const assigned = await t.request('PATCH', `/api/bookings/${bookingId}/assign`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(assigned.status).toBe(200);
    expect((await t.request('POST', `/api/bookings/${bookingId}/on-my-way`, { token: cleaner })).status).toBe(
      200,
    );
  }

  it('sends no SMS or WhatsApp until the account’s mobile is verified, its emails still go', async () => {
    const phone = nextPhone();
    const { token, email } = await t.signup({ phone, whatsapp: true } as never);
    const before = await book(token, phone);
    await t.app.textOutbox.runOnce();
    expect(await textsOf(before._id)).toEqual([]);
    expect(smsTo(phone)).toHaveLength(0);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, before._id));
    expect(mails.map((m) => m.to)).toContain(email);

    await verifyPhone(t, token);
    const after = await book(token, phone);
    await t.app.textOutbox.runOnce();
    expect((await textsOf(after._id)).map((r) => r.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(smsTo(phone)).toHaveLength(1);
    expect(waTo(phone)).toHaveLength(1);
  });

  it('texts the account’s verified mobile, not the booking’s; that number gets the on-my-way SMS at most', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const stranger = nextPhone();
    const booking = await book(token, stranger, { customerName: 'https://evil-pay.test/refund' });
    await onMyWay(booking._id);
    await t.app.textOutbox.runOnce();
    await t.app.textOutbox.runOnce();

    const toStranger = (await textsOf(booking._id)).filter((r) => r.to === `91${stranger}`);
    expect(toStranger.map((r) => [r.kind, r.channel])).toEqual([['cleaner-on-the-way', 'sms']]);
    expect(toStranger[0].text).toBe(
      `Ravi Verma is on the way to you now. To reach them, call our helpline ${t.config.COMPANY_PHONE}. - Chamak`,
    );
    expect(waTo(stranger)).toHaveLength(0);

    const mine = (await textsOf(booking._id)).filter((r) => r.to === `91${phone}`);
    expect(mine.map((r) => `${r.kind}/${r.channel}`).sort()).toEqual([
      'booking-received/sms',
      'booking-received/whatsapp',
      'cleaner-assigned/sms',
      'cleaner-assigned/whatsapp',
      'cleaner-on-the-way/sms',
      'cleaner-on-the-way/whatsapp',
    ]);
    // The name someone typed reaches no text as a link; the crew's own number does not either.
    const received = mine.find((r) => r.kind === 'booking-received' && r.channel === 'sms')!;
    expect(received.text).toMatch(/^Hi there, your Office Cleaning/);
    const assigned = mine.find((r) => r.kind === 'cleaner-assigned' && r.channel === 'sms')!;
    // The office's number is named as the helpline, never put beside the cleaner's name as if it were theirs.
    expect(assigned.text).toMatch(
      new RegExp(
        `^Hi there, Ravi Verma will clean for you on .+\\. Our helpline: \\${t.config.COMPANY_PHONE}\\. - Chamak$`,
      ),
    );
    expect(JSON.stringify(mine)).not.toContain('evil');
    expect(JSON.stringify(mine)).not.toContain('9876500001');
  });

  it('keeps a STOP: someone else’s booking with WhatsApp ticked does not reopen it, the number’s START does', async () => {
    const owner = await customer({ whatsapp: true });
    const stop = await t.request(
      'POST',
      '/api/webhooks/whatsapp',
      signed(inbound(`91${owner.phone}`, 'STOP')),
    );
    expect(stop.body.data.stops).toBe(1);

    const other = await customer();
    await book(other.token, owner.phone, { whatsappOptIn: true });
    // The owner ticking WhatsApp again is not the number saying START either.
    await t.request('PUT', '/api/users/notification-preferences', {
      token: owner.token,
      body: { whatsapp: true },
    });
    await book(owner.token, owner.phone);
    await t.app.textOutbox.runOnce();
    expect(waTo(owner.phone)).toHaveLength(0);
    expect(smsTo(owner.phone)).toHaveLength(1);

    const start = await t.request(
      'POST',
      '/api/webhooks/whatsapp',
      signed(inbound(`91${owner.phone}`, 'START')),
    );
    expect(start.body.data).toMatchObject({ starts: 1, stops: 0 });
    await book(owner.token, owner.phone);
    await t.app.textOutbox.runOnce();
    expect(waTo(owner.phone)).toHaveLength(1);
  });

  it('reopens WhatsApp after a STOP when the owner proves the number with a fresh code', async () => {
    const owner = await customer({ whatsapp: true });
    await t.request('POST', '/api/webhooks/whatsapp', signed(inbound(`91${owner.phone}`, 'stop')));
    await t.request('PUT', '/api/users/notification-preferences', {
      token: owner.token,
      body: { whatsapp: true },
    });
    clock.advance(61_000);
    await verifyPhone(t, owner.token);
    await book(owner.token, owner.phone);
    await t.app.textOutbox.runOnce();
    await t.app.textOutbox.runOnce();
    expect(waTo(owner.phone)).toHaveLength(1);
  });

  it('applies a webhook body once: a replayed STOP or status changes nothing', async () => {
    const owner = await customer({ whatsapp: true });
    const stopBody = signed(inbound(`91${owner.phone}`, 'STOP', 'wamid.replayed-stop'));
    expect((await t.request('POST', '/api/webhooks/whatsapp', stopBody)).body.data.stops).toBe(1);
    expect((await t.request('POST', '/api/webhooks/whatsapp', stopBody)).body.data.stops).toBe(0);
    await t.request('POST', '/api/webhooks/whatsapp', signed(inbound(`91${owner.phone}`, 'START')));
    // The old STOP, sent again after the START, does not close the number again.
    const replay = await t.request('POST', '/api/webhooks/whatsapp', stopBody);
    expect(replay.status).toBe(200);
    expect(replay.body.data.stops).toBe(0);
    const booking = await book(owner.token, owner.phone);
    await t.app.textOutbox.runOnce();
    expect(waTo(owner.phone)).toHaveLength(1);

    const wamid = (await textsOf(booking._id)).find((r) => r.channel === 'whatsapp')!.providerMessageId!;
    const delivered = signed({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                metadata: { phone_number_id: '1055512345' },
                statuses: [{ id: wamid, status: 'delivered' }],
              },
            },
          ],
        },
      ],
    });
    expect((await t.request('POST', '/api/webhooks/whatsapp', delivered)).body.data.statuses).toBe(1);
    expect((await t.request('POST', '/api/webhooks/whatsapp', delivered)).body.data.statuses).toBe(0);
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'whatsapp:message:wamid.replayed-stop'));
    expect(events).toHaveLength(1);
  });
});

describe('provider failures', () => {
  it('retries an MSG91 5xx with backoff and ends sent', async () => {
    const { token, phone } = await customer();
    msg91.setMode('5xx', 1);
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    let [row] = (await textsOf(booking._id)).filter((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('MSG91 500');
    await t.app.textOutbox.runOnce();
    expect(smsTo(phone)).toHaveLength(1); // still waiting for its backoff
    clock.advance(31_000);
    await t.app.textOutbox.runOnce();
    [row] = (await textsOf(booking._id)).filter((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smsTo(phone)).toHaveLength(2);
  });

  it('retries a WhatsApp timeout and ends sent', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    whatsapp.setMode('timeout', 1);
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    let [row] = (await textsOf(booking._id)).filter((r) => r.channel === 'whatsapp');
    expect(row.status).toBe('queued');
    expect(row.lastError).toContain('no answer within 300 ms');
    clock.advance(31_000);
    await t.app.textOutbox.runOnce();
    [row] = (await textsOf(booking._id)).filter((r) => r.channel === 'whatsapp');
    expect(row.status).toBe('sent');
  });

  it('fails a 4xx at once with the provider’s reason', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    whatsapp.setMode('4xx', 1);
    msg91.setMode('4xx', 1);
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    clock.advance(60 * 60_000);
    await t.app.textOutbox.runOnce();
    const rows = await textsOf(booking._id);
    const wa = rows.find((r) => r.channel === 'whatsapp')!;
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(wa).toMatchObject({ status: 'failed', attempts: 1 });
    expect(wa.lastError).toBe(
      'WhatsApp 400 (code 131026): Message undeliverable: Recipient is not a valid WhatsApp user',
    );
    expect(sms).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sms.lastError).toBe('MSG91 400: Invalid template id');
    expect(waTo(phone)).toHaveLength(1);
    expect(smsTo(phone)).toHaveLength(1);
  });
});

describe('a sender that dies', () => {
  it('leaves its claimed text to another process once the lease ends, which sends it exactly once', async () => {
    const { token, phone } = await customer();
    const booking = await book(token, phone);
    const providers = () => [
      createMsg91Provider({
        authKey: 'msg91-key',
        baseUrl: msg91.url,
        templateIds: TEMPLATE_IDS,
        timeoutMs: 300,
      }),
    ];
    // A second process claims the SMS and dies before calling MSG91.
    const dead = new TextOutboxWorker(t.database.db, providers(), clock);
    const claimed = await dead.claimNext();
    expect(claimed).toMatchObject({
      bookingId: booking._id,
      channel: 'sms',
      lockedBy: dead.workerId,
      attempts: 1,
    });

    // While its lease holds, no other process sends it.
    const survivor = new TextOutboxWorker(t.database.db, providers(), clock);
    await survivor.runOnce();
    await t.app.textOutbox.runOnce();
    expect(smsTo(phone)).toHaveLength(0);
    clock.advance(TEXT_CLAIM_LEASE_MS - 1_000);
    await survivor.runOnce();
    expect(smsTo(phone)).toHaveLength(0);

    // When it ends, one of the living processes takes it over and sends it; the others find nothing.
    clock.advance(1_000);
    expect(await Promise.all([survivor.runOnce(), t.app.textOutbox.runOnce()])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    const [row] = (await textsOf(booking._id)).filter((r) => r.id === claimed!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect([survivor.workerId, t.app.textOutbox.workerId]).toContain(row.lockedBy);
    expect(smsTo(phone)).toHaveLength(1);
    expect(smsTo(phone)[0].body.recipients[0]).toMatchObject({ mobiles: `91${phone}` });

    // The dead process's late word changes nothing, and nothing is sent again later.
    expect(
      await textOutboxRepository.updateMine(t.database.db, row.id, dead.workerId, { status: 'failed' }),
    ).toBe(false);
    clock.advance(TEXT_CLAIM_LEASE_MS * 10);
    expect(await dead.runOnce()).toBe(0);
    expect(await survivor.runOnce()).toBe(0);
    expect(smsTo(phone)).toHaveLength(1);
    expect((await textsOf(booking._id)).find((r) => r.id === row.id)).toMatchObject({ status: 'sent' });
  });
});

describe('notification preferences', () => {
  it('answers the defaults and refuses to turn booking emails off', async () => {
    const { token } = await t.signup({ phone: nextPhone() });
    const res = await t.request('GET', '/api/users/notification-preferences', { token });
    expect(res.body.data).toEqual({ email: true, sms: true, whatsapp: false });
    const bad = await t.request('PUT', '/api/users/notification-preferences', {
      token,
      body: { email: false },
    });
    expect(bad.status).toBe(400);
    const junk = await t.request('PUT', '/api/users/notification-preferences', {
      token,
      body: { sms: 'yes' },
    });
    expect(junk.status).toBe(400);
    expect((await t.request('GET', '/api/users/notification-preferences')).status).toBe(401);
  });
});

describe('WhatsApp webhook', () => {
  it('answers Meta’s handshake only with the verify token', async () => {
    const ok = await t.request(
      'GET',
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    const wrong = await t.request(
      'GET',
      '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444',
    );
    expect(wrong.status).toBe(403);
    expect((await t.request('GET', '/api/webhooks/whatsapp')).status).toBe(400);
  });

  it('refuses a forged signature and changes nothing; a signed STOP turns WhatsApp off', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const forged = signed(inbound(`91${phone}`, 'STOP'), 'not-the-secret');
    const refused = await t.request('POST', '/api/webhooks/whatsapp', forged);
    expect(refused.status).toBe(401);
    const unsigned = await t.request('POST', '/api/webhooks/whatsapp', {
      rawBody: forged.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(
      (await t.request('GET', '/api/users/notification-preferences', { token })).body.data.whatsapp,
    ).toBe(true);

    const stop = await t.request('POST', '/api/webhooks/whatsapp', signed(inbound(`91${phone}`, 'Stop')));
    expect(stop.status).toBe(200);
    expect(stop.body.data.stops).toBe(1);
    expect(
      (await t.request('GET', '/api/users/notification-preferences', { token })).body.data.whatsapp,
    ).toBe(false);
    await book(token, phone);
    await t.app.textOutbox.runOnce();
    expect(waTo(phone)).toHaveLength(0);
    expect(smsTo(phone)).toHaveLength(1);
  });

  it('stores delivery statuses by wamid, never moving backwards', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    const wamid = (await textsOf(booking._id)).find((r) => r.channel === 'whatsapp')!.providerMessageId!;
    const status = (s: string) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '1055512345' },
                statuses: [{ id: wamid, status: s, timestamp: '1750263773', recipient_id: `91${phone}` }],
              },
            },
          ],
        },
      ],
    });
    for (const s of ['delivered', 'read', 'sent'])
      expect((await t.request('POST', '/api/webhooks/whatsapp', signed(status(s)))).status).toBe(200);
    const row = (await textsOf(booking._id)).find((r) => r.channel === 'whatsapp')!;
    expect(row.deliveryStatus).toBe('read');

    const forged = await t.request('POST', '/api/webhooks/whatsapp', signed(status('failed'), 'forged'));
    expect(forged.status).toBe(401);
    expect((await textsOf(booking._id)).find((r) => r.channel === 'whatsapp')!.deliveryStatus).toBe('read');
  });
});

describe('admin outbox of every channel', () => {
  it('lists email, SMS and WhatsApp by channel, status and booking, and retries a failed text', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    whatsapp.setMode('4xx', 1);
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    const admin = await t.login('admin');

    const failed = await t.request('GET', '/api/admin/messages?channel=whatsapp&status=failed&size=100', {
      token: admin,
    });
    expect(failed.status).toBe(200);
    const mine = failed.body.data.items.filter((m: { bookingId: string }) => m.bookingId === booking._id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      channel: 'whatsapp',
      kind: 'booking-received',
      to: `91${phone}`,
      status: 'failed',
      lastError: 'WhatsApp 400 (code 131026): Message undeliverable: Recipient is not a valid WhatsApp user',
      providerMessageId: null,
      sentAt: null,
      failedAt: clock.now().toISOString(),
    });
    expect(failed.body.data.items.every((m: { channel: string }) => m.channel === 'whatsapp')).toBe(true);

    const emails = await t.request('GET', '/api/admin/messages?channel=email&size=5', { token: admin });
    expect(emails.body.data.items.length).toBeGreaterThan(0);
    expect(emails.body.data.items.every((m: { channel: string }) => m.channel === 'email')).toBe(true);

    const ofBooking = await t.request('GET', `/api/admin/messages?bookingId=${booking._id}`, {
      token: admin,
    });
    // Its emails too (outbox_emails.booking_id): the booking page shows every channel.
    expect(ofBooking.body.data.items.map((m: { channel: string }) => m.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
    const sms = ofBooking.body.data.items.find((m: { channel: string }) => m.channel === 'sms');
    expect(sms.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    expect(sms.summary).toContain('is booked (ref ');

    const retried = await t.request('POST', `/api/admin/messages/texts/${mine[0].id}/retry`, {
      token: admin,
    });
    expect(retried.status).toBe(200);
    const requeued = (await textsOf(booking._id)).find((r) => r.id === mine[0].id)!;
    expect(requeued).toMatchObject({ status: 'queued', failedAt: null });
    await t.app.textOutbox.runOnce();
    expect(waTo(phone)).toHaveLength(2);
    const again = await t.request('POST', `/api/admin/messages/texts/${mine[0].id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    const bad = await t.request('GET', '/api/admin/messages?channel=fax', { token: admin });
    expect(bad.status).toBe(400);
  });
});
