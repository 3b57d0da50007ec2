import { formatVoucherCode } from '../../../../shared/domain/gift-vouchers';
import { longDate } from '../../i18n/format';
import { formatAmount } from './format';
import { wordsOf, type Sender } from './payment';
import type { PlainTextEmail } from './render';

/** A gift voucher for its recipient: who sent it, their message, the code and where to redeem it. */
export async function renderGiftVoucher(
  sender: Sender,
  v: {
    recipientName: string;
    buyerName: string;
    amountPaise: number;
    message: string;
    code: string;
    /** YYYY-MM-DD (India). */
    expiresOn: string;
    redeemUrl: string;
  },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const language = sender.language ?? 'en';
  const amount = formatAmount(v.amountPaise);
  const lines = [
    w.t('giftVoucher.body', { buyer: v.buyerName, amount }),
    v.message ? `\n"${v.message}"\n` : '',
    w.t('giftVoucher.code', { code: formatVoucherCode(v.code) }),
    w.t('giftVoucher.howTo', { url: v.redeemUrl }),
    w.t('giftVoucher.expires', { date: longDate(v.expiresOn, language) }),
  ].filter(Boolean);
  return {
    subject: w.t('giftVoucher.subject', { buyer: v.buyerName, amount }),
    text: `${w.hello({ customerName: v.recipientName } as never)}\n\n${lines.join('\n')}${w.signature}`,
  };
}

/** To the buyer: their voucher is refunded, its code no longer works, and when the money is back. */
export async function renderGiftVoucherRefunded(
  sender: Sender,
  v: { buyerName: string; recipientName: string; amountPaise: number },
): Promise<PlainTextEmail> {
  const w = wordsOf(sender);
  const amount = formatAmount(v.amountPaise);
  return {
    subject: w.t('giftVoucherRefunded.subject', { amount }),
    text: `${w.hello({ customerName: v.buyerName } as never)}\n\n${w.t('giftVoucherRefunded.body', {
      amount,
      recipient: v.recipientName,
    })}${w.signature}`,
  };
}
