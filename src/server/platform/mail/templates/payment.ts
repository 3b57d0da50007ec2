import { bookingReference } from '../../../../shared/booking-reference';
import type { Language } from '../../../../shared/language';
import type { Brand } from '../brand';
import { dataText, emailText } from '../../i18n/i18n';
import { longDate } from '../../i18n/format';
import { formatAmount } from './format';
import type { PlainTextEmail } from './render';

/**
 * The payment-received, refund and tax-invoice mails: plain text, as they always were, written in the
 * recipient's language when the outbox sends them (their PDFs are attached as they are).
 */

/** Who signs: the company's name; the outbox adds the recipient's language. */
export type Sender = Pick<Brand, 'name' | 'language'>;

/** The booking facts these mails tell (plain JSON: the outbox stores them). */
export interface PaidBooking {
  id: string;
  customerName: string;
  serviceName: string;
  /** YYYY-MM-DD. */
  scheduledDate: string;
}

export function wordsOf(sender: Sender) {
  const language: Language = sender.language ?? 'en';
  const t = emailText(language);
  return {
    t,
    service: (b: PaidBooking) => dataText(language, b.serviceName),
    // English keeps the date as these mails always wrote it ('November 24, 2026').
    date: (b: PaidBooking) => longDate(b.scheduledDate, language),
    hello: (b: PaidBooking) =>
      b.customerName ? t('common.hello', { name: b.customerName }) : t('common.helloNoName'),
    signature: `\n\n${t('common.signature', { brand: dataText(language, sender.name) })}`,
  };
}

const documentsLink = (publicUrl: string, bookingId: string) =>
  `${publicUrl.replace(/\/$/, '')}/booking-documents?bookingId=${bookingId}`;

const PAYMENT_METHODS = ['razorpay_qr', 'razorpay_upi', 'cash', 'upi'] as const;
const methodKey = (method: string) =>
  (PAYMENT_METHODS as readonly string[]).includes(method) ? method : 'other';

export async function renderPaymentReceived(
  sender: Sender,
  b: PaidBooking,
  p: { paymentId: string; amountPaise: number; method: string },
  publicUrl: string | null,
  document: { serial: string } | null,
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const { t } = w;
  const amount = formatAmount(p.amountPaise);
  const service = w.service(b);
  const lines = [
    t('paymentReceived.paymentId', { id: p.paymentId }),
    t('paymentReceived.method', { method: t(`paymentReceived.methods.${methodKey(p.method)}`) }),
    t('paymentReceived.status'),
    t('paymentReceived.bookingId', { id: bookingReference(b.id) }),
    document && t('paymentReceived.attached', { serial: document.serial }),
    publicUrl && t('paymentReceived.link', { url: documentsLink(publicUrl, b.id) }),
  ].filter(Boolean);
  return {
    subject: t('paymentReceived.subject', { amount, service }),
    text:
      `${w.hello(b)}\n\n${t('paymentReceived.body', { amount, service, date: w.date(b) })}\n` +
      lines.join('\n') +
      w.signature,
  };
}

export async function renderRefundStarted(
  sender: Sender,
  b: PaidBooking,
  amountPaise: number,
  /** 'paid-at-the-door': an online payment made after the visit's payment was recorded (older rows: absent). */
  why: 'paid-at-the-door' | null = null,
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const amount = formatAmount(amountPaise);
  const reason = why ? `${w.t('refundStarted.paidAtTheDoor', { amount })}\n\n` : '';
  return {
    subject: w.t('refundStarted.subject', { amount }),
    text: `${w.hello(b)}\n\n${reason}${w.t('refundStarted.body', { amount, service: w.service(b) })}${w.signature}`,
  };
}

export async function renderRefundProcessed(
  sender: Sender,
  b: PaidBooking,
  r: { amountPaise: number; providerRefundId: string },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const amount = formatAmount(r.amountPaise);
  const body = w.t('refundProcessed.body', { amount, service: w.service(b), ref: r.providerRefundId });
  return {
    subject: w.t('refundProcessed.subject', { amount }),
    text: `${w.hello(b)}\n\n${body}${w.signature}`,
  };
}

export async function renderTaxInvoice(
  sender: Sender,
  b: PaidBooking,
  doc: { serial: string; totalPaise: number },
  publicUrl: string | null,
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const service = w.service(b);
  const body = w.t('taxInvoice.body', {
    serial: doc.serial,
    service,
    date: w.date(b),
    amount: formatAmount(doc.totalPaise),
  });
  const link = publicUrl ? `\n${w.t('taxInvoice.link', { url: documentsLink(publicUrl, b.id) })}` : '';
  return {
    subject: w.t('taxInvoice.subject', { serial: doc.serial, service }),
    text: `${w.hello(b)}\n\n${body}${link}${w.signature}`,
  };
}
