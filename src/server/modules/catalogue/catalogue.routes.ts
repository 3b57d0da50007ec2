import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { messageEnvelopeSchema, type Role, serviceDtoSchema, successEnvelope } from '../../../shared/api';
import { priceQuoteSchema } from '../../../shared/api-bookings';
import { can } from '../../../shared/domain/permissions';
import { paiseToRupees } from '../../../shared/money';
import {
  calculatePriceInputSchema,
  createServiceInputSchema,
  updateServiceInputSchema,
} from '../../../shared/schemas/catalogue';
import { serverMessages } from '../../../shared/texts';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok, okMessage } from '../../platform/routing';
import { bodyLimits } from '../../platform/body-limits';
import { toServiceDto } from './catalogue.dto';
import type { CatalogueService } from './catalogue.service';
import type { CitiesService } from '../cities/cities.service';
import { notFound } from '../../platform/errors';
import { pickEncoding, type Encoding } from './content-encoding';

/** A public route's caller, when they send a valid admin token (any other token reads as a guest). */
async function isAdmin(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  // Customers send their token too: only an admin's is worth the account lookup.
  if (!can(req.server.jwt.decode<{ role?: Role }>(header.slice(7))?.role, 'prices')) return false;
  try {
    await req.server.authenticate(req, reply);
  } catch {
    return false;
  }
  return can(req.auth?.role, 'prices');
}

/** A public route's caller when they send a valid customer token (else null: a guest). */
async function signedInClient(req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  if (req.server.jwt.decode<{ role?: Role }>(header.slice(7))?.role !== 'client') return null;
  try {
    await req.server.authenticate(req, reply);
  } catch {
    return null;
  }
  return req.auth?.role === 'client' ? req.auth.id : null;
}

const serviceParams = z.object({ id: z.string().trim().min(1).max(80) });
const serviceEnvelope = successEnvelope(z.object({ service: serviceDtoSchema }));

const priceResponse = successEnvelope(priceQuoteSchema);

