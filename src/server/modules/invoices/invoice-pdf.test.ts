import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../shared/api-payments';
import { renderInvoicePdf } from './invoice-pdf';

const taxInvoice: InvoiceDto = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'tax_invoice',
  serial: 'CHM/26-27/000123',
  issuedOn: '2026-12-01',
  supplier: {
    name: 'Chamak Cleaning Services',
    address: '12 MG Road, Indore',
    phone: '+91 98765 43210',
    gstin: '23ABCDE1234F1Z5',
  },
  customer: { name: 'Asha Verma', address: '5 Palasia, Indore', pincode: '452001', state: 'Madhya Pradesh' },
  placeOfSupply: 'Madhya Pradesh',
  sac: '998533',
  description: 'Home Cleaning (2 BHK Standard) - SAC 998533',
  pricePaise: 650000,
  discountPaise: 0,
  taxablePaise: 550847,
  cgstPaise: 49576,
  sgstPaise: 49577,
  igstPaise: 0,
  totalPaise: 650000,
  paymentReference: 'pay_TEST123',
  creditsPaise: 0,
  paymentMethod: 'razorpay_upi',
  bookingId: '7d7c1a52-0000-4000-8000-000000000002',
  bookingReference: '7D7C1A52',
  visit: { date: '2026-12-01', time: '09:00', quantity: 2, unit: 'bathroom', unitPricePaise: 325000 },
};

/** The text a PDF reader gets out of the document (pdf.js, through unpdf): what a customer can copy. */
async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('the invoice PDF', () => {
  it('prints amounts with the rupee sign from an embedded font', async () => {
    const pdf = await renderInvoicePdf(taxInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('CHM/26-27/000123');
    expect(text).toContain('₹5,508.47');
    expect(text).toContain('₹495.76');
    expect(text).toContain('₹6,500.00');
    expect(text).not.toContain('INR');
    // What a customer looks for on a receipt besides the sums (issue 37).
    expect(text).toContain('Phone: +91 98765 43210');
    expect(text).toContain('Booking reference: 7D7C1A52');
    expect(text).toContain('Quantity: 2 bathrooms × ₹3,250.00');
    expect(text).toContain('Service date: Tue, 1 Dec 2026, 9:00 AM');
    expect(text).toContain('Payment method: UPI (online)');
    expect(text).not.toContain('Paid with credits');
    // The font is embedded (a subset), not one of the 14 standard fonts that lack U+20B9.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('shows a discount as a negative amount before tax', async () => {
    const text = await textOf(
      await renderInvoicePdf({
        ...taxInvoice,
        pricePaise: 118000,
        discountPaise: 11800,
        taxablePaise: 90000,
        cgstPaise: 8100,
        sgstPaise: 8100,
        totalPaise: 106200,
      }),
    );
    expect(text).toContain('−₹100.00');
    expect(text).toContain('₹1,062.00');
  });

  it('shows the part credits paid and the part paid online (decision 040)', async () => {
    const text = await textOf(await renderInvoicePdf({ ...taxInvoice, creditsPaise: 150000 }));
    expect(text).toMatch(/Paid with credits\s*₹1,500\.00/);
    expect(text).toMatch(/Paid online\s*₹5,000\.00/);
  });

  it('shows no online part for a booking credits paid in full', async () => {
    const text = await textOf(
      await renderInvoicePdf({ ...taxInvoice, creditsPaise: 650000, paymentMethod: 'credits' }),
    );
    expect(text).toMatch(/Paid with credits\s*₹6,500\.00/);
    expect(text).not.toContain('Paid online');
  });
});
