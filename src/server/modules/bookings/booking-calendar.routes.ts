import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed } from '../../platform/routing';
import { inviteContentType } from './booking-calendar';
import type { BookingCalendarService } from './booking-calendar.service';

export async function bookingCalendarRoutes(
  app: FastifyInstance,
  deps: { calendar: BookingCalendarService },
) {
  typed(app).get(
    '/api/bookings/:id/calendar.ics',
    {
      config: { access: 'owner' as const },
      schema: {
        tags: ['bookings'],
        params: z.object({ id: z.string().max(80) }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const ics = await deps.calendar.forViewer(currentUser(req), req.params.id);
      return reply
        .type(inviteContentType('PUBLISH'))
        .header('content-disposition', 'attachment; filename="chamak-booking.ics"')
        .send(ics);
    },
  );
}
