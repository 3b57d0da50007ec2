import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminBookingDetailSchema, adminBookingSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminBookingsExportQuerySchema, adminBookingsQuerySchema } from '../../../../shared/schemas/admin';
import { currentUser } from '../../../platform/auth';
import { errorResponses, idParams, typed, typedSuccessSerializer, ok } from '../../../platform/routing';
import type { AdminBookingsService } from './admin-bookings.service';
import { bookingsCsvFileName } from './export-bookings-csv';

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
    async (req) => ok(await bookings.list(req.query, currentUser(req).cityIds)),
  );

  r.get(
    '/api/admin/bookings.csv',
    {
      config: { access: 'exports' as const, downloadLink: true },
      schema: {
        tags,
        summary:
          "The list's filtered bookings as CSV, streamed in visit order (date, time): a year downloads without the server holding it",
        querystring: adminBookingsExportQuerySchema,
      },
    },
    async (req, reply) => {
      const csv = await bookings.exportCsv(req.query, currentUser(req), currentUser(req).cityIds);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${bookingsCsvFileName(req.query)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
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
    async (req) => ok(await bookings.detail(req.params.id, currentUser(req).cityIds)),
  );
}
