import type { FastifyInstance } from 'fastify';
import { adminSummarySchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { errorResponses, typed, ok } from '../../../platform/routing';
import { createAdminSummaryService } from './admin-summary.service';

export async function adminSummaryRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const summary = createAdminSummaryService(db, clock);
  typed(app).get(
    '/api/admin/summary',
    {
      config: { access: 'dashboard' as const },
      schema: {
        tags: ['admin'],
        summary: "Today's jobs, unassigned, this month's revenue and cancellations, bookings per day",
        response: { 200: successEnvelope(adminSummarySchema), ...errorResponses },
      },
    },
    async () => ok(await summary.summary()),
  );
}
