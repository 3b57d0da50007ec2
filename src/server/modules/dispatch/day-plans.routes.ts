import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import {
  dayLockInputSchema,
  dayPlanAppliedDtoSchema,
  dayPlanDtoSchema,
  dayPlanInputSchema,
  dayPlanParamsSchema,
  dayPlanStateDtoSchema,
} from '../../../shared/schemas/day-plans';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { DayPlans } from './day-plans.service';

/** Day plans (issue 35 part 3): propose, look, apply, lock a day (admin, `plans`). */
export async function dayPlansRoutes(app: FastifyInstance, deps: { dayPlans: DayPlans }) {
  const r = typed(app);
  const tags = ['dispatch'];

  r.post(
    '/api/admin/dispatch/plan',
    {
      config: { access: 'plans' as const },
      schema: {
        tags,
        summary:
          'Proposes crews for every confirmed booking of the day, with the kilometres before and after',
        body: dayPlanInputSchema,
        response: { 200: successEnvelope(dayPlanDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.dayPlans.propose(currentUser(req), req.body.date), 'Day planned'),
  );

  r.get(
    '/api/admin/dispatch/plan/:date',
    {
      config: { access: 'plans' as const },
      schema: {
        tags,
        params: dayPlanParamsSchema,
        response: { 200: successEnvelope(dayPlanStateDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.dayPlans.state(req.params.date)),
  );

  r.post(
    '/api/admin/dispatch/plan/:date/apply',
    {
      config: { access: 'plans' as const },
      schema: {
        tags,
        summary: "Applies the day's plan; only the people whose job changed are told",
        params: dayPlanParamsSchema,
        response: { 200: successEnvelope(dayPlanAppliedDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.dayPlans.apply(currentUser(req), req.params.date), 'Plan applied'),
  );

  r.put(
    '/api/admin/dispatch/plan/:date/lock',
    {
      config: { access: 'plans' as const },
      schema: {
        tags,
        summary: 'Locks a day against re-planning (by hand and before the day-ahead push), or unlocks it',
        params: dayPlanParamsSchema,
        body: dayLockInputSchema,
        response: { 200: successEnvelope(dayPlanStateDtoSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await deps.dayPlans.setLock(currentUser(req), req.params.date, req.body.locked),
        req.body.locked ? 'Day locked' : 'Day unlocked',
      ),
  );
}
