import { todayInIndia } from '../../../../shared/domain/time';
import { dataText } from '../../i18n/i18n';
import { longDate } from '../../i18n/format';
import { formatAmount } from './format';
import { wordsOf, type Sender } from './payment';
import type { PlainTextEmail } from './render';

/**
 * Our own pre-debit notice (UPI AutoPay's rule; Razorpay sends its own too): what is debited, for which plan,
 * on which day, and how to stop it.
 */
export async function renderMembershipPreDebit(
  sender: Sender,
  m: { customerName: string; planName: string; amountPaise: number; chargeAt: string },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const language = sender.language ?? 'en';
  const amount = formatAmount(m.amountPaise);
  const date = longDate(todayInIndia(new Date(m.chargeAt)), language);
  const plan = dataText(language, m.planName);
  const hello = m.customerName ? w.t('common.hello', { name: m.customerName }) : w.t('common.helloNoName');
  return {
    subject: w.t('membershipNotice.subject', { amount, date }),
    text: `${hello}\n\n${w.t('membershipNotice.body', { amount, plan, date })}\n${w.t('membershipNotice.stop')}${w.signature}`,
  };
}
