import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  bookingDispatchDtoSchema,
  dispatchSettingsDtoSchema,
  dispatchSettingsInputSchema,
} from '../../../shared/schemas/auto-dispatch';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { AutoDispatch } from './auto-dispatch.service';
import type { DispatchOffers } from './dispatch-offers.service';

const bookingParams = z.object({ id: z.string().max(80) });

/** The owner's dispatch mode and the dispatch job's decisions (admin). */
export async function autoDispatchRoutes(
  app: FastifyInstance,
  deps: { dispatch: AutoDispatch; offers: DispatchOffers },
) {
  const r = typed(app);
  const tags = ['dispatch'];

  r.get(
    '/api/admin/dispatch/settings',
    {
      config: { access: 'plans' as const },
      schema: { tags, response: { 200: successEnvelope(dispatchSettingsDtoSchema), ...errorResponses } },
    },
    async () => ok(await deps.dispatch.settings()),
  );

  r.put(
    '/api/admin/dispatch/settings',
    {
      config: { access: 'settings' as const },
      schema: {
        tags,
        body: dispatchSettingsInputSchema,
        response: { 200: successEnvelope(dispatchSettingsDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.dispatch.setMode(currentUser(req), req.body.mode), 'Dispatch mode saved'),
  );

  r.get(
    '/api/admin/bookings/:id/dispatch',
    {
      config: { access: 'bookings.assign' as const },
      schema: {
        tags,
        params: bookingParams,
        response: {
          200: successEnvelope(bookingDispatchDtoSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const found = await deps.dispatch.decisionOf(req.params.id);
      const [offer, pastOffers] = await Promise.all([
        found ? null : deps.offers.openOfferOf(req.params.id),
        deps.offers.pastOffersOf(req.params.id),
      ]);
      return ok({
        offer,
        pastOffers,
        decision: found
          ? {
              outcome: found.outcome,
              explanation: found.explanation,
              decidedAt: found.decidedAt.toISOString(),
            }
          : null,
      });
    },
  );

  r.post(
    '/api/admin/bookings/:id/offer/withdraw',
    {
      config: { access: 'bookings.assign' as const },
      schema: {
        tags,
        summary: "Takes back the booking's open offer; the dispatch job offers it to the next crew",
        params: bookingParams,
        response: { 200: successEnvelope(z.object({})), ...errorResponses },
      },
    },
    async (req) => {
      await deps.offers.withdraw(currentUser(req), req.params.id);
      return ok({}, 'Offer withdrawn');
    },
  );
}
