import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  bookingCollectionSchema,
  cashHandoverInputSchema,
  cashHandoverResultSchema,
  cashHeldSchema,
  collectInputSchema,
  payRuleDtoSchema,
  payRulesSchema,
  payRuleInputSchema,
} from '../../../shared/schemas/collections';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok, idempotencyHeaders } from '../../platform/routing';
import type { CollectionsService } from './collections.service';

const params = z.object({ id: z.string().max(80) });

/** Pay after service's end: record the payment taken at the door, cash held by cleaners, pay rules. */
export async function collectionsRoutes(app: FastifyInstance, deps: { collections: CollectionsService }) {
  const r = typed(app);
  const tags = ['collections'];

  r.post(
    '/api/bookings/:id/collect',
    {
      config: { access: ['cleaner', 'payments'] as const },
      schema: {
        tags,
        summary:
          "Records the customer's cash or UPI payment for a pay-after-service booking (its crew or an admin, once; the amount must be the amount due; under an Idempotency-Key a repeat answers with the payment recorded): marks it paid and issues the receipt",
        params,
        body: collectInputSchema,
        headers: idempotencyHeaders,
        response: { 201: successEnvelope(bookingCollectionSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const data = await deps.collections.collect(
        currentUser(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      reply.status(201);
      return ok(data, 'Payment recorded');
    },
  );

  r.get(
    '/api/bookings/:id/collection',
    {
      config: { access: 'owner' as const },
      schema: {
        tags,
        summary:
          "The amount due, the company's UPI link for it and the recorded payment (customer, crew, admin)",
        params,
        response: { 200: successEnvelope(bookingCollectionSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.collections.forBooking(currentUser(req), req.params.id)),
  );

  r.get(
    '/api/admin/cash-held',
    {
      config: { access: 'payouts' as const },
      schema: {
        tags,
        summary: "Customers' cash each cleaner holds, not yet handed over",
        response: { 200: successEnvelope(cashHeldSchema), ...errorResponses },
      },
    },
    async () => ok(await deps.collections.cashHeld()),
  );

  r.post(
    '/api/admin/cleaners/:id/cash-handover',
    {
      config: { access: 'payouts' as const },
      schema: {
        tags,
        summary: 'Marks the cash a cleaner holds as handed over (the amount counted must match); audited',
        params,
        body: cashHandoverInputSchema,
        response: { 200: successEnvelope(cashHandoverResultSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.collections.handOver(currentUser(req), req.params.id, req.body.amount)),
  );

  r.get(
    '/api/admin/pay-rules',
    {
      config: { access: 'payouts' as const },
      schema: {
        tags,
        summary: "Each cleaner's pay rule (hourly or per job, rupees)",
        response: { 200: successEnvelope(payRulesSchema), ...errorResponses },
      },
    },
    async () => ok({ rules: await deps.collections.payRules() }),
  );

  r.put(
    '/api/admin/cleaners/:id/pay-rule',
    {
      config: { access: 'payouts' as const },
      schema: {
        tags,
        summary: "Sets a cleaner's pay rule: hourly or per job, in rupees; audited",
        params,
        body: payRuleInputSchema,
        response: { 200: successEnvelope(payRuleDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.collections.setPayRule(currentUser(req), req.params.id, req.body)),
  );
}
