import { formatDateLong } from '../../../shared/domain/time';
import { formatRupeesExact } from '../../../shared/money';
import type { EmailMessage, OutboxAttachmentRef } from '../../platform/mail/outbox';

export const INVOICE_PDF = 'invoice-pdf';

/** 'RCV/26-27/000001' → 'RCV-26-27-000001.pdf': the name a customer's mail app and browser show. */
export const invoiceFilename = (serial: string) => `${serial.replace(/\//g, '-')}.pdf`;

/** The document's PDF, rendered when the email is sent (OutboxWorker.renderAttachments). */
export const invoicePdfAttachment = (doc: { id: string; serial: string }): OutboxAttachmentRef => ({
  type: INVOICE_PDF,
  ref: doc.id,
  filename: invoiceFilename(doc.serial),
});

/** The tax invoice of a completed service, with its PDF (PRODUCT.md §5 'payment receipt and invoice'). */
export function taxInvoiceEmail(
  b: { id: string; customerName: string; customerEmail: string; serviceName: string; scheduledDate: string },
  doc: { id: string; serial: string; totalPaise: number },
  company: string,
  publicUrl?: string,
): EmailMessage {
  const link = publicUrl
    ? `\nAlso online: ${publicUrl.replace(/\/$/, '')}/booking-documents?bookingId=${b.id}`
    : '';
  return {
    kind: 'tax-invoice',
    to: b.customerEmail,
    subject: `Tax invoice ${doc.serial} for ${b.serviceName}`,
    text:
      `Hi ${b.customerName || 'there'},\n\nThank you for choosing us. Your tax invoice ${doc.serial} for ` +
      `${b.serviceName} on ${formatDateLong(b.scheduledDate)} (${formatRupeesExact(doc.totalPaise)}) is attached as a PDF.` +
      link +
      `\n\n— ${company}`,
    attachments: [invoicePdfAttachment(doc)],
  };
}
