import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';
import type { InvoiceDto } from '../../../shared/api-payments';
import { formatDateLong } from '../../../shared/domain/time';
import { formatDayTime } from '../../../shared/domain/date-format';
import { quantityWords } from '../../../shared/domain/document-line';
import { paymentMethodLabel } from '../../../shared/labels';
import { splitGst } from '../../../shared/domain/gst';
import { formatRupeesExact } from '../../../shared/money';

const titles = { receipt: 'PAYMENT RECEIPT', receipt_voucher: 'RECEIPT VOUCHER', tax_invoice: 'TAX INVOICE' };
// PDF's built-in fonts have no rupee sign (U+20B9); DejaVu Sans (OFL, embeddable) has it. Parsed once
// and shared by every document (fontkit caches what it decodes); pdfkit embeds only the glyphs used.
const loadFont = (weight: 400 | 700) =>
  fontkit.create(
    woffToSfnt(
      readFileSync(
        createRequire(import.meta.url).resolve(
          `@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`,
        ),
      ),
    ),
  ) as fontkit.Font;
// pdfkit takes a parsed fontkit font as well as bytes (it checks for `layout`); its typings list only bytes.
const asSource = (font: fontkit.Font) => font as unknown as Buffer;
const FONTS = { regular: asSource(loadFont(400)), bold: asSource(loadFont(700)) };
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const inr = formatRupeesExact;

/** The document as an A4 PDF (pdfkit), the same particulars as the printable page. */
export function renderInvoicePdf(doc: InvoiceDto): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${titles[doc.kind]} ${doc.serial}` },
  });
  pdf.registerFont(REGULAR, FONTS.regular);
  pdf.registerFont(BOLD, FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const gst = !!doc.supplier.gstin;

  pdf.font(BOLD).fontSize(16).text(doc.supplier.name);
  pdf.font(REGULAR).fontSize(10).text(doc.supplier.address, { width: 260 });
  pdf.text(`Phone: ${doc.supplier.phone}`);
  if (gst) pdf.text(`GSTIN: ${doc.supplier.gstin}`);
  pdf.font(BOLD).fontSize(14).text(titles[doc.kind], 300, 50, { align: 'right' });
  pdf.font(REGULAR).fontSize(10).text(`No. ${doc.serial}`, { align: 'right' });
  pdf.text(`Date: ${formatDateLong(doc.issuedOn)}`, { align: 'right' });
  pdf.text(`Booking reference: ${doc.bookingReference}`, { align: 'right' });

  pdf.moveDown(3).x = 50;
  pdf.font(BOLD).text('Billed to', 50);
  pdf
    .font(REGULAR)
    .text(doc.customer.name)
    .text(doc.customer.address)
    .text(`${doc.customer.state} - ${doc.customer.pincode}`);
  if (gst) pdf.moveDown(0.5).text(`Place of supply: ${doc.placeOfSupply}`);

  pdf.moveDown();
  pdf.font(BOLD).text(`Description${gst ? ` (SAC ${doc.sac})` : ''}`, 50);
  pdf.font(REGULAR).text(doc.description.replace(/ - SAC \d+$/, ''));
  const { quantity, unit, unitPricePaise } = doc.visit;
  pdf.text(
    `Quantity: ${quantityWords(quantity, unit)}${unitPricePaise !== null ? ` × ${inr(unitPricePaise)}` : ''}`,
  );
  pdf.text(`Service date: ${formatDayTime(doc.visit.date, doc.visit.time)}`);
  pdf.moveDown();

  const split = splitGst({
    pricePaise: doc.pricePaise,
    discountPaise: doc.discountPaise,
    state: doc.placeOfSupply,
  });
  const rows: [string, number][] = gst
    ? [
        ['Value of service (excl. GST)', split.grossTaxablePaise],
        ...(split.discountTaxablePaise
          ? ([['Discount (excl. GST)', -split.discountTaxablePaise]] as [string, number][])
          : []),
        ['Taxable value', doc.taxablePaise],
        ...(split.intraState
          ? ([
              ['CGST @ 9%', doc.cgstPaise],
              ['SGST @ 9%', doc.sgstPaise],
            ] as [string, number][])
          : ([['IGST @ 18%', doc.igstPaise]] as [string, number][])),
      ]
    : [
        ['Price', doc.pricePaise],
        ...(doc.discountPaise ? ([['Discount', -doc.discountPaise]] as [string, number][]) : []),
      ];
  for (const [label, paise] of rows) {
    const y = pdf.y;
    pdf.text(label, 300, y).text(paise < 0 ? `−${inr(-paise)}` : inr(paise), 300, y, { align: 'right' });
  }
  const y = pdf.y + 4;
  pdf.font(BOLD).text('Total', 300, y).text(inr(doc.totalPaise), 300, y, { align: 'right' });
  pdf.font(REGULAR);
  // Credits paid part of it (decision 040): the two parts, so the online payment's amount reads right.
  if (doc.creditsPaise > 0) {
    const paid: [string, number][] = [['Paid with credits', doc.creditsPaise]];
    if (doc.totalPaise > doc.creditsPaise) paid.push(['Paid online', doc.totalPaise - doc.creditsPaise]);
    for (const [label, paise] of paid) {
      const at = pdf.y;
      pdf.text(label, 300, at).text(inr(paise), 300, at, { align: 'right' });
    }
  }
  pdf.moveDown(2);
  if (doc.paymentMethod) pdf.text(`Payment method: ${paymentMethodLabel(doc.paymentMethod)}`, 50);
  if (doc.paymentReference) pdf.text(`Payment ID: ${doc.paymentReference}`, 50);
  pdf
    .fontSize(8)
    .text(
      `${gst ? 'Prices include GST. ' : ''}This is a computer-generated document and needs no signature.`,
      50,
    );
  pdf.end();
  return done;
}
