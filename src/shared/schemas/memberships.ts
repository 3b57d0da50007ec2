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
