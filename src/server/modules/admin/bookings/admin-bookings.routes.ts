import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminBookingDetailSchema, adminBookingSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminBookingsQuerySchema } from '../../../../shared/schemas/admin';
import { errorResponses, idParams, typed, typedSuccessSerializer, ok } from '../../../platform/routing';
import type { AdminBookingsService } from './admin-bookings.service';

export async function adminBookingsRoutes(
  app: FastifyInstance,
  { bookings }: { bookings: AdminBookingsService },
) {
  const r = typed(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/bookings',
    {
      config: { access: 'bookings.read' as const },
      schema: {
        tags,
        summary: 'Bookings by status, service date, service, cleaner, customer; search; sorted and paged',
        querystring: adminBookingsQuerySchema,
        response: {
          200: successEnvelope(
            // nextCursor: `after` for the next page (keyset), null on the last one.
            pagedSchema(adminBookingSchema).extend({ nextCursor: z.string().nullable() }),
          ),
          ...errorResponses,
        },
      },
      serializerCompiler: typedSuccessSerializer,
    },
    async (req) => ok(await bookings.list(req.query)),
  );

  r.get(
    '/api/admin/bookings/:id',
    {
      config: { access: 'bookings.read' as const },
      schema: {
        tags,
        summary: 'A booking with contact, address, price, payments, status history and audit entries',
        params: idParams,
        response: { 200: successEnvelope(adminBookingDetailSchema), ...errorResponses },
      },
    },
    async (req) => ok(await bookings.detail(req.params.id)),
  );
}
