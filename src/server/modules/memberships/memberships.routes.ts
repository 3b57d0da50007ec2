import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminMembershipPlanSchema,
  adminMembershipPlansSchema,
  currentMembershipSchema,
  membershipPlansSchema,
  membershipSandboxResultSchema,
  membershipSchema,
  subscriptionCheckoutSchema,
} from '../../../shared/api-memberships';
import { successEnvelope } from '../../../shared/api';
import {
  membershipPlanInputSchema,
  membershipSandboxCheckoutSchema,
  membershipTexts,
  subscribeInputSchema,
} from '../../../shared/schemas/memberships';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { MembershipPlans } from './membership-plans';
import type { MembershipsService } from './memberships.service';

export async function membershipsRoutes(
  app: FastifyInstance,
  deps: { memberships: MembershipsService; plans: MembershipPlans },
) {
  const r = typed(app);
  const owner = { config: { access: 'prices' as const } };
  const planParams = z.object({ id: z.string().max(80) });

  r.get(
    '/api/admin/memberships/plans',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Every Chamak Plus plan, offered or not, with its live members',
        response: { 200: successEnvelope(adminMembershipPlansSchema), ...errorResponses },
      },
    },
    async () => ok({ plans: await deps.plans.list() }),
  );
  r.post(
    '/api/admin/memberships/plans',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'A new Chamak Plus plan (audited)',
        body: membershipPlanInputSchema,
        response: { 201: successEnvelope(z.object({ plan: adminMembershipPlanSchema })), ...errorResponses },
      },
    },
    async (req, reply) => {
      const plan = await deps.plans.create(currentUser(req), req.body);
      reply.status(201);
      return ok({ plan }, 'Plan saved');
    },
  );
  r.put(
    '/api/admin/memberships/plans/:id',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary:
          'Changes a plan (audited); a new price or period makes a new provider plan for the next subscribers',
        params: planParams,
        body: membershipPlanInputSchema,
        response: { 200: successEnvelope(z.object({ plan: adminMembershipPlanSchema })), ...errorResponses },
      },
    },
    async (req) =>
      ok({ plan: await deps.plans.update(currentUser(req), req.params.id, req.body) }, 'Plan saved'),
  );
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
