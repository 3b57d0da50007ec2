import type { EmailMessage, OutboxAttachmentRef } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';

export const INVOICE_PDF = 'invoice-pdf';

/** 'RCV/26-27/000001' → 'RCV-26-27-000001.pdf': the name a customer's mail app and browser show. */
export const invoiceFilename = (serial: string) => `${serial.replace(/\//g, '-')}.pdf`;

/** The document's PDF, rendered when the email is sent (OutboxWorker.renderAttachments). */
export const invoicePdfAttachment = (doc: { id: string; serial: string }): OutboxAttachmentRef => ({
  type: INVOICE_PDF,
  ref: doc.id,
  filename: invoiceFilename(doc.serial),
});

/**
 * The tax invoice of a completed service, with its PDF
 * rendered by the sender in the recipient's language (templates/payment.ts).
 */
export function taxInvoiceEmail(
  b: { id: string; customerName: string; customerEmail: string; serviceName: string; scheduledDate: string },
  doc: { id: string; serial: string; totalPaise: number },
  company: string,
  publicUrl?: string,
): EmailMessage {
  return {
    kind: 'tax-invoice',
    to: b.customerEmail,
    ...templateCall(
      'tax-invoice',
      { name: company },
      { id: b.id, customerName: b.customerName, serviceName: b.serviceName, scheduledDate: b.scheduledDate },
      { serial: doc.serial, totalPaise: doc.totalPaise },
      publicUrl || null,
    ),
    attachments: [invoicePdfAttachment(doc)],
  };
}
