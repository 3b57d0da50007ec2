import { bookingReference } from '../../../../shared/booking-reference';
import { crewFirstNames } from '../../../../shared/domain/masked-calls';
import { formatAmount } from './format';
import { wordsOf, type PaidBooking, type Sender } from './payment';
import type { PlainTextEmail } from './render';

/** The thanks for a tip, with what was paid and where its payment is recorded. */
export async function renderTipThanks(
  sender: Sender,
  b: PaidBooking,
  tip: { amountPaise: number; paymentId: string; crew: string[] },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const amount = formatAmount(tip.amountPaise);
  const lines = [
    w.t('tipThanks.body', {
      amount,
      crew: crewFirstNames(tip.crew, sender.language ?? 'en'),
      service: w.service(b),
      date: w.date(b),
    }),
    '',
    w.t('tipThanks.paymentId', { id: tip.paymentId }),
    w.t('paymentReceived.bookingId', { id: bookingReference(b.id) }),
  ];
  return {
    subject: w.t('tipThanks.subject', { amount }),
    text: `${w.hello(b)}\n\n${lines.join('\n')}${w.signature}`,
  };
}

/** A complaint is received: its reference, and when the customer hears back. */
export async function renderComplaintReceived(
  sender: Sender,
  b: PaidBooking,
  complaint: { id: string },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const reference = bookingReference(complaint.id);
  const lines = [
    w.t('complaintReceived.body', { service: w.service(b), date: w.date(b) }),
    '',
    w.t('complaintReceived.reference', { ref: reference }),
    w.t('paymentReceived.bookingId', { id: bookingReference(b.id) }),
    w.t('complaintReceived.next'),
  ];
  return {
    subject: w.t('complaintReceived.subject', { ref: reference }),
    text: `${w.hello(b)}\n\n${lines.join('\n')}${w.signature}`,
  };
}
