import type { FastifyInstance } from 'fastify';
import { auditEntrySchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminAuditQuerySchema } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { errorResponses, typed, ok } from '../../../platform/routing';
import { toPaged } from '../paging';
import { toAuditEntryDto } from './admin-audit.dto';
import { adminAuditRepository } from './admin-audit.repository';

/** The audit trail, newest first. There is no route that changes it, and the table refuses changes anyway. */
export async function adminAuditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  typed(app).get(
    '/api/admin/audit',
    {
      config: { access: 'audit' as const },
      schema: {
        tags: ['admin'],
        summary: 'Who did what and when, newest first',
        querystring: adminAuditQuerySchema,
        response: { 200: successEnvelope(pagedSchema(auditEntrySchema)), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await adminAuditRepository.page(db, req.query);
      return ok(toPaged(req.query, rows, total, toAuditEntryDto));
    },
  );
}
