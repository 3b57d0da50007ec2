import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  declineOfferInputSchema,
  jobOffersDtoSchema,
  offerAnswerDtoSchema,
  offerMessages,
} from '../../../shared/schemas/dispatch-offers';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { DispatchOffers } from './dispatch-offers.service';

// Any text: an id that is not a uuid is simply an offer this cleaner does not have (404).
const offerParams = z.object({ id: z.string().max(80) });

/** A cleaner's open offers (DISPATCH_MODE=offer), accepted or declined from the cleaner app. */
export async function dispatchOffersRoutes(app: FastifyInstance, deps: { offers: DispatchOffers }) {
  const r = typed(app);
  const tags = ['dispatch'];

  r.get(
    '/api/cleaner/offers',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        summary: 'The jobs offered to me, open now: service, time, area, my pay for it and how far',
        response: { 200: successEnvelope(jobOffersDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok({ offers: await deps.offers.listFor(currentUser(req).id) }),
  );

  r.post(
    '/api/cleaner/offers/:id/accept',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        summary: 'Take the job for my crew; 409 when someone took it first or the offer lapsed',
        params: offerParams,
        response: { 200: successEnvelope(offerAnswerDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.offers.accept(currentUser(req).id, req.params.id), offerMessages.accepted),
  );

  r.post(
    '/api/cleaner/offers/:id/decline',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        summary: 'Decline the job for my crew (it passes to the next crew)',
        params: offerParams,
        // No body at all is a decline without a reason (fastify hands the schema null).
        body: declineOfferInputSchema.nullish(),
        response: { 200: successEnvelope(offerAnswerDtoSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await deps.offers.decline(currentUser(req).id, req.params.id, req.body?.reason),
        offerMessages.declined,
      ),
  );
}
