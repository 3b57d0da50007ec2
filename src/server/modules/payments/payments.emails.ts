import type { EmailMessage } from '../../platform/mail/outbox';
import type { PaidBooking } from '../../platform/mail/templates/payment';
import { templateCall } from '../../platform/mail/templates/registry';
import { invoicePdfAttachment } from '../invoices/invoices.service';

interface BookingLike extends PaidBooking {
  customerEmail: string;
}

/** Only what the mail tells goes into the outbox row (it stores the template's arguments). */
const paidBooking = (b: PaidBooking): PaidBooking => ({
  id: b.id,
  customerName: b.customerName,
  serviceName: b.serviceName,
  scheduledDate: b.scheduledDate,
});

/** Rendered by the sender in the recipient's language (templates/payment.ts). */
export function paymentReceivedEmail(
  b: BookingLike,
  p: { paymentId: string; amountPaise: number; method: string },
  company: string,
  publicUrl?: string,
  /** The receipt (or receipt voucher) issued with the payment: its PDF goes with the email. */
  document?: { id: string; serial: string },
): EmailMessage {
  return {
    kind: 'payment-received',
    to: b.customerEmail,
    ...templateCall(
      'payment-received',
      { name: company },
      paidBooking(b),
      { paymentId: p.paymentId, amountPaise: p.amountPaise, method: p.method },
      publicUrl || null,
      document ? { serial: document.serial } : null,
    ),
    ...(document ? { attachments: [invoicePdfAttachment(document)] } : {}),
  };
}

/** Why money goes back, when the mail says it: an online payment for a booking already paid at the door. */
export type RefundWhy = 'paid-at-the-door';

export function refundStartedEmail(
  b: BookingLike,
  amountPaise: number,
  company: string,
  why?: RefundWhy,
): EmailMessage {
  return {
    kind: 'refund-started',
    to: b.customerEmail,
    ...templateCall('refund-started', { name: company }, paidBooking(b), amountPaise, why ?? null),
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
    ...templateCall('refund-processed', { name: company }, paidBooking(b), {
      amountPaise: r.amountPaise,
      providerRefundId: r.providerRefundId,
    }),
  };
}
