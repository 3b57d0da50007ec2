import { bookingReference } from '../../../shared/booking-reference';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts } from '../../db/schema/index';
import { reminderAt } from '../../../shared/domain/reminders';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { TEXT_KINDS, TEXT_TEMPLATES } from '../../../shared/notifications';
import { messagesTo } from '../mail/outbox';
import { renderTemplate } from '../mail/templates/registry';
import { createMsg91Provider } from '../messaging/msg91-provider';
import {
  type ProviderFake,
  startMsg91Fake,
  startWhatsAppFake,
} from '../messaging/provider-fakes.test-support';
import { createWhatsAppProvider } from '../messaging/whatsapp-provider';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { smsText, stringCount } from './i18n';
import enEmails from './locales/en/emails';
import hiData from './locales/hi/data';
import hiEmails from './locales/hi/emails';
import { formatDay } from '../../../shared/domain/date-format';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * The account's language, and every email, SMS and WhatsApp leaving in it. Providers are
 * loopback fakes answering like MSG91 and the Graph API; emails are read from the outbox as the sender
 * renders them.
 */
const HOUR = 18;
const visitDate = addDays(todayInIndia(new Date()), 3);
const dueAt = reminderAt(visitDate, HOUR);
const clock = manualClock(new Date(dueAt.getTime() - 6 * 3600_000));
const HINDI_SMS_IDS = { 'booking-reminder': 'tmpl-reminder-hi' };
const SMS_IDS = { 'booking-received': 'tmpl-received', 'booking-reminder': 'tmpl-reminder' };

let t: TestApp;
let msg91: ProviderFake;
let whatsapp: ProviderFake;
let officeId: string;
let phoneCounter = 0;
const nextPhone = () => `97${String(52_000_000 + ++phoneCounter * 41).padStart(8, '0')}`;

/** Latin-script words, but e-mail and web addresses (Hindi messages may carry those, and codes). */
const latinWords = (text: string) =>
  text
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]+/g) ?? [];

