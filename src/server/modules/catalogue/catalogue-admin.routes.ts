import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceDtoSchema, successEnvelope } from '../../../shared/api';
import {
  createAddonInputSchema,
  updateAddonInputSchema,
  updatePackageInputSchema,
} from '../../../shared/schemas/admin';
import { currentUser } from '../../platform/auth';
import { errorResponses, idParams, typed, ok } from '../../platform/routing';
import { bodyLimits } from '../../platform/body-limits';
import { toServiceDto } from './catalogue.dto';
import type { CatalogueAdminService } from './catalogue-admin.service';
import type { ServiceWithParts } from './catalogue.repository';

const serviceEnvelope = successEnvelope(z.object({ service: serviceDtoSchema }));
const serviceParams = z.object({ id: z.string().trim().min(1).max(80) });

/** Edits of one package or add-on; each answers the whole service as admins see it (inactive parts too). */
export async function catalogueAdminRoutes(
  app: FastifyInstance,
  { edits }: { edits: CatalogueAdminService },
) {
  const r = typed(app);
  const tags = ['services'];
  const reply = (service: ServiceWithParts, message: string) =>
    ok({ service: toServiceDto(service, { includeInactive: true }) }, message);

  r.patch(
    '/api/admin/packages/:id',
    {
      config: { access: 'prices' as const },
      bodyLimit: bodyLimits.catalogue,
      schema: {
        tags,
        summary: "A package's name, description, price, extra per sq.ft, features, active",
        params: idParams,
        body: updatePackageInputSchema,
        response: { 200: serviceEnvelope, ...errorResponses },
      },
    },
    async (req) =>
      reply(await edits.updatePackage(currentUser(req), req.params.id, req.body), 'Package updated'),
  );

  r.post(
    '/api/admin/services/:id/addons',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        params: serviceParams,
        body: createAddonInputSchema,
        response: { 201: serviceEnvelope, ...errorResponses },
      },
    },
    async (req, res) => {
      const service = await edits.addAddon(currentUser(req), req.params.id, req.body);
      res.status(201);
      return reply(service, 'Add-on added');
    },
  );

  r.patch(
    '/api/admin/addons/:id',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        params: idParams,
        body: updateAddonInputSchema,
        response: { 200: serviceEnvelope, ...errorResponses },
      },
    },
    async (req) =>
      reply(await edits.updateAddon(currentUser(req), req.params.id, req.body), 'Add-on updated'),
  );

  r.delete(
    '/api/admin/addons/:id',
    {
      config: { access: 'prices' as const },
      schema: { tags, params: idParams, response: { 200: serviceEnvelope, ...errorResponses } },
    },
    async (req) => reply(await edits.removeAddon(currentUser(req), req.params.id), 'Add-on removed'),
  );
}
