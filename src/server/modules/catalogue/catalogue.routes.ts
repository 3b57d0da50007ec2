import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelopeSchema, serviceDtoSchema, successEnvelope } from '../../../shared/api';
import { paiseToRupees } from '../../../shared/money';
import {
  calculatePriceInputSchema,
  createServiceInputSchema,
  updateServiceInputSchema,
} from '../../../shared/schemas/catalogue';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed } from '../../platform/routing';
import { toServiceDto } from './catalogue.dto';
import type { CatalogueService } from './catalogue.service';

const serviceParams = z.object({ id: z.string().trim().min(1).max(80) });
const serviceEnvelope = successEnvelope(z.object({ service: serviceDtoSchema }));

const priceResponse = successEnvelope(
  z.object({
    totalPrice: z.number(),
    packagePrice: z.number(),
    addonsPrice: z.number(),
    packageName: z.string(),
    quantity: z.number(),
    unit: z.string(),
  }),
);

export async function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  const r = typed(app);
  const tags = ['services'];
  const admin = { config: { access: 'admin' as const } };
  const open = { config: { access: 'public' as const } };

  r.get(
    '/api/services',
    {
      ...open,
      schema: { tags, response: { 200: successEnvelope(z.object({ services: z.array(serviceDtoSchema) })) } },
    },
    async () => {
      const rows = await catalogue.list({ includeInactive: false });
      return { status: 'success' as const, data: { services: rows.map((s) => toServiceDto(s)) } };
    },
  );

  r.get(
    '/api/services/:id',
    {
      ...open,
      schema: { tags, params: serviceParams, response: { 200: serviceEnvelope, ...errorResponses } },
    },
    async (req) => {
      const found = await catalogue.requireService(req.params.id, { activeOnly: true });
      return { status: 'success' as const, data: { service: toServiceDto(found) } };
    },
  );

  r.post(
    '/api/services/:id/calculate-price',
    {
      ...open,
      schema: {
        tags,
        params: serviceParams,
        body: calculatePriceInputSchema,
        response: { 200: priceResponse, ...errorResponses },
      },
    },
    async (req) => {
      const quote = await catalogue.quote(req.params.id, {
        packageName: req.body.packageName,
        packageId: req.body.packageId,
        quantity: req.body.area,
        addonNames: req.body.addons,
      });
      return {
        status: 'success' as const,
        data: {
          totalPrice: paiseToRupees(quote.totalPaise),
          packagePrice: paiseToRupees(quote.packagePaise),
          addonsPrice: paiseToRupees(quote.addonsPaise),
          packageName: quote.pkg.name,
          quantity: req.body.area,
          unit: quote.service.measurementUnit,
        },
      };
    },
  );

  r.get(
    '/api/admin/services',
    {
      ...admin,
      schema: {
        tags,
        response: {
          200: successEnvelope(z.object({ services: z.array(serviceDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await catalogue.list({ includeInactive: true });
      return {
        status: 'success' as const,
        data: { services: rows.map((s) => toServiceDto(s, { includeInactive: true })) },
      };
    },
  );

  r.post(
    '/api/services',
    {
      ...admin,
      schema: { tags, body: createServiceInputSchema, response: { 201: serviceEnvelope, ...errorResponses } },
    },
    async (req, reply) => {
      const created = await catalogue.create(currentUser(req), req.body);
      reply.status(201);
      return {
        status: 'success' as const,
        data: { service: toServiceDto(created, { includeInactive: true }) },
        message: 'Service created',
      };
    },
  );

  r.put(
    '/api/services/:id',
    {
      ...admin,
      schema: {
        tags,
        params: serviceParams,
        body: updateServiceInputSchema,
        response: { 200: serviceEnvelope, ...errorResponses },
      },
    },
    async (req) => {
      const updated = await catalogue.update(currentUser(req), req.params.id, req.body);
      return {
        status: 'success' as const,
        data: { service: toServiceDto(updated, { includeInactive: true }) },
        message: 'Service updated',
      };
    },
  );

  r.delete(
    '/api/services/:id',
    {
      ...admin,
      schema: { tags, params: serviceParams, response: { 200: messageEnvelopeSchema, ...errorResponses } },
    },
    async (req) => {
      await catalogue.deactivate(currentUser(req), req.params.id);
      return { status: 'success' as const, message: 'Service removed from the catalogue' };
    },
  );
}
