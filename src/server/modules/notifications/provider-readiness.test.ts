import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxTexts } from '../../db/schema/index';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { createMsg91Provider } from '../../platform/messaging/msg91-provider';
import {
  type Msg91Fake,
  type ProviderFake,
  startMsg91Fake,
  startWhatsAppFake,
} from '../../platform/messaging/provider-fakes.test-support';
import { enqueueText } from '../../platform/messaging/text-outbox';
import { createWhatsAppProvider } from '../../platform/messaging/whatsapp-provider';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';
import { createShortLinks } from '../short-links/short-links.service';
import { createTextNotifications, type TextBooking } from './text-notifications.service';

/**
 * SMS as India's DLT lets them through (variables ≤ 30 characters, links only to
 * our whitelisted short domain), MSG91's delivery reports, Hindi as Unicode, our short links opening for
 * their owner only; WhatsApp replies into the admin inbox, statuses matched by our outbox id, and only
 * for our own phone number id.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
const APP_SECRET = 'readiness-app-secret';
const MSG91_TOKEN = 'msg91-webhook-token-for-tests';
const PHONE_NUMBER_ID = '1055599999';
const TEMPLATE_IDS = {
  'booking-received': 'tmpl-received',
  'cleaner-new-job': 'tmpl-new-job',
  'cleaner-assigned': 'tmpl-assigned',
  'payment-received': 'tmpl-paid',
  'phone-verification': 'tmpl-otp',
};
let t: TestApp;
let msg91: Msg91Fake;
let whatsapp: ProviderFake;
let officeId: string;
let day = 1;
let phoneCounter = 0;
const nextPhone = () => `97${String(52_000_000 + ++phoneCounter * 41).padStart(8, '0')}`;
const reportUrl = (token = MSG91_TOKEN) => `${t.baseUrl}/api/webhooks/msg91?token=${token}`;

beforeAll(async () => {
  // PUBLIC_URL's host (localhost) is the one whitelisted on DLT.
  msg91 = await startMsg91Fake({ authKey: 'msg91-key', linkHost: 'localhost' });
  whatsapp = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: PHONE_NUMBER_ID });
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      MSG91_WEBHOOK_TOKEN: MSG91_TOKEN,
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_TEMPLATE_IDS_HI: JSON.stringify({ 'booking-received': 'tmpl-received-hi' }),
    },
    textProviders: [
      createMsg91Provider({
        authKey: 'msg91-key',
        baseUrl: msg91.url,
        templateIds: TEMPLATE_IDS,
        hindiTemplateIds: { 'booking-received': 'tmpl-received-hi' },
        timeoutMs: 3000,
      }),
      createWhatsAppProvider({
        token: 'wa-token',
        phoneNumberId: PHONE_NUMBER_ID,
        graphUrl: `${whatsapp.url}/v24.0`,
        timeoutMs: 3000,
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

async function customer(extra: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const account = await t.signup({ phone, ...extra } as never);
  await verifyPhone(t, account.token);
  await t.app.textOutbox.runOnce();
  msg91.pendingReports.splice(0);
  return { ...account, phone };
}

async function book(token: string, phone: string, city = 'Indore') {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1: '12 MG Road', line2: 'Flat 4', city, state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: phone,
      areaSqft: 100,
      scheduledDate: addDays(today, day++),
      scheduledTime: '10:00',
    },
  });
  expect(res.status).toBe(201);
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return res.body.data.booking as { _id: string };
}

const textsOf = (bookingId: string) =>
  t.database.db.select().from(outboxTexts).where(eq(outboxTexts.bookingId, bookingId));
const textById = async (id: string) =>
  (await t.database.db.select().from(outboxTexts).where(eq(outboxTexts.id, id)))[0];
const codeOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function signed(body: unknown) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
  return { rawBody: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}
const change = (value: Record<string, unknown>, phoneNumberId = PHONE_NUMBER_ID) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});
let inboundCounter = 0;
const inbound = (from: string, text: string, phoneNumberId = PHONE_NUMBER_ID) =>
  change(
    {
      contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.ready${++inboundCounter}`,
          timestamp: '1749416383',
          type: 'text',
          text: { body: text },
        },
      ],
    },
    phoneNumberId,
  );

describe('SMS that DLT lets through', () => {
  it('the MSG91 stand-in has the operator drop a variable over 30 characters and a foreign link; ours pass', async () => {
    const to = `91${nextPhone()}`;
    const queue = (tx: Parameters<typeof enqueueText>[0], name: string) =>
      enqueueText(tx, {
        channel: 'sms',
        kind: 'booking-received',
        to,
        variables: [{ name: 'name', value: name }],
        language: 'en',
        text: name,
      });
    const [long, foreign, ours] = await t.database.db.transaction(async (tx) => [
      await queue(tx, 'Ramachandran Venkataraman Subra'), // 31 characters
      await queue(tx, 'https://maps.google.com/?q=1'),
      await queue(tx, 'http://localhost:3000/r/Ab3dE6'),
    ]);
    await t.app.textOutbox.runOnce();
    // MSG91 answers success to each: the operator's verdict comes in the delivery report.
    for (const id of [long, foreign, ours]) expect((await textById(id!)).status).toBe('sent');
    expect(await msg91.sendReports(reportUrl())).toEqual([200, 200, 200]);
    expect(await textById(long!)).toMatchObject({
      deliveryStatus: 'failed',
      lastError: 'SMS not delivered: SMS not Matched with DLT Template',
    });
    expect(await textById(foreign!)).toMatchObject({
      deliveryStatus: 'failed',
      lastError: 'SMS not delivered: URL not whitelisted on DLT',
    });
    expect((await textById(ours!)).deliveryStatus).toBe('delivered');
  });

  it('keeps every variable of a booking’s texts within 30 characters, names and areas cut on a word', async () => {
    const { token, phone } = await customer({ name: 'Ramachandran Venkataraman Subramanian Iyer' });
    const booking = await book(token, phone, 'Sector Seventeen Extension Scheme Colony');
    const admin = await t.login('admin');
    const cleaner = await t.login('cleaner');
    const ravi = (await t.request('GET', '/api/users/profile', { token: cleaner })).body.data.user;
    expect(
      (
        await t.request('PATCH', `/api/bookings/${booking._id}/assign`, {
          token: admin,
          body: { cleanerId: ravi._id },
        })
      ).status,
    ).toBe(200);
    await t.app.textOutbox.runOnce();
    const rows = (await textsOf(booking._id)).filter((r) => r.channel === 'sms');
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'booking-received',
      'cleaner-assigned',
      'cleaner-new-job',
    ]);
    for (const r of rows)
      for (const v of r.variables) expect(Array.from(v.value).length).toBeLessThanOrEqual(30);
    const job = rows.find((r) => r.kind === 'cleaner-new-job')!;
    const vars = Object.fromEntries(job.variables.map((v) => [v.name, v.value]));
    // The city cut on a word to leave room for the pincode.
    expect(vars.area).toBe('Sector Seventeen 452001');
    expect(vars.map).toMatch(/^http:\/\/localhost:3000\/r\/[0-9A-Za-z]{6}$/);
    // The customer's text gives the company's number to call, with the cleaner's name.
    const assigned = rows.find((r) => r.kind === 'cleaner-assigned')!;
    expect(assigned.variables.find((v) => v.name === 'phone')!.value).toBe(t.config.COMPANY_PHONE);
    expect(assigned.variables.find((v) => v.name === 'cleaner')!.value).toBe(ravi.name);
    // Every report delivered: nothing in them breaks DLT.
    await msg91.sendReports(reportUrl());
    expect(
      (await textsOf(booking._id)).filter((r) => r.channel === 'sms').map((r) => r.deliveryStatus),
    ).toEqual(['delivered', 'delivered', 'delivered']);

    // The job's short link opens the address and its map for that cleaner only.
    const open = (token?: string) => t.request('GET', `/api/r/${codeOf(vars.map)}`, { token });
    const forCleaner = await open(cleaner);
    expect(forCleaner.status).toBe(200);
    expect(forCleaner.body.data).toMatchObject({
      kind: 'job',
      job: { address: '12 MG Road, Flat 4, Sector Seventeen Extension Scheme Colony, 452001' },
    });
    expect(forCleaner.body.data.job.mapUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20MG/,
    );
    expect((await open(token)).status).toBe(404);
    expect((await open(admin)).status).toBe(404);
    expect((await open()).status).toBe(401);
    expect((await t.request('GET', '/api/r/Zz9Zz9', { token: cleaner })).status).toBe(404);
  });

  it('links the payment receipt by a short link that opens for the booking’s account only', async () => {
    const owner = await customer();
    const other = await customer();
    const booking = await book(owner.token, owner.phone);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    const shortLinks = createShortLinks({ db: t.database.db, publicUrl: t.config.PUBLIC_URL });
    const texts = createTextNotifications({
      shortLinks,
      publicUrl: t.config.PUBLIC_URL,
      hindiSmsKinds: 'all',
      companyPhone: '+91 1',
    });
    await t.database.db.transaction((tx) =>
      texts.paymentReceived(tx, row as unknown as TextBooking, { id: 'pay_readiness1', amountPaise: 49_900 }),
    );
    const paid = (await textsOf(booking._id)).find(
      (r) => r.kind === 'payment-received' && r.channel === 'sms',
    )!;
    const link = paid.variables.find((v) => v.name === 'link')!.value;
    expect(link).toMatch(/^http:\/\/localhost:3000\/r\/[0-9A-Za-z]{6}$/);
    expect(link.length).toBeLessThanOrEqual(30);
    const open = (token?: string) => t.request('GET', `/api/r/${codeOf(link)}`, { token });
    expect((await open(owner.token)).body.data).toEqual({
      kind: 'receipt',
      to: `/booking-documents?bookingId=${booking._id}`,
    });
    expect((await open(other.token)).status).toBe(404);
    expect((await open()).status).toBe(401);

    // The booking's own link: the same link every time, for its owner.
    const again = await t.database.db.transaction((tx) =>
      shortLinks.linkFor(tx, 'booking', booking._id, owner.user._id),
    );
    expect(
      await t.database.db.transaction((tx) => shortLinks.linkFor(tx, 'booking', booking._id, owner.user._id)),
    ).toBe(again);
    const opened = await t.request('GET', `/api/r/${codeOf(again)}`, { token: owner.token });
    expect(opened.body.data).toEqual({ kind: 'booking', to: `/my-bookings?bookingId=${booking._id}` });
    expect((await t.request('GET', `/api/r/${codeOf(again)}`, { token: other.token })).status).toBe(404);
  });

  it('sends Hindi SMS with MSG91’s unicode flag, English without', async () => {
    const hindi = await customer({ language: 'hi' });
    const english = await customer();
    await book(hindi.token, hindi.phone);
    await book(english.token, english.phone);
    await t.app.textOutbox.runOnce();
    const sent = (phone: string) =>
      msg91.requests.find(
        (r) => r.body.recipients?.[0]?.mobiles === `91${phone}` && r.body.template_id !== 'tmpl-otp',
      )!;
    expect(sent(hindi.phone).body).toMatchObject({ template_id: 'tmpl-received-hi', unicode: 1 });
    expect(sent(english.phone).body.template_id).toBe('tmpl-received');
    expect(sent(english.phone).body).not.toHaveProperty('unicode');
  });
});

describe('MSG91 delivery reports', () => {
  it('records a failure once, with its reason on the booking’s messages; refuses a wrong token', async () => {
    const { token, phone } = await customer();
    msg91.undeliverable.add(`91${phone}`);
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    const [report] = msg91.pendingReports.filter((r) => r.telNum === `91${phone}`);
    expect(report).toMatchObject({ status: '2', failureReason: 'Absent subscriber' });

    const forged = await fetch(reportUrl('wrong'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(forged.status).toBe(401);
    expect((await textsOf(booking._id)).find((r) => r.channel === 'sms')!.deliveryStatus).toBeNull();

    // MSG91 may push a report twice: it is applied once.
    const post = () => t.request('POST', `/api/webhooks/msg91?token=${MSG91_TOKEN}`, { body: report });
    expect((await post()).body.data.applied).toBe(1);
    expect((await post()).body.data.applied).toBe(0);
    const admin = await t.login('admin');
    const messages = await t.request('GET', `/api/admin/messages?bookingId=${booking._id}`, { token: admin });
    expect(messages.body.data.items.find((m: { channel: string }) => m.channel === 'sms')).toMatchObject({
      status: 'sent',
      deliveryStatus: 'failed',
      lastError: 'SMS not delivered: Absent subscriber',
    });
    // A late "delivered" for the same request does not hide the failure.
    expect(
      (
        await t.request('POST', `/api/webhooks/msg91?token=${MSG91_TOKEN}`, {
          body: { ...report, status: '1', desc: 'DELIVERED', failureReason: '' },
        })
      ).body.data.applied,
    ).toBe(0);
    msg91.undeliverable.delete(`91${phone}`);
  });
});

describe('WhatsApp replies and statuses', () => {
  it('puts a customer’s message into the admin inbox as a conversation; an opt-out word stays out', async () => {
    const { token, phone, user } = await customer({ whatsapp: true });
    const say = (text: string) =>
      t.request('POST', '/api/webhooks/whatsapp', signed(inbound(`91${phone}`, text)));
    expect((await say('When will the cleaner come?')).body.data).toMatchObject({ inbox: 1, stops: 0 });
    expect((await say('Please bring a ladder\ntoo')).body.data.inbox).toBe(1);
    expect((await say('रोकें!')).body.data).toMatchObject({ inbox: 0, stops: 1 });
    expect(
      (await t.request('GET', '/api/users/notification-preferences', { token })).body.data.whatsapp,
    ).toBe(false);
    const admin = await t.login('admin');
    const list = await t.request('GET', '/api/admin/inbox/conversations', { token: admin });
    expect(list.status).toBe(200);
    const mine = list.body.data.find((c: { number: string }) => c.number === `91${phone}`);
    expect(mine).toMatchObject({
      channel: 'whatsapp',
      messages: 2,
      lastText: 'Please bring a ladder\ntoo',
      userId: user._id,
      customerName: user.name,
    });
    const thread = await t.request('GET', `/api/admin/inbox/conversations/91${phone}`, { token: admin });
    expect(thread.body.data.map((m: { text: string }) => m.text)).toEqual([
      'Please bring a ladder\ntoo',
      'When will the cleaner come?',
    ]);
    const customerView = await t.request('GET', '/api/admin/inbox/conversations', { token });
    expect(customerView.status).toBe(403);
  });

  it('ignores a change for another phone number id', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const res = await t.request(
      'POST',
      '/api/webhooks/whatsapp',
      signed(inbound(`91${phone}`, 'STOP', '999000')),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ignored: 1, stops: 0, inbox: 0 });
    expect(
      (await t.request('GET', '/api/users/notification-preferences', { token })).body.data.whatsapp,
    ).toBe(true);
  });

  it('sends our outbox id as biz_opaque_callback_data and matches a status by it when the answer was lost', async () => {
    const { token, phone } = await customer({ whatsapp: true });
    const booking = await book(token, phone);
    await t.app.textOutbox.runOnce();
    const row = (await textsOf(booking._id)).find((r) => r.channel === 'whatsapp')!;
    const request = whatsapp.requests.find((r) => r.body.to === `91${phone}`)!;
    expect(request.path).toBe(`/v24.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.body.biz_opaque_callback_data).toBe(row.id);
    // As if the send's answer had been lost: we never learned the wamid.
    await t.database.db
      .update(outboxTexts)
      .set({ providerMessageId: null })
      .where(eq(outboxTexts.id, row.id));
    const failed = change({
      statuses: [
        {
          id: 'wamid.lost-answer',
          status: 'failed',
          recipient_id: `91${phone}`,
          biz_opaque_callback_data: row.id,
          errors: [
            {
              code: 131049,
              title: 'This message was not delivered to maintain healthy ecosystem engagement.',
              error_data: {
                details: 'In order to maintain a healthy ecosystem engagement, the message failed.',
              },
            },
          ],
        },
      ],
    });
    expect((await t.request('POST', '/api/webhooks/whatsapp', signed(failed))).body.data.statuses).toBe(1);
    expect(await textById(row.id)).toMatchObject({
      providerMessageId: 'wamid.lost-answer',
      deliveryStatus: 'failed',
      lastError:
        'WhatsApp: (131049) This message was not delivered to maintain healthy ecosystem engagement.: In order to maintain a healthy ecosystem engagement, the message failed.',
    });
  });
});
