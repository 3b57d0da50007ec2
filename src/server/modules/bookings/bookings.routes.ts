import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  availabilitySlotSchema,
  bookingDtoSchema,
  bookingEventDtoSchema,
  cleanerDtoSchema,
} from '../../../shared/api-bookings';
import { successEnvelope } from '../../../shared/api';
import {
  assignCleanerInputSchema,
  availabilityQuerySchema,
  cancelBookingInputSchema,
  completePaymentInputSchema,
  createBookingInputSchema,
  listBookingsQuerySchema,
  rescheduleBookingInputSchema,
  savePendingBookingInputSchema,
  updateStatusInputSchema,
} from '../../../shared/schemas/booking';
import type { Clock } from '../../platform/clock';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed } from '../../platform/routing';
import { toBookingDto } from './bookings.dto';
import type { BookingChangesService } from './booking-changes.service';
import type { BookingsService } from './bookings.service';

const bookingParams = z.object({ id: z.string().max(80) });
const one = successEnvelope(z.object({ booking: bookingDtoSchema }));
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(8, 'Idempotency-Key must be 8-100 characters').max(100).optional(),
});

export async function bookingsRoutes(
  app: FastifyInstance,
  deps: { bookings: BookingsService; changes: BookingChangesService; clock: Clock },
) {
  const r = typed(app);
  const tags = ['bookings'];
  const auth = { preHandler: app.authenticate };
  const dto = (d: Parameters<typeof toBookingDto>[0]) => toBookingDto(d, deps.clock.now());

  r.get(
    '/api/availability',
    {
      schema: {
        tags,
        querystring: availabilityQuerySchema,
        response: {
          200: successEnvelope(z.object({ date: z.string(), slots: z.array(availabilitySlotSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: { date: req.query.date, slots: await deps.bookings.availability(req.query.date) },
    }),
  );

  r.post(
    '/api/bookings',
    {
      ...auth,
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: createBookingInputSchema,
        response: {
          200: successEnvelope(z.object({ booking: bookingDtoSchema, seriesBooked: z.number() })),
          201: successEnvelope(z.object({ booking: bookingDtoSchema, seriesBooked: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const result = await deps.bookings.create(currentUser(req), req.body, req.headers['idempotency-key']);
      reply.status(result.replayed ? 200 : 201);
      return {
        status: 'success' as const,
        data: { booking: dto(result.booking), seriesBooked: result.seriesBooked },
        message: 'Booking created successfully',
      };
    },
  );

  r.get(
    '/api/bookings',
    {
      ...auth,
      schema: {
        tags,
        querystring: listBookingsQuerySchema,
        response: {
          200: successEnvelope(z.object({ bookings: z.array(bookingDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const rows = await deps.bookings.list(currentUser(req), req.query);
      return { status: 'success' as const, data: { bookings: rows.map(dto) } };
    },
  );

  r.get(
    '/api/bookings/pending',
    {
      ...auth,
      schema: {
        tags,
        response: {
          200: successEnvelope(z.object({ pending: z.record(z.string(), z.unknown()).nullable() })),
          ...errorResponses,
        },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: { pending: await deps.bookings.getPending(currentUser(req).id) },
    }),
  );

  r.post(
    '/api/bookings/pending',
    {
      ...auth,
      schema: {
        tags,
        body: savePendingBookingInputSchema,
        response: { 200: successEnvelope(z.object({ saved: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      await deps.bookings.savePending(currentUser(req).id, req.body.payload);
      return { status: 'success' as const, data: { saved: true } };
    },
  );

  r.delete(
    '/api/bookings/pending',
    {
      ...auth,
      schema: {
        tags,
        response: { 200: successEnvelope(z.object({ deleted: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      await deps.bookings.deletePending(currentUser(req).id);
      return { status: 'success' as const, data: { deleted: true } };
    },
  );

  r.post(
    '/api/bookings/complete',
    { ...auth, schema: { tags, response: { 200: one, 201: one, ...errorResponses } } },
    async (req, reply) => {
      const result = await deps.bookings.completePending(currentUser(req));
      reply.status(201);
      return {
        status: 'success' as const,
        data: { booking: dto(result.booking) },
        message: 'Booking created successfully',
      };
    },
  );

  r.post(
    '/api/bookings/complete-payment',
    {
      ...auth,
      schema: { tags, body: completePaymentInputSchema, response: { 200: one, ...errorResponses } },
    },
    async (req) => {
      const booking = await deps.bookings.completePayment(
        currentUser(req),
        req.body.bookingId,
        req.body.paymentMethod,
      );
      return { status: 'success' as const, data: { booking: dto(booking) }, message: 'Booking confirmed' };
    },
  );

  r.get(
    '/api/bookings/:id',
    {
      ...auth,
      schema: {
        tags,
        params: bookingParams,
        response: {
          200: successEnvelope(
            z.object({ booking: bookingDtoSchema, events: z.array(bookingEventDtoSchema) }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const found = await deps.bookings.requireVisible(currentUser(req), req.params.id);
      const events = await deps.bookings.listEvents(found.booking.id);
      return {
        status: 'success' as const,
        data: {
          booking: dto(found),
          events: events.map((e) => ({
            fromStatus: e.fromStatus,
            toStatus: e.toStatus,
            actorRole: e.actorRole,
            note: e.note,
            createdAt: e.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  r.put(
    '/api/bookings/:id',
    {
      ...auth,
      schema: {
        tags,
        params: bookingParams,
        body: rescheduleBookingInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.reschedule(
        currentUser(req),
        req.params.id,
        req.body.scheduledDate,
        req.body.scheduledTime,
      );
      return { status: 'success' as const, data: { booking: dto(booking) }, message: 'Booking rescheduled' };
    },
  );

  r.patch(
    '/api/bookings/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        params: bookingParams,
        body: cancelBookingInputSchema,
        response: {
          200: successEnvelope(z.object({ booking: bookingDtoSchema, cancelled: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const result = await deps.changes.cancel(
        currentUser(req),
        req.params.id,
        req.body.reason,
        req.body.scope,
      );
      return {
        status: 'success' as const,
        data: { booking: dto(result.booking), cancelled: result.cancelled },
        message: 'Booking cancelled successfully!',
      };
    },
  );

  r.patch(
    '/api/bookings/:id/assign',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        params: bookingParams,
        body: assignCleanerInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.assign(currentUser(req), req.params.id, req.body.cleanerId);
      return { status: 'success' as const, data: { booking: dto(booking) }, message: 'Cleaner assigned' };
    },
  );

  r.patch(
    '/api/bookings/:id/status',
    {
      preHandler: app.requireRole('admin', 'cleaner'),
      schema: {
        tags,
        params: bookingParams,
        body: updateStatusInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.updateStatus(
        currentUser(req),
        req.params.id,
        req.body.status,
        req.body.notes,
      );
      return { status: 'success' as const, data: { booking: dto(booking) }, message: 'Status updated' };
    },
  );

  r.get(
    '/api/admin/cleaners',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        response: {
          200: successEnvelope(z.object({ cleaners: z.array(cleanerDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await deps.bookings.listCleaners();
      return {
        status: 'success' as const,
        data: {
          cleaners: rows.map((c) => ({
            _id: c.id,
            name: c.name,
            phone: c.phone,
            email: c.email,
            isActive: c.isActive,
          })),
        },
      };
    },
  );
}
