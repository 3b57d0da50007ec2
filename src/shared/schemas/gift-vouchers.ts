import { z } from 'zod';
import {
  normaliseVoucherCode,
  VOUCHER_ADMIN_STATES,
  VOUCHER_REFUND_REASON_MAX,
  VOUCHER_REFUND_REASON_MIN,
  VOUCHER_CODE_PATTERN,
  VOUCHER_MAX_RUPEES,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_RUPEES,
  VOUCHER_NAME_MAX,
} from '../domain/gift-vouchers';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../patterns';
import { phoneDigits } from '../domain/phone-digits';
import { requiredString, text } from './fields';

/** What the server says to a customer about gift vouchers (Hindi: web/i18n/locales/hi/messages.ts). */
export const giftVoucherTexts = {
  amountRange: 'Choose an amount from ₹500 to ₹10,000 in whole rupees.',
  nameRequired: "Enter the recipient's name.",
  nameTooLong: 'The name can be at most 80 characters.',
  recipientNeeded: "Give the recipient's email or mobile number.",
  recipientOne: 'Give either an email or a mobile number, not both.',
  emailInvalid: 'Enter a valid email address.',
  mobileInvalid: 'Enter a valid 10-digit Indian mobile number.',
  messageTooLong: 'The message can be at most 200 characters.',
  codeInvalid: 'This voucher code is not valid.',
  alreadyRedeemed: 'This voucher has already been redeemed.',
  expired: 'This voucher has expired.',
  tooManyGuesses: 'Too many wrong voucher codes. Please wait an hour and try again.',
  redeemed: 'Voucher redeemed: the credits are in your account.',
  orderNotFound: 'Voucher order not found',
  alreadyPaid: 'This voucher is already paid.',
  paid: 'Thank you! Your gift voucher is paid and on its way.',
};

/** What the server says to the office about refunding a voucher (admin console: English only). */
export const giftVoucherAdminTexts = {
  notFound: 'Gift voucher not found',
  notPaid: 'This voucher was never paid, so there is nothing to refund.',
  redeemed: 'This voucher has already been redeemed into credits, so it cannot be refunded.',
  alreadyRefunded: 'This voucher has already been refunded.',
  refundPending: 'The refund of this voucher is already with the payment provider.',
  reasonLength: `Give a reason of ${VOUCHER_REFUND_REASON_MIN} to ${VOUCHER_REFUND_REASON_MAX} characters.`,
  refunded: 'Voucher refunded: the code no longer works and the payment is being refunded.',
  refundFailed:
    'The voucher is refunded and its code no longer works, but the payment provider did not refund the payment. Try again.',
};
const a = giftVoucherAdminTexts;
const t = giftVoucherTexts;

/** POST /api/gift-vouchers: the voucher to buy; the recipient is reached by email or by WhatsApp on a mobile. */
export const createGiftVoucherInputSchema = z
  .strictObject({
    amountRupees: z
      .number({ error: t.amountRange })
      .int(t.amountRange)
      .min(VOUCHER_MIN_RUPEES, t.amountRange)
      .max(VOUCHER_MAX_RUPEES, t.amountRange),
    recipientName: requiredString(t.nameRequired).max(VOUCHER_NAME_MAX, t.nameTooLong),
    recipientEmail: text()
      .max(254, { error: t.emailInvalid, abort: true })
      .refine((e) => e === '' || EMAIL_PATTERN.test(e), t.emailInvalid)
      .transform((e) => e.toLowerCase())
      .optional(),
    recipientMobile: text()
      .max(20, { error: t.mobileInvalid, abort: true })
      .transform(phoneDigits)
      .refine((m) => m === '' || MOBILE_PATTERN.test(m), t.mobileInvalid)
      .optional(),
    /** The language the recipient reads the voucher in. */
    recipientLanguage: z.enum(['en', 'hi']).optional().default('en'),
    message: text({ multiline: true }).max(VOUCHER_MESSAGE_MAX, t.messageTooLong).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const email = !!v.recipientEmail;
    const mobile = !!v.recipientMobile;
    if (!email && !mobile)
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: t.recipientNeeded });
    if (email && mobile) ctx.addIssue({ code: 'custom', path: ['recipientMobile'], message: t.recipientOne });
  });
export type CreateGiftVoucherInput = z.input<typeof createGiftVoucherInputSchema>;
export type CreateGiftVoucher = z.output<typeof createGiftVoucherInputSchema>;

/** POST /api/gift-vouchers/redeem: a code as typed (case, spaces and dashes ignored). */
export const redeemGiftVoucherInputSchema = z.strictObject({
  code: z
    .string({ error: t.codeInvalid })
    .max(40, t.codeInvalid)
    .transform(normaliseVoucherCode)
    .pipe(z.string().regex(VOUCHER_CODE_PATTERN, t.codeInvalid)),
});
export type RedeemGiftVoucherInput = z.input<typeof redeemGiftVoucherInputSchema>;

/** GET /api/admin/gift-vouchers: a page of vouchers, newest first, optionally of one state. */
export const adminGiftVouchersQuerySchema = z.strictObject({
  state: z.enum(VOUCHER_ADMIN_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminGiftVouchersQuery = z.infer<typeof adminGiftVouchersQuerySchema>;

export const giftVoucherIdParams = z.strictObject({
  id: z.string().uuid('Gift voucher not found'),
});

/** POST /api/admin/gift-vouchers/:id/refund: why (one line, no control characters). */
export const refundGiftVoucherInputSchema = z.strictObject({
  reason: requiredString(a.reasonLength)
    .min(VOUCHER_REFUND_REASON_MIN, a.reasonLength)
    .max(VOUCHER_REFUND_REASON_MAX, a.reasonLength),
});
export type RefundGiftVoucherInput = z.infer<typeof refundGiftVoucherInputSchema>;
