import { simpleParser } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../platform/mail/outbox';
import { createSmtpTransport } from '../../platform/mail/smtp-transport';
import { closeSmtpServer, mailsTo, startSmtpServer, waitForMail } from '../../test/smtp-server';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookForNewCustomer } from '../payments/payments.test-support';

/**
 * The receipt and the tax invoice reach the customer as PDF attachments: the outbox row holds a reference
 * (the document id), the worker renders the PDF when it sends, nodemailer sends it to a real SMTP server
 * on loopback, and mailparser reads what arrived.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let smtp: { server: SMTPServer; port: number };
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    clock,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      COMPANY_GSTIN: '23ABCDE1234F1Z5',
      MAIL_FROM: 'Chamak <mailer@chamak.test>',
    },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
  });
  await t.app.outbox.runOnce(1_000);
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

/** The mail to that address carrying that file (its name is in the raw MIME headers). */
const mailWith = (to: string, filename: string) =>
  waitForMail((m) => m.envelopeTo.includes(to) && m.raw.includes(filename));

const rowOf = async (to: string, kind: string) => (await messagesTo(t.database.db, to, kind))[0]!;

async function pdfText(content: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

async function payFor(c: { token: string; bookingId: string }) {
  const order = (
    await t.request('POST', '/api/payment/create-order', { token: c.token, body: { bookingId: c.bookingId } })
  ).body.data;
  const paid = await t.request('POST', '/api/payment/sandbox/checkout', {
    token: c.token,
    body: { orderId: order.orderId, method: 'upi' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('invoice PDFs attached to the emails', () => {
  it('sends the payment email with the receipt voucher PDF, rendered at send time, once', async () => {
    const c = await bookForNewCustomer(t, clock.now(), 1);
    await t.app.outbox.runOnce(); // welcome and booking received
    await payFor(c);
    const doc = (
      await t.request('GET', `/api/payment/documents?bookingId=${c.bookingId}`, { token: c.token })
    ).body.data.documents[0];
    const filename = `${doc.serial.replace(/\//g, '-')}.pdf`;

    // Queued with the payment, as a reference: the row holds no PDF bytes.
    const row = await rowOf(c.email, 'payment-received');
    expect(row.attachments).toEqual([{ type: 'invoice-pdf', ref: doc.id, filename }]);
    expect(row.status).toBe('queued');
    const admin = await t.login('admin');
    const outbox = await t.request('GET', '/api/admin/outbox?status=queued&size=100', { token: admin });
    expect(outbox.body.data.items.find((e: { id: string }) => e.id === row.id).attachments).toEqual([
      filename,
    ]);

    const arrived = mailWith(c.email, filename);
    await t.app.outbox.runOnce();
    const mail = await simpleParser((await arrived).raw);
    expect(mail.subject).toBe('Payment received: ₹6,500.00 for Office Cleaning');
    expect(mail.text).toContain(`Your receipt ${doc.serial} is attached as a PDF.`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe(filename);
    expect(pdf.filename).toMatch(/^RCV-26-27-\d{6}\.pdf$/);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.contentDisposition).toBe('attachment');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.content);
    expect(text).toContain('RECEIPT VOUCHER');
    expect(text).toContain(doc.serial);
    expect(text).toContain('₹6,500.00');

    expect((await rowOf(c.email, 'payment-received')).status).toBe('sent');
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(mailsTo(c.email).filter((m) => m.raw.includes(filename))).toHaveLength(1);
  });

  it('emails the tax invoice with its PDF when the service is completed', async () => {
    const c = await bookForNewCustomer(t, clock.now(), 2);
    await payFor(c);
    await t.app.outbox.runOnce();
    const admin = await t.login('admin');
    // The customer holds the code from the assignment on.
    const code = async () =>
      (await t.request('GET', `/api/bookings/${c.bookingId}`, { token: c.token })).body.data.booking
        .startCode;
    for (const status of ['assigned', 'in-progress', 'completed']) {
      const startCode = status === 'in-progress' ? await code() : undefined;
      const moved = await t.request('PATCH', `/api/bookings/${c.bookingId}/status`, {
        token: admin,
        body: { status, notes: '', ...(status === 'in-progress' ? { startCode } : {}) },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const docs = (
      await t.request('GET', `/api/payment/documents?bookingId=${c.bookingId}`, { token: c.token })
    ).body.data.documents;
    const invoice = docs.find((d: { kind: string }) => d.kind === 'tax_invoice');

    const filename = `${invoice.serial.replace(/\//g, '-')}.pdf`;
    const arrived = mailWith(c.email, filename);
    await t.app.outbox.runOnce();
    const mail = await simpleParser((await arrived).raw);
    expect(mail.subject).toBe(`Tax invoice ${invoice.serial} for Office Cleaning`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[filename, 'application/pdf']]);
    const content = mail.attachments[0]!.content;
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(content);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('₹495.76');
  });
});