// Two fakes and an app with its migrations: can take more than the default minute on a busy machine.
beforeAll(async () => {
  msg91 = await startMsg91Fake({ authKey: 'msg91-key' });
  whatsapp = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '1055512345' });
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      REMINDER_HOUR: String(HOUR),
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_TEMPLATE_IDS_HI: JSON.stringify(HINDI_SMS_IDS),
    },
    textProviders: [
      createMsg91Provider({
        authKey: 'msg91-key',
        baseUrl: msg91.url,
        templateIds: SMS_IDS,
        hindiTemplateIds: HINDI_SMS_IDS,
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
}, 180_000);
afterAll(async () => {
  await t?.close();
  await msg91?.close();
  await whatsapp?.close();
});

async function customer(language: 'en' | 'hi' | undefined, opts: { whatsapp?: boolean } = {}) {
  const phone = nextPhone();
  const account = await t.signup({
    name: language === 'hi' ? 'Sunita Sharma' : 'Meera Joshi',
    phone,
    ...(language ? { language } : {}),
    ...(opts.whatsapp ? { whatsapp: true } : {}),
  } as never);
  // Texts go to verified mobiles only: the code the sandbox keeps in the outbox, sent back.
  expect((await t.request('POST', '/api/users/phone/send-code', { token: account.token })).status).toBe(200);
  const [otp] = await t.database.db
    .select({ variables: outboxTexts.variables })
    .from(outboxTexts)
    .where(and(eq(outboxTexts.kind, 'phone-verification'), eq(outboxTexts.to, `91${phone}`)));
  const code = otp.variables.find((v) => v.name === 'code')!.value;
  const verified = await t.request('POST', '/api/users/phone/verify', {
    token: account.token,
    body: { code },
  });
  expect(verified.status).toBe(200);
  return { ...account, phone };
}

async function book(token: string, phone: string, time = '10:00') {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: MG_ROAD,
      phoneNumber: phone,
      areaSqft: 100,
      scheduledDate: visitDate,
      scheduledTime: time,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // Booked once pay after service is chosen (docs/product-rules.md#booked-means-confirmed): nothing is sent before.
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return res.body.data.booking._id as string;
}

const smsTo = (phone: string) =>
  msg91.requests.filter((r) => r.body.recipients?.[0]?.mobiles === `91${phone}`);
const waTo = (phone: string) => whatsapp.requests.filter((r) => r.body.to === `91${phone}`);
const hindiDate = formatDay(visitDate, 'hi');

describe('language on the account', () => {
  it('is English by default, taken at signup, returned by the profile, changed by the profile update', async () => {
    const english = await customer(undefined);
    expect(english.user.language).toBe('en');

    const hindi = await customer('hi');
    expect(hindi.user.language).toBe('hi');
    const profile = await t.request('GET', '/api/users/profile', { token: hindi.token });
    expect(profile.body.data.user.language).toBe('hi');

    const body = { name: 'Sunita Sharma', email: hindi.email };
    const back = await t.request('PUT', '/api/users/profile', {
      token: hindi.token,
      body: { ...body, language: 'en' },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.user.language).toBe('en');
    // Left out, it stays as it is.
    const kept = await t.request('PUT', '/api/users/profile', { token: hindi.token, body });
    expect(kept.body.data.user.language).toBe('en');
    const again = await t.request('PUT', '/api/users/profile', {
      token: hindi.token,
      body: { ...body, language: 'hi' },
    });
    expect(
      (await t.request('GET', '/api/users/profile', { token: hindi.token })).body.data.user.language,
    ).toBe(again.body.data.user.language);
    expect(again.body.data.user.language).toBe('hi');
  });

  it('refuses a language it does not know with 400, on the profile and at signup', async () => {
    const someone = await customer(undefined);
    for (const language of ['fr', 'HI', '', 7, null]) {
      const res = await t.request('PUT', '/api/users/profile', {
        token: someone.token,
        body: { name: 'Meera Joshi', email: someone.email, language },
      });
      expect(res.status, String(language)).toBe(400);
    }
    const signup = await t.request('POST', '/api/auth/register', {
      body: {
        name: 'Asha',
        email: 'asha-fr@example.com',
        phone: '9876543210',
        password: 'Sitar-Lamp-123',
        language: 'fr',
      },
    });
    expect(signup.status).toBe(400);
    const profile = await t.request('GET', '/api/users/profile', { token: someone.token });
    expect(profile.body.data.user.language).toBe('en');
  });
});

describe('messages in the recipient’s language', () => {
  it('writes a Hindi-speaking customer’s booking confirmation in Hindi, and an English one’s as before', async () => {
    const hindi = await customer('hi');
    const hindiBooking = await book(hindi.token, hindi.phone);
    const [hiMail] = await messagesTo(t.database.db, hindi.email, 'booking-received');
    expect(hiMail.language).toBe('hi');
    expect(hiMail.subject).toBe(`बुकिंग मिल गई: ऑफ़िस की सफ़ाई, ${hindiDate}`);
    // The admin's outbox lists the subject that was sent, in its language.
    const listed = await t.request('GET', `/api/admin/messages?bookingId=${hindiBooking}&channel=email`, {
      token: await t.login('admin'),
    });
    expect(listed.body.data.items.find((m: any) => m.kind === 'booking-received').summary).toBe(
      hiMail.subject,
    );
    expect(hiMail.text).toContain('नमस्ते Sunita Sharma,');
    expect(hiMail.text).toContain(
      `हमें ${hindiDate}, सुबह 10:00 बजे के लिए आपकी ऑफ़िस की सफ़ाई (बेसिक) की बुकिंग मिल गई है।`,
    );
    expect(hiMail.text).toContain('कुल:');
    expect(hiMail.text).toMatch(/₹[\d,]+\.\d\d/);
    expect(hiMail.html).toMatch(/<html[^>]* lang="hi"/);
    expect(hiMail.html).toContain('चमक क्लीनिंग सर्विसेज़');
    // The service area's city and state by their Hindi names; the street as the customer typed it.
    expect(hiMail.text).toContain('12 MG Road, इंदौर, मध्य प्रदेश - 452001');
    // Devanagari but for what the customer wrote (name, street), the booking id and addresses.
    const own = ['Sunita', 'Sharma', 'MG', 'Road'];
    const idWords = bookingReference(hindiBooking).match(/[A-Za-z]+/g) ?? [];
    expect(
      latinWords(hiMail.subject + '\n' + hiMail.text).filter((w) => ![...own, ...idWords].includes(w)),
    ).toEqual([]);

    const english = await customer('en');
    await book(english.token, english.phone);
    const [enMail] = await messagesTo(t.database.db, english.email, 'booking-received');
    expect(enMail.language).toBe('en');
    expect(enMail.subject).toMatch(
      /^Booking received: Office Cleaning on [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(enMail.text).toContain('Hi Meera Joshi,');
    expect(enMail.text).toContain('We have received your booking for Office Cleaning (Basic) on ');
    expect(enMail.text).toContain(', 10:00 AM.');
    expect(enMail.html).toMatch(/<html[^>]* lang="en-IN"/);
  });

  it('sends a Hindi-speaking customer’s reminder SMS with the Hindi DLT template, an English one’s with the English', async () => {
    const hindi = await customer('hi');
    const english = await customer('en');
    const hindiBooking = await book(hindi.token, hindi.phone, '14:00');
    await book(english.token, english.phone, '09:00');
    // The booking SMS: no Hindi template for that kind, so the Hindi customer gets the English one.
    await t.app.textOutbox.runOnce();
    expect(smsTo(hindi.phone).map((r) => r.body.template_id)).toEqual(['tmpl-received']);
    expect(smsTo(hindi.phone)[0].body.recipients[0].time).toBe('2:00 PM');

    clock.set(dueAt);
    await t.app.reminders.runOnce();
    await t.app.textOutbox.runOnce();

    const hiReminder = smsTo(hindi.phone).find((r) => r.body.template_id === 'tmpl-reminder-hi');
    expect(hiReminder?.body.recipients[0]).toMatchObject({
      service: 'ऑफ़िस की सफ़ाई',
      time: 'दोपहर 2:00 बजे',
    });
    expect(hiReminder!.body.recipients[0].date).toMatch(/^[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(hiReminder!.body.recipients[0].code).toMatch(/^\d{4,}$/);
    const [row] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(
        and(
          eq(outboxTexts.bookingId, hindiBooking),
          eq(outboxTexts.kind, 'booking-reminder'),
          eq(outboxTexts.channel, 'sms'),
        ),
      );
    expect(row.language).toBe('hi');
    expect(row.text).toBe(
      `याद दिलाना: आपकी ऑफ़िस की सफ़ाई कल, ${hiReminder!.body.recipients[0].date} को दोपहर 2:00 बजे है। दरवाज़े पर सफ़ाईकर्मी को स्टार्ट कोड ${hiReminder!.body.recipients[0].code} दें। - चमक`,
    );

    const enReminder = smsTo(english.phone).find((r) => r.body.template_id === 'tmpl-reminder');
    expect(enReminder?.body.recipients[0]).toMatchObject({ service: 'Office Cleaning', time: '9:00 AM' });
    expect(enReminder!.body.recipients[0].date).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    // The reminder email follows the account too.
    const [hiMail] = await messagesTo(t.database.db, hindi.email, 'booking-reminder');
    expect(hiMail.subject).toBe(`याद दिलाना: ऑफ़िस की सफ़ाई कल, ${hindiDate}, दोपहर 2:00 बजे`);
    const [enMail] = await messagesTo(t.database.db, english.email, 'booking-reminder');
    expect(enMail.subject).toMatch(/^Reminder: Office Cleaning tomorrow, .+, 9:00 AM$/);
  });

  it('sends a Hindi-speaking customer’s WhatsApp with the template in Hindi (language code hi)', async () => {
    const hindi = await customer('hi', { whatsapp: true });
    const booking = await book(hindi.token, hindi.phone, '16:00');
    await t.app.textOutbox.runOnce();
    const [wa] = waTo(hindi.phone);
    expect(wa.body.template).toMatchObject({ name: 'booking_received', language: { code: 'hi' } });
    const params = wa.body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params).toEqual([
      'Sunita',
      'ऑफ़िस की सफ़ाई',
      expect.stringMatching(/^[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}$/),
      'शाम 4:00 बजे',
      booking.slice(0, 8).toUpperCase(),
    ]);

    const english = await customer('en', { whatsapp: true });
    await book(english.token, english.phone, '16:00');
    await t.app.textOutbox.runOnce();
    const [enWa] = waTo(english.phone);
    expect(enWa.body.template).toMatchObject({ name: 'booking_received', language: { code: 'en' } });
    expect(enWa.body.template.components[0].parameters[3].text).toBe('4:00 PM');
  });
});

async function pay(token: string, bookingId: string) {
  const order = await t.request('POST', '/api/payment/create-order', { token, body: { bookingId } });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const paid = await t.request('POST', '/api/payment/sandbox/checkout', {
    token,
    body: { orderId: order.body.data.orderId, method: 'upi' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('payment, refund and invoice emails in the recipient’s language', () => {
  it('writes a Hindi-speaking customer’s payment-received email in Hindi, an English one’s as before', async () => {
    const hindi = await customer('hi');
    const hindiBooking = await book(hindi.token, hindi.phone, '11:00');
    await pay(hindi.token, hindiBooking);
    const [hiMail] = await messagesTo(t.database.db, hindi.email, 'payment-received');
    expect(hiMail.language).toBe('hi');
    expect(hiMail.subject).toMatch(/^भुगतान मिल गया: ऑफ़िस की सफ़ाई के लिए ₹[\d,]+\.\d\d$/);
    expect(hiMail.text).toMatch(
      new RegExp(
        `^नमस्ते Sunita Sharma,\n\nहमें ${hindiDate} की आपकी ऑफ़िस की सफ़ाई के लिए ₹[\\d,]+\\.\\d\\d का भुगतान मिल गया है।\n`,
      ),
    );
    expect(hiMail.text).toContain('\nतरीक़ा: यूपीआई से भुगतान\nस्थिति: भुगतान हो गया\n');
    expect(hiMail.text).toContain(`\nबुकिंग संदर्भ: ${bookingReference(hindiBooking)}\n`);
    expect(hiMail.text).toMatch(/\nआपकी रसीद \S+ पीडीएफ़ के रूप में साथ लगी है।/);
    expect(hiMail.text.endsWith('\n\n— चमक क्लीनिंग सर्विसेज़')).toBe(true);
    expect(hiMail.html).toBeFalsy(); // plain text, as before
    // The PDF goes with it as before (its font has no Devanagari).
    expect(hiMail.attachments).toEqual([expect.objectContaining({ type: 'invoice-pdf' })]);
    // Devanagari but for the customer's name and the codes (booking, payment and receipt ids): a code holds
    // a digit or an underscore (a payment id is pay_ and 14 random letters, sometimes without a digit).
    const codes =
      (hiMail.text.match(/(?<![\w/-])[\w/-]*[\d_][\w/-]*/g) ?? []).join(' ').match(/[A-Za-z]+/g) ?? [];
    expect(
      latinWords(hiMail.subject + '\n' + hiMail.text).filter(
        (w) => !['Sunita', 'Sharma', ...codes].includes(w),
      ),
    ).toEqual([]);

    const english = await customer('en');
    const englishBooking = await book(english.token, english.phone, '12:00');
    await pay(english.token, englishBooking);
    const [enMail] = await messagesTo(t.database.db, english.email, 'payment-received');
    expect(enMail.language).toBe('en');
    expect(enMail.subject).toMatch(/^Payment received: ₹[\d,]+\.\d\d for Office Cleaning$/);
    const enDate = formatDay(visitDate, 'en');
    expect(enMail.text).toMatch(
      new RegExp(
        `^Hi Meera Joshi,\n\nWe have received your payment of ₹[\\d,]+\\.\\d\\d for Office Cleaning on ${enDate}\\.\n` +
          `Payment ID: \\S+\nMethod: UPI Payment\nStatus: Paid\nBooking reference: ${bookingReference(englishBooking)}\n` +
          `Your receipt \\S+ is attached as a PDF\\.\nReceipt: https?://\\S+/booking-documents\\?bookingId=${englishBooking}\n\n— \\S`,
      ),
    );
  });

  it('renders the refund and tax-invoice emails in Hindi, and in English word for word as before', async () => {
    const booking = {
      id: 'b-1',
      customerName: '',
      serviceName: 'Office Cleaning',
      scheduledDate: '2026-11-24',
    };
    const sender = { name: 'Chamak Cleaning Services' };
    const render = (template: string, language: 'en' | 'hi', ...rest: unknown[]) =>
      renderTemplate(template, [sender, booking, ...rest], language);

    const started = await render('refund-started', 'en', 150_000);
    expect(started).toEqual({
      subject: 'Refund of ₹1,500.00 started',
      text:
        'Hi there,\n\nWe have started a refund of ₹1,500.00 for your Office Cleaning booking. It will be credited ' +
        'to the original payment method within 5-7 business days.\n\n— Chamak Cleaning Services',
    });
    const processed = await render('refund-processed', 'en', {
      amountPaise: 150_000,
      providerRefundId: 'rfnd_1',
    });
    expect(processed.text).toBe(
      'Hi there,\n\nYour refund of ₹1,500.00 for Office Cleaning has been processed (refund ID rfnd_1). Banks ' +
        'usually show it within 5-7 business days.\n\n— Chamak Cleaning Services',
    );
    const invoice = await render(
      'tax-invoice',
      'en',
      { serial: 'INV/26-27/000001', totalPaise: 650_000 },
      'https://chamak.test/',
    );
    expect(invoice).toEqual({
      subject: 'Tax invoice INV/26-27/000001 for Office Cleaning',
      text:
        'Hi there,\n\nThank you for choosing us. Your tax invoice INV/26-27/000001 for Office Cleaning on ' +
        'Tue, 24 Nov 2026 (₹6,500.00) is attached as a PDF.\nAlso online: ' +
        'https://chamak.test/booking-documents?bookingId=b-1\n\n— Chamak Cleaning Services',
    });

    const hiStarted = await render('refund-started', 'hi', 150_000);
    expect(hiStarted.subject).toBe('₹1,500.00 का रिफ़ंड शुरू हुआ');
    expect(hiStarted.text).toContain('हमने आपकी ऑफ़िस की सफ़ाई बुकिंग के ₹1,500.00 का रिफ़ंड शुरू कर दिया है।');
    const hiProcessed = await render('refund-processed', 'hi', {
      amountPaise: 150_000,
      providerRefundId: 'rfnd_1',
    });
    expect(hiProcessed.subject).toBe('रिफ़ंड हो गया: ₹1,500.00');
    expect(hiProcessed.text).toContain('(रिफ़ंड आईडी rfnd_1)');
    const hiInvoice = await render(
      'tax-invoice',
      'hi',
      { serial: 'INV/26-27/000001', totalPaise: 650_000 },
      null,
    );
    expect(hiInvoice.subject).toBe('ऑफ़िस की सफ़ाई के लिए टैक्स इनवॉइस INV/26-27/000001');
    expect(hiInvoice.text).toContain('मंगल, 24 नवंबर 2026 की आपकी ऑफ़िस की सफ़ाई का टैक्स इनवॉइस');
    for (const mail of [hiStarted, hiProcessed, hiInvoice]) {
      expect(mail.text.startsWith('नमस्ते,\n\n')).toBe(true);
      expect(mail.text.endsWith('\n\n— चमक क्लीनिंग सर्विसेज़')).toBe(true);
      expect(latinWords(mail.subject + mail.text).filter((w) => !['INV', 'rfnd'].includes(w))).toEqual([]);
    }
  });
});

describe('the server catalogues', () => {
  it('say in English exactly what the registered SMS and WhatsApp templates say', () => {
    for (const kind of TEXT_KINDS) {
      const values = Object.fromEntries(TEXT_TEMPLATES[kind].vars.map((v) => [v, `<${v}>`]));
      const text = TEXT_TEMPLATES[kind].text as (v: Record<string, string>) => string;
      expect(smsText('en')(kind, values), kind).toBe(text(values));
      const hindi = smsText('hi')(kind, values);
      expect(latinWords(hindi.replace(/<\w+>/g, ' ')), kind).toEqual([]);
      for (const v of TEXT_TEMPLATES[kind].vars) expect(hindi, `${kind} keeps ${v}`).toContain(`<${v}>`);
    }
  });

  it('have every email text in Hindi, in Devanagari, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
    const walk = (en: unknown, hi: unknown, path: string): number => {
      if (typeof en === 'string') {
        expect(typeof hi, path).toBe('string');
        expect((hi as string).trim(), path).not.toBe('');
        expect(latinWords((hi as string).replace(/\{\{\w+\}\}/g, ' ')), path).toEqual([]);
        expect(placeholders(hi as string), path).toEqual(placeholders(en));
        return 1;
      }
      return Object.entries(en as object).reduce(
        (n, [key, value]) => n + walk(value, (hi as Record<string, unknown>)[key], `${path}.${key}`),
        0,
      );
    };
    expect(walk(enEmails, hiEmails, 'emails')).toBeGreaterThan(80);
    for (const hindi of Object.values(hiData)) expect(latinWords(hindi), hindi).toEqual([]);
    console.log(`[i18n] server strings: en ${stringCount('en')}, hi ${stringCount('hi')}`);
  });
});
