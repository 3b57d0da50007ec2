import type { FastifyInstance } from 'fastify';
import {
  currentMembershipSchema,
  membershipPlansSchema,
  membershipSandboxResultSchema,
  membershipSchema,
  subscriptionCheckoutSchema,
} from '../../../shared/api-memberships';
import { successEnvelope } from '../../../shared/api';
import {
  membershipSandboxCheckoutSchema,
  membershipTexts,
  subscribeInputSchema,
} from '../../../shared/schemas/memberships';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { MembershipsService } from './memberships.service';

export async function membershipsRoutes(app: FastifyInstance, deps: { memberships: MembershipsService }) {
  const r = typed(app);
  const tags = ['memberships'];
  const client = { config: { access: 'client' as const } };

  r.get(
    '/api/memberships/plans',
    {
      config: { access: 'public' as const },
      schema: {
        tags,
        summary: "Chamak Plus plans: price per period, discount, perks; UPI AutoPay's limit and notice",
        response: { 200: successEnvelope(membershipPlansSchema), ...errorResponses },
      },
    },
    async () => ok(await deps.memberships.plans()),
  );

  r.post(
    '/api/memberships',
    {
      ...client,
      schema: {
        tags,
        summary: 'Subscribes to a plan: a Razorpay subscription the checkout authorises with UPI AutoPay',
        body: subscribeInputSchema,
        response: { 201: successEnvelope(subscriptionCheckoutSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const made = await deps.memberships.subscribe(currentUser(req), req.body.planId);
      reply.status(201);
      return ok(made, membershipTexts.subscribed);
    },
  );

  r.get(
    '/api/memberships/current',
    {
      ...client,
      schema: {
        tags,
        summary: "The customer's membership: status, next charge, charges so far (null when none)",
        response: { 200: successEnvelope(currentMembershipSchema), ...errorResponses },
      },
    },
    async (req) => ok({ membership: await deps.memberships.current(currentUser(req)) }),
  );

  r.post(
    '/api/memberships/current/cancel',
    {
      ...client,
      schema: {
        tags,
        summary: 'Cancels at the end of the paid period (perks until then)',
        response: { 200: successEnvelope(membershipSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.memberships.cancel(currentUser(req)), membershipTexts.cancelled),
  );

  r.post(
    '/api/memberships/sandbox/checkout',
    {
      ...client,
      schema: {
        tags,
        summary: "The sandbox plays Razorpay's subscription checkout (404 with Razorpay keys)",
        body: membershipSandboxCheckoutSchema,
        response: { 200: successEnvelope(membershipSandboxResultSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.memberships.sandboxCheckout(currentUser(req), req.body)),
  );
}