export async function catalogueRoutes(
  app: FastifyInstance,
  {
    catalogue,
    members,
    cities,
  }: {
    catalogue: CatalogueService;
    members?: { discountPercentFor(userId: string): Promise<number> };
    /** ?city on a price: that city's own prices (cities module). */
    cities?: CitiesService;
  },
) {
  const r = typed(app);
  const tags = ['services'];
  const open = { config: { access: 'public' as const } };

  // The public list is the busiest answer: kept serialised per catalogue version as ready Buffers (plain,
  // gzip and brotli, compressed once per version) with their headers, and an ETag for 304s. While the
  // catalogue needs no version check (at most one a second) a request costs a comparison and a send: no
  // promise, no serialiser, no compression, no header computed.
  const listEnvelope = successEnvelope(z.object({ services: z.array(serviceDtoSchema) }));
  type Variant = { body: Buffer; headers: Record<string, string> };
  type PublicList = { version: string; etag: string; variants: Record<Encoding, Variant> };
  let publicList: PublicList | null = null;
  const notModified = z.null().describe('Not modified: the If-None-Match ETag is current');
  const sendList = (req: FastifyRequest, reply: FastifyReply, list: PublicList) => {
    // No body at all: a 304 that announced one ('null', 4 bytes) would leave clients waiting for it.
    if (req.headers['if-none-match'] === list.etag)
      return reply
        .header('etag', list.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .status(304)
        .send();
    const variant = list.variants[pickEncoding(req.headers['accept-encoding'])];
    return reply.headers(variant.headers).send(variant.body);
  };
  const buildList = async (): Promise<PublicList> => {
    const { version, all } = await catalogue.versioned();
    if (publicList?.version === version) return publicList;
    const services = all.filter((s) => s.service.isActive).map((s) => toServiceDto(s));
    // Checked against the declared schema once per version, as the serialiser would on every request.
    const body = Buffer.from(JSON.stringify(listEnvelope.parse(ok({ services }))));
    // One ETag for the three encodings of one version: a 304 is right whichever the client holds, and
    // Vary keeps shared caches from handing one encoding to a client that asked for another.
    const etag = `"${version}"`;
    const variant = (encoded: Buffer, encoding?: string): Variant => ({
      body: encoded,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(encoded.length),
        ...(encoding ? { 'content-encoding': encoding } : {}),
        vary: 'accept-encoding',
        etag,
        'cache-control': 'no-cache',
      },
    });
    publicList = {
      version,
      etag,
      variants: {
        identity: variant(body),
        gzip: variant(gzipSync(body, { level: 9 }), 'gzip'),
        br: variant(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
      },
    };
    return publicList;
  };
  app.get(
    '/api/services',
    { ...open, schema: { tags, response: { 200: listEnvelope, 304: notModified } } },
    (req, reply) => {
      const list = publicList;
      if (list && catalogue.freshVersion() === list.version) {
        sendList(req, reply, list);
        return;
      }
      return buildList().then((built) => void sendList(req, reply, built));
    },
  );

  r.get(
    '/api/services/:id',
    {
      ...open,
      schema: { tags, params: serviceParams, response: { 200: serviceEnvelope, ...errorResponses } },
    },
    async (req, reply) => {
      // An admin also reads drafts and inactive packages: what PUT /api/services/:id takes back as it is.
      const admin = await isAdmin(req, reply);
      const found = await catalogue.requireService(req.params.id, { activeOnly: !admin });
      return ok({ service: toServiceDto(found, { includeInactive: admin }) });
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
    async (req, reply) => {
      const client = members ? await signedInClient(req, reply) : null;
      const percent = client && members ? await members.discountPercentFor(client) : 0;
      const city = req.body.city && cities ? await cities.bySlug(req.body.city) : undefined;
      if (req.body.city && (!city || !city.isActive)) throw notFound('City not found', 'NOT_FOUND');
      const quote = await catalogue.quote(req.params.id, {
        cityPrices: await cities?.pricesFor(city?.id),
        packageName: req.body.packageName,
        packageId: req.body.packageId,
        quantity: req.body.area,
        addonNames: req.body.addons,
        memberDiscountPercent: percent,
      });
      return ok({
        ...(percent > 0 ? { memberPrice: paiseToRupees(quote.totalPaise - quote.memberDiscountPaise) } : {}),
        totalPrice: paiseToRupees(quote.totalPaise),
        packagePrice: paiseToRupees(quote.packagePaise),
        addonsPrice: paiseToRupees(quote.addonsPaise),
        packageName: quote.pkg.name,
        quantity: req.body.area,
        unit: quote.service.measurementUnit,
      });
    },
  );

  r.get(
    '/api/admin/services',
    {
      config: { access: 'prices' as const },
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
      return ok({ services: rows.map((s) => toServiceDto(s, { includeInactive: true })) });
    },
  );

  r.post(
    '/api/services',
    {
      config: { access: 'prices' as const },
      bodyLimit: bodyLimits.catalogue,
      schema: {
        tags,
        summary: "Create a service from spec §3's fields; without an active package it is an inactive draft",
        description:
          'A package without a price costs the basePrice. pricingType hour is stored as unit (hours), other as fixed.',
        body: createServiceInputSchema,
        response: { 201: serviceEnvelope, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await catalogue.create(currentUser(req), req.body);
      reply.status(201);
      const draft = !created.packages.some((p) => p.isActive);
      return ok(
        { service: toServiceDto(created, { includeInactive: true }) },
        draft ? serverMessages.serviceSavedAsDraft : 'Service created',
      );
    },
  );

  r.put(
    '/api/services/:id',
    {
      config: { access: 'prices' as const },
      bodyLimit: bodyLimits.catalogue,
      schema: {
        tags,
        summary:
          'Change any part of a service; takes what GET /api/services/:id answered (read-only fields ignored)',
        params: serviceParams,
        body: updateServiceInputSchema,
        response: { 200: serviceEnvelope, ...errorResponses },
      },
    },
    async (req) => {
      const updated = await catalogue.update(currentUser(req), req.params.id, req.body);
      return ok({ service: toServiceDto(updated, { includeInactive: true }) }, 'Service updated');
    },
  );

  r.delete(
    '/api/services/:id',
    {
      config: { access: 'prices' as const },
      schema: { tags, params: serviceParams, response: { 200: messageEnvelopeSchema, ...errorResponses } },
    },
    async (req) => {
      await catalogue.deactivate(currentUser(req), req.params.id);
      return okMessage('Service removed from the catalogue');
    },
  );
}
