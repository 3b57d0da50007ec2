import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  addPincodeInputSchema,
  bookingRulesInputSchema,
  serviceAreaSchema,
  servicePincodeSchema,
} from '../../../shared/schemas/service-area';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { ServiceAreaService } from './service-area.service';

export async function serviceAreaRoutes(app: FastifyInstance, { area }: { area: ServiceAreaService }) {
  const r = typed(app);
  const tags = ['service-area'];

  r.get(
    '/api/service-area',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Pincodes we serve and the booking horizon (the booking forms check both before going on)',
        response: { 200: successEnvelope(serviceAreaSchema) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await area.view());
    },
  );

  r.get(
    '/api/admin/service-area',
    {
      config: { access: 'prices' as const },
      schema: { tags, response: { 200: successEnvelope(serviceAreaSchema), ...errorResponses } },
    },
    async () => ok(await area.view()),
  );

  r.post(
    '/api/admin/service-area/pincodes',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        body: addPincodeInputSchema,
        response: { 201: successEnvelope(servicePincodeSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const row = await area.addPincode(currentUser(req), req.body);
      return reply.code(201).send(ok(row));
    },
  );

  r.delete(
    '/api/admin/service-area/pincodes/:pincode',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        params: z.object({ pincode: z.string().max(40) }),
        response: { 200: successEnvelope(z.object({ pincode: z.string() })), ...errorResponses },
      },
    },
    async (req) => {
      await area.removePincode(currentUser(req), req.params.pincode);
      return ok({ pincode: req.params.pincode });
    },
  );

  r.put(
    '/api/admin/service-area/rules',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        body: bookingRulesInputSchema,
        response: { 200: successEnvelope(serviceAreaSchema), ...errorResponses },
      },
    },
    async (req) => ok(await area.setHorizon(currentUser(req), req.body.horizonDays)),
  );
}
