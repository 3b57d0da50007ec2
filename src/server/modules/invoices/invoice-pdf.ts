import PDFDocument from 'pdfkit';
import type { InvoiceDto } from '../../../shared/api-payments';
import { formatDateLong } from '../../../shared/domain/time';
import { splitGst } from '../../../shared/domain/gst';

const titles = { receipt: 'PAYMENT RECEIPT', receipt_voucher: 'RECEIPT VOUCHER', tax_invoice: 'TAX INVOICE' };
// PDF's built-in Helvetica has no rupee sign: amounts read 'INR 6,500.00'.
const inr = (paise: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/** The document as an A4 PDF (pdfkit), the same particulars as the printable page. */
export function renderInvoicePdf(doc: InvoiceDto): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${titles[doc.kind]} ${doc.serial}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const gst = !!doc.supplier.gstin;

  pdf.font('Helvetica-Bold').fontSize(16).text(doc.supplier.name);
  pdf.font('Helvetica').fontSize(10).text(doc.supplier.address, { width: 260 });
  if (gst) pdf.text(`GSTIN: ${doc.supplier.gstin}`);
  pdf.font('Helvetica-Bold').fontSize(14).text(titles[doc.kind], 300, 50, { align: 'right' });
  pdf.font('Helvetica').fontSize(10).text(`No. ${doc.serial}`, { align: 'right' });
  pdf.text(`Date: ${formatDateLong(doc.issuedOn)}`, { align: 'right' });

  pdf.moveDown(3).x = 50;
  pdf.font('Helvetica-Bold').text('Billed to', 50);
  pdf
    .font('Helvetica')
    .text(doc.customer.name)
    .text(doc.customer.address)
    .text(`${doc.customer.state} - ${doc.customer.pincode}`);
  if (gst) pdf.moveDown(0.5).text(`Place of supply: ${doc.placeOfSupply}`);

  pdf.moveDown();
  pdf.font('Helvetica-Bold').text(`Description${gst ? ` (SAC ${doc.sac})` : ''}`, 50);
  pdf.font('Helvetica').text(doc.description.replace(/ - SAC \d+$/, ''));
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
    pdf.text(label, 300, y).text(paise < 0 ? `- ${inr(-paise)}` : inr(paise), 300, y, { align: 'right' });
  }
  const y = pdf.y + 4;
  pdf.font('Helvetica-Bold').text('Total', 300, y).text(inr(doc.totalPaise), 300, y, { align: 'right' });
  pdf.font('Helvetica').moveDown(2);
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
