import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookForNewCustomer } from '../payments/payments.test-support';
import { createInvoicesService } from './invoices.service';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', COMPANY_GSTIN: '23ABCDE1234F1Z5' },
  });
});
afterAll(() => t.close());

async function paidBooking() {
  const c = await bookForNewCustomer(t, clock.now(), day++);
  const order = (
    await t.request('POST', '/api/payment/create-order', { token: c.token, body: { bookingId: c.bookingId } })
  ).body.data;
  await t.request('POST', '/api/payment/sandbox/checkout', {
    token: c.token,
    body: { orderId: order.orderId, method: 'upi' },
  });
  return c;
}

describe('receipts and GST invoices (COMPANY_GSTIN set)', () => {
  it('gives an advance payment a receipt voucher with the GST split for Madhya Pradesh', async () => {
    const c = await paidBooking();
    const res = await t.request('GET', `/api/payment/documents?bookingId=${c.bookingId}`, { token: c.token });
    expect(res.status).toBe(200);
    const [doc] = res.body.data.documents;
    expect(doc).toMatchObject({
      kind: 'receipt_voucher',
      issuedOn: '2026-12-01',
      supplier: { name: 'Chamak Cleaning Services', gstin: '23ABCDE1234F1Z5' },
      customer: { name: 'Test Customer', pincode: '452001', state: 'Madhya Pradesh' },
      sac: '998533',
      pricePaise: 650000,
      discountPaise: 0,
      taxablePaise: 550847,
      cgstPaise: 49576,
      sgstPaise: 49577,
      igstPaise: 0,
      totalPaise: 650000,
    });
    expect(doc.serial).toMatch(/^RCV\/26-27\/\d{6}$/);
    expect(doc.paymentReference).toMatch(/^pay_/);
    // The visit, the line's quantity and how it was paid, read with the document (issue 37).
    expect(doc).toMatchObject({
      supplier: { phone: '+91 98765 43210' },
      bookingReference: c.bookingId.slice(0, 8).toUpperCase(),
      paymentMethod: 'razorpay_upi',
      visit: {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
      },
    });
    expect(doc.visit.quantity).toBeGreaterThan(0);
    const one = await t.request('GET', `/api/payment/documents/${doc.id}`, { token: c.token });
    expect(one.body.data.document.serial).toBe(doc.serial);
    const pdf = await fetch(`${t.baseUrl}/api/payment/documents/${doc.id}/pdf`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it("answers 404 for another customer's documents", async () => {
    const c = await paidBooking();
    const other = await t.signup();
    const list = await t.request('GET', `/api/payment/documents?bookingId=${c.bookingId}`, {
      token: other.token,
    });
    expect(list.status).toBe(404);
    const mine = await t.request('GET', `/api/payment/documents?bookingId=${c.bookingId}`, {
      token: c.token,
    });
    const doc = mine.body.data.documents[0];
    expect((await t.request('GET', `/api/payment/documents/${doc.id}`, { token: other.token })).status).toBe(
      404,
    );
  });

  it('issues the tax invoice when the service is completed, once', async () => {
    const c = await paidBooking();
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
    expect(docs.map((d: { kind: string }) => d.kind).sort()).toEqual(['receipt_voucher', 'tax_invoice']);
    expect(docs.find((d: { kind: string }) => d.kind === 'tax_invoice').serial).toMatch(
      /^CHM\/26-27\/\d{6}$/,
    );
  });

  it('numbers 12 documents issued at once 1..n with no gap and no duplicate', async () => {
    const invoices = createInvoicesService({
      db: t.database.db,
      clock,
      company: { name: 'Chamak', address: 'Indore', phone: '+91 98765 43210', gstin: '23ABCDE1234F1Z5' },
    });
    const bookings = await Promise.all(
      Array.from({ length: 12 }, (_, i) => bookForNewCustomer(t, clock.now(), 20 + i)),
    );
    const issued = await Promise.all(bookings.map((b) => invoices.issueTaxInvoice(b.bookingId)));
    const numbers = issued.map((d) => Number(d!.serial.split('/')[2])).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });
});
