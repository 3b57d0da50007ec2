import { formatDateLong } from '../../../shared/domain/time';
import { formatRupeesExact } from '../../../shared/money';
import type { EmailMessage } from '../../platform/mail/outbox';
import { invoicePdfAttachment } from '../invoices/invoices.service';

interface BookingLike {
  id: string;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  scheduledDate: string;
}

const sign = (company: string) => `\n\n— ${company}`;
export const REFUND_WINDOW_TEXT = 'within 5-7 business days';
export const methodLabel = (method: string) =>
  method === 'razorpay_qr'
    ? 'QR Code Payment'
    : method === 'razorpay_upi'
      ? 'UPI Payment'
      : 'Pay After Service';

export function paymentReceivedEmail(
  b: BookingLike,
  p: { paymentId: string; amountPaise: number; method: string },
  company: string,
  publicUrl?: string,
  /** The receipt (or receipt voucher) issued with the payment: its PDF goes with the email. */
  document?: { id: string; serial: string },
): EmailMessage {
  const receipt =
    (document ? `\nYour receipt ${document.serial} is attached as a PDF.` : '') +
    (publicUrl ? `\nReceipt: ${publicUrl.replace(/\/$/, '')}/booking-documents?bookingId=${b.id}` : '');
  return {
    kind: 'payment-received',
    to: b.customerEmail,
    subject: `Payment received: ${formatRupeesExact(p.amountPaise)} for ${b.serviceName}`,
    text:
      `Hi ${b.customerName || 'there'},\n\nWe have received your payment of ${formatRupeesExact(p.amountPaise)} ` +
      `for ${b.serviceName} on ${formatDateLong(b.scheduledDate)}.\n` +
      `Payment ID: ${p.paymentId}\nMethod: ${methodLabel(p.method)}\nStatus: Paid\nBooking id: ${b.id}` +
      receipt +
      sign(company),
    ...(document ? { attachments: [invoicePdfAttachment(document)] } : {}),
  };
}

export function refundStartedEmail(b: BookingLike, amountPaise: number, company: string): EmailMessage {
  return {
    kind: 'refund-started',
    to: b.customerEmail,
    subject: `Refund of ${formatRupeesExact(amountPaise)} started`,
    text:
      `Hi ${b.customerName || 'there'},\n\nWe have started a refund of ${formatRupeesExact(amountPaise)} for your ` +
      `${b.serviceName} booking. It will be credited to the original payment method ${REFUND_WINDOW_TEXT}.` +
      sign(company),
  };
}

export function refundProcessedEmail(
  b: BookingLike,
  r: { amountPaise: number; providerRefundId: string },
  company: string,
): EmailMessage {
  return {
    kind: 'refund-processed',
    to: b.customerEmail,
    subject: `Refund processed: ${formatRupeesExact(r.amountPaise)}`,
    text:
      `Hi ${b.customerName || 'there'},\n\nYour refund of ${formatRupeesExact(r.amountPaise)} for ${b.serviceName} ` +
      `has been processed (refund ID ${r.providerRefundId}). Banks usually show it ${REFUND_WINDOW_TEXT}.` +
      sign(company),
  };
}
