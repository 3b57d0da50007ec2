import { dataText } from '../../i18n/i18n';
import { formatAmount } from './format';
import { wordsOf, type Sender } from './payment';
import type { PlainTextEmail } from './render';

/**
 * A referral's reward, to each side once it is in their credits: the referrer (their friend's first visit) or
 * the new customer (joining with a friend's code).
 */
export async function renderReferralReward(
  sender: Sender,
  r: { customerName: string; amountPaise: number; side: 'referrer' | 'referee'; friendName: string },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const amount = formatAmount(r.amountPaise);
  const brand = dataText(sender.language ?? 'en', sender.name);
  const hello = r.customerName ? w.t('common.hello', { name: r.customerName }) : w.t('common.helloNoName');
  const body =
    r.side === 'referrer'
      ? w.t('referralReward.referrer', { amount, friend: r.friendName, brand })
      : w.t('referralReward.referee', { amount, brand });
  return {
    subject: w.t('referralReward.subject', { amount, brand }),
    text: `${hello}\n\n${body}\n${w.t('referralReward.use')}${w.signature}`,
  };
}
