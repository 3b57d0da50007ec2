import type { FastifyInstance } from 'fastify';
import { adminPaymentSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminPaymentsQuerySchema } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { currentUser } from '../../../platform/auth';
import { errorResponses, typed, ok } from '../../../platform/routing';
import { toPaged } from '../paging';
import { toAdminPaymentDto } from './admin-payments.dto';
import { adminPaymentsRepository } from './admin-payments.repository';

export async function adminPaymentsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  typed(app).get(
    '/api/admin/payments',
    {
      config: { access: 'payments' as const },
      schema: {
        tags: ['admin'],
        summary: 'Payments, newest first, by status and creation date',
        querystring: adminPaymentsQuerySchema,
        response: { 200: successEnvelope(pagedSchema(adminPaymentSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await adminPaymentsRepository.page(db, req.query, currentUser(req).cityIds);
      return ok(toPaged(req.query, rows, total, toAdminPaymentDto));
    },
  );
}
