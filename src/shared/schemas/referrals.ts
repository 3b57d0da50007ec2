import { z } from 'zod';
import { normaliseReferralCode, REFERRAL_CODE_PATTERN } from '../domain/referrals';

/** What the server says to a customer about referrals (Hindi: web/i18n/locales/hi/messages.ts). */
export const referralTexts = {
  codeInvalid: 'This referral code is not valid.',
};

/** A referral code as typed or carried by a link (`?ref=`): case, spaces and dashes do not matter. */
export const referralCodeField = z
  .string()
  .max(40, referralTexts.codeInvalid)
  .transform(normaliseReferralCode)
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, referralTexts.codeInvalid));

/** GET /api/referrals/:code: the signup page checks a link's code before sending it. */
export const referralCodeParams = z.strictObject({ code: z.string().max(40) });

const rupees = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be whole rupees`)
    .min(0, `${name} cannot be negative`)
    .max(5000, `${name} can be at most 5000`);

/** PUT /api/admin/referrals/rewards: the owner's amounts, whole rupees, 0 turns a side off. */
export const referralRewardsInputSchema = z.strictObject({
  referrerRewardRupees: rupees('referrerRewardRupees'),
  refereeRewardRupees: rupees('refereeRewardRupees'),
});
export type ReferralRewardsInput = z.infer<typeof referralRewardsInputSchema>;

/** GET /api/admin/referrals: newest first, by page; optionally one state. */
export const adminReferralsQuerySchema = z.strictObject({
  state: z.enum(['pending', 'rewarded', 'refused']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminReferralsQuery = z.infer<typeof adminReferralsQuerySchema>;
