import type { FastifyInstance } from 'fastify';
import { adminCustomerDetailSchema, adminCustomerSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminCustomersQuerySchema } from '../../../../shared/schemas/admin';
import { errorResponses, idParams, typed, ok } from '../../../platform/routing';
import type { AdminCustomersService } from './admin-customers.service';

export async function adminCustomersRoutes(
  app: FastifyInstance,
  { customers }: { customers: AdminCustomersService },
) {
  const r = typed(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/customers',
    {
      config: { access: 'customers' as const },
      schema: {
        tags,
        summary: 'Customers (client accounts), newest first; search by name, email or phone',
        querystring: adminCustomersQuerySchema,
        response: { 200: successEnvelope(pagedSchema(adminCustomerSchema)), ...errorResponses },
      },
    },
    async (req) => ok(await customers.list(req.query)),
  );

  r.get(
    '/api/admin/customers/:id',
    {
      config: { access: 'customers' as const },
      schema: {
        tags,
        summary: 'A customer with their newest 100 bookings and their payments',
        params: idParams,
        response: { 200: successEnvelope(adminCustomerDetailSchema), ...errorResponses },
      },
    },
    async (req) => ok(await customers.detail(req.params.id)),
  );
}
