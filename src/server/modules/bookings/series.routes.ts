import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { seriesPlanDtoSchema } from '../../../shared/api-series';
import {
  cancelPlanInputSchema,
  movePlanInputSchema,
  pausePlanInputSchema,
  skipVisitInputSchema,
} from '../../../shared/schemas/series';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { BookingChangesService } from './booking-changes.service';

const params = z.object({ id: z.string().max(80) });

/**
 * A recurring plan the customer controls (issue 36 part 2): its page, skip one visit, pause until a date,
 * resume, move the later visits, cancel the rest. The customer's own plans; staff who manage bookings, any.
 */
export async function seriesRoutes(app: FastifyInstance, deps: { changes: BookingChangesService }) {
  const r = typed(app);
  const plan = deps.changes.plan;
  const schema = (summary: string) => ({
    tags: ['bookings'],
    summary,
    params,
    response: { 200: successEnvelope(z.object({ plan: seriesPlanDtoSchema })), ...errorResponses },
  });
  const config = { access: 'authenticated' as const };

  r.get(
    '/api/bookings/series/:id',
    { config, schema: schema("A plan's state, its visits from today, and what cancelling the rest refunds") },
    async (req) => ok({ plan: await plan.get(currentUser(req), req.params.id) }),
  );
  r.post(
    '/api/bookings/series/:id/skip',
    {
      config,
      schema: {
        ...schema('Skips one visit to come (cancelled, refunded if paid, not booked again)'),
        body: skipVisitInputSchema,
      },
    },
    async (req) =>
      ok({ plan: await plan.skip(currentUser(req), req.params.id, req.body.bookingId) }, 'Visit skipped'),
  );
  r.post(
    '/api/bookings/series/:id/pause',
    {
      config,
      schema: {
        ...schema('Pauses the plan until a date: its visits before then are cancelled, refunded if paid'),
        body: pausePlanInputSchema,
      },
    },
    async (req) =>
      ok({ plan: await plan.pause(currentUser(req), req.params.id, req.body.until) }, 'Plan paused'),
  );
  r.post(
    '/api/bookings/series/:id/resume',
    { config, schema: schema('Resumes a paused plan now: the days the pause took away are booked again') },
    async (req) => ok({ plan: await plan.resume(currentUser(req), req.params.id) }, 'Plan resumed'),
  );
  r.post(
    '/api/bookings/series/:id/reschedule',
    {
      config,
      schema: {
        ...schema('Moves a visit to a new day and time, and every later visit with it (all or none)'),
        body: movePlanInputSchema,
      },
    },
    async (req) => ok({ plan: await plan.move(currentUser(req), req.params.id, req.body) }, 'Plan moved'),
  );
  r.post(
    '/api/bookings/series/:id/cancel',
    {
      config,
      schema: {
        ...schema('Cancels every visit still open to change and ends the plan'),
        body: cancelPlanInputSchema,
      },
    },
    async (req) =>
      ok({ plan: await plan.cancel(currentUser(req), req.params.id, req.body.reason) }, 'Plan cancelled'),
  );
}
