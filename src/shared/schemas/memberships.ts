import { z } from 'zod';

/** What the server says to a customer about Chamak Plus (Hindi: web/i18n/locales/hi/messages.ts). */
export const membershipTexts = {
  planNotFound: 'This membership plan is not available.',
  alreadyMember: 'You already have a Chamak Plus membership.',
  noMembership: 'You do not have a Chamak Plus membership.',
  alreadyCancelled: 'Your membership is already set to end.',
  subscribed: 'Approve the UPI AutoPay mandate in your UPI app to start Chamak Plus.',
  cancelled: 'Your membership will end when the period you paid for ends.',
  /** The status line a halted membership shows (docs/product-rules.md#chamak-plus). */
  haltedGrace:
    'Your last membership payment failed after several tries. Member prices stay until the grace period ends; pay or renew to keep them.',
  haltedEnded:
    'Your membership payments failed, so member prices have ended. Subscribe again to get them back.',
};

const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} is not valid`);

/** POST /api/memberships: subscribe to a plan. */
export const subscribeInputSchema = z.strictObject({ planId: z.uuid({ error: 'planId is not valid' }) });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

/** POST /api/memberships/sandbox/checkout: the sandbox plays Razorpay's subscription checkout. */
export const membershipSandboxCheckoutSchema = z.strictObject({
  subscriptionId: id('subscriptionId'),
  outcome: z.enum(['success', 'failure']).optional().default('success'),
});
export type MembershipSandboxCheckoutInput = z.infer<typeof membershipSandboxCheckoutSchema>;

/** POST and PUT /api/admin/memberships/plans: a plan the owner defines (admin console, English). */
export const membershipPlanInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name is required')
    .max(60, 'Name is at most 60 characters')
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Name has characters that are not allowed'),
  period: z.enum(['monthly', 'quarterly'], { error: 'Choose monthly or quarterly' }),
  /** Whole rupees: UPI AutoPay debits up to ₹15,000 without asking again. */
  priceRupees: z
    .number({ error: 'Enter the price in whole rupees' })
    .int('Enter the price in whole rupees')
    .min(1, 'Enter the price in whole rupees')
    .max(15_000, 'UPI AutoPay debits at most ₹15,000 without asking again'),
  discountPercent: z
    .number({ error: 'Enter a whole percent from 0 to 50' })
    .int('Enter a whole percent from 0 to 50')
    .min(0, 'Enter a whole percent from 0 to 50')
    .max(50, 'Enter a whole percent from 0 to 50'),
  recleanDays: z
    .number({ error: 'Enter whole days from 0 to 60' })
    .int('Enter whole days from 0 to 60')
    .min(0, 'Enter whole days from 0 to 60')
    .max(60, 'Enter whole days from 0 to 60'),
  isActive: z.boolean().optional().default(true),
});
export type MembershipPlanInput = z.infer<typeof membershipPlanInputSchema>;
