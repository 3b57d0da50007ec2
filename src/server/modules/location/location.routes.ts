import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import { success } from '../../../shared/texts';
import {
  bookingAttendanceSchema,
  crewLocationDtoSchema,
  crewsOnTheWaySchema,
  positionInputSchema,
} from '../../../shared/location';
import { adminAddressPointInputSchema } from '../../../shared/schemas/address-point';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed, okMessage } from '../../platform/routing';
import type { LocationService } from './location.service';

const bookingParams = z.object({ id: z.string().max(80) });

/** A crew's live position on the way, the admins' view of every crew on the way, and proof of attendance. */
export async function locationRoutes(app: FastifyInstance, deps: { location: LocationService }) {
  const r = typed(app);
  const tags = ['location'];

  r.post(
    '/api/bookings/:id/location',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        summary: "A crew member's phone on the way sends its position (with consent; until the start)",
        params: bookingParams,
        body: positionInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.location.share(currentUser(req), req.params.id, req.body);
      return okMessage('Location shared');
    },
  );

  r.get(
    '/api/bookings/:id/location',
    {
      config: { access: 'owner' as const },
      schema: {
        tags,
        summary: "The crew's latest position and ETA (the booking's customer and admins only)",
        params: bookingParams,
        response: { 200: successEnvelope(crewLocationDtoSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await deps.location.view(currentUser(req), req.params.id));
    },
  );

  r.get(
    '/api/admin/crews-on-the-way',
    {
      config: { access: 'cleaners.calendar' as const },
      schema: {
        tags,
        response: {
          200: successEnvelope(crewsOnTheWaySchema),
          ...errorResponses,
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ crews: await deps.location.onTheWay() });
    },
  );

  r.get(
    '/api/admin/bookings/:id/attendance',
    {
      config: { access: 'bookings.read' as const },
      schema: {
        tags,
        params: bookingParams,
        response: {
          200: successEnvelope(bookingAttendanceSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => ok({ attendance: await deps.location.attendance(currentUser(req), req.params.id) }),
  );

  r.put(
    '/api/admin/bookings/:id/address-location',
    {
      config: { access: 'bookings.manage' as const },
      schema: {
        tags,
        summary:
          'Sets or corrects the point of a booking\'s address ("22.7196, 75.8577"; empty removes it), audited',
        params: bookingParams,
        body: adminAddressPointInputSchema,
        response: {
          200: successEnvelope(
            z.object({ point: z.object({ lat: z.number(), lng: z.number() }).nullable() }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const result = await deps.location.setAddressPoint(currentUser(req), req.params.id, req.body.point);
      return ok(result, result.point ? success.locationSaved : success.locationRemoved);
    },
  );
}
