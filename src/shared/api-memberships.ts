import { z } from 'zod';
import { PLAN_PERIODS, SUBSCRIPTION_STATUSES } from './domain/membership';

/** A plan as customers see it (GET /api/memberships/plans). */
export const membershipPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(PLAN_PERIODS),
  price: z.number(),
  discountPercent: z.number().int(),
  prioritySlots: z.boolean(),
  recleanDays: z.number().int(),
});
export type MembershipPlanDto = z.infer<typeof membershipPlanSchema>;

/** GET /api/admin/memberships/plans: every plan, offered or not, with its live members. */
export const adminMembershipPlanSchema = membershipPlanSchema.extend({
  isActive: z.boolean(),
  members: z.number().int(),
});
export const adminMembershipPlansSchema = z.object({ plans: z.array(adminMembershipPlanSchema) });
export type AdminMembershipPlanDto = z.infer<typeof adminMembershipPlanSchema>;

export const membershipPlansSchema = z.object({
  plans: z.array(membershipPlanSchema),
  /** UPI AutoPay's rules, shown with the plans. */
  autopay: z.object({ limitRupees: z.number(), preDebitNoticeHours: z.number().int() }),
});

export const membershipChargeSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  chargedAt: z.string(),
});

/** The customer's membership (GET /api/memberships/current): status, next charge, history. */
export const membershipSchema = z.object({
  id: z.string(),
  plan: membershipPlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionId: z.string(),
  perksActive: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  nextChargeAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  perksEndAt: z.string().nullable(),
  /** A clear word when something is wrong (a halted subscription's grace, perks ended); else null. */
  notice: z.string().nullable(),
  charges: z.array(membershipChargeSchema),
});
export type MembershipDto = z.infer<typeof membershipSchema>;

export const currentMembershipSchema = z.object({ membership: membershipSchema.nullable() });

/** POST /api/memberships: what the checkout needs (Razorpay: key and subscription_id). */
export const subscriptionCheckoutSchema = z.object({
  membership: membershipSchema,
  keyId: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  shortUrl: z.string().nullable(),
});
export type SubscriptionCheckoutDto = z.infer<typeof subscriptionCheckoutSchema>;

export const membershipSandboxResultSchema = z.object({
  outcome: z.enum(['success', 'failure']),
  razorpaySubscriptionId: z.string(),
  razorpayPaymentId: z.string(),
  razorpaySignature: z.string().nullable(),
});
