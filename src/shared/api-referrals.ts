import { z } from 'zod';
import { REFERRAL_REFUSALS, REFERRAL_STATES } from './domain/referrals';

/** The owner's reward amounts, in rupees (whole). */
export const referralRewardsSchema = z.object({
  referrerRewardRupees: z.number().int(),
  refereeRewardRupees: z.number().int(),
});
export type ReferralRewardsDto = z.infer<typeof referralRewardsSchema>;

/** GET /api/users/referral: the customer's code, the link to share, the rewards and how it went so far. */
export const myReferralSchema = referralRewardsSchema.extend({
  code: z.string(),
  link: z.string(),
  counts: z.object({ pending: z.number().int(), rewarded: z.number().int(), refused: z.number().int() }),
});
export type MyReferralDto = z.infer<typeof myReferralSchema>;

/** GET /api/referrals/:code: a link's code is one (else 404 NOT_FOUND); what both would get. */
export const referralCheckSchema = referralRewardsSchema;
export type ReferralCheckDto = z.infer<typeof referralCheckSchema>;

/** One referral in the admin console. */
export const adminReferralSchema = z.object({
  id: z.string(),
  code: z.string(),
  referrer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  referee: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  state: z.enum(REFERRAL_STATES),
  refusedReason: z.enum(REFERRAL_REFUSALS).nullable(),
  /** The refusal in words (English). */
  refusedReasonText: z.string().nullable(),
  bookingId: z.string().nullable(),
  referrerRewardPaise: z.number().int().nullable(),
  refereeRewardPaise: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminReferralDto = z.infer<typeof adminReferralSchema>;

export const adminReferralsSchema = z.object({
  items: z.array(adminReferralSchema),
  total: z.number().int(),
  rewards: referralRewardsSchema,
});
export type AdminReferralsDto = z.infer<typeof adminReferralsSchema>;
