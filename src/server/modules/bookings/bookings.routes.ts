import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  availabilitySlotSchema,
  bookingDtoSchema,
  bookingEventDtoSchema,
  bookingsPageSchema,
  cancelledBookingSchema,
  createdBookingSchema,
  freeCleanersDtoSchema,
  oneBookingSchema,
  seriesAssignedSchema,
} from '../../../shared/api-bookings';
import { successEnvelope } from '../../../shared/api';
import { isStaffRole } from '../../../shared/domain/permissions';
import {
  assignCleanerInputSchema,
  availabilityQuerySchema,
  cancelBookingInputSchema,
  completePaymentInputSchema,
  createBookingInputSchema,
  listBookingsQuerySchema,
  rescheduleBookingInputSchema,
  savePendingBookingInputSchema,
  unlockStartCodeInputSchema,
  updateStatusInputSchema,
} from '../../../shared/schemas/booking';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { currentUser } from '../../platform/auth';
import { rateLimit, type RateLimiter } from '../../platform/rate-limit';
import {
  errorResponses,
  typed,
  typedSuccessSerializer,
  ok,
  idempotencyHeaders,
} from '../../platform/routing';
import { bodyLimits } from '../../platform/body-limits';
import { ratingsOf, toBookingDto, type RatingLookup } from './bookings.dto';
import type { BookingChangesService } from './booking-changes.service';
import type { BookingsService } from './bookings.service';
import type { BookingDetail } from './bookings.repository';

/**
 * Bookings a customer's account may make in an hour: a household books a few; one account making
 * more is filling crews' days (a recurring series counts once, its visits are capped by the series).
 */
export const BOOKINGS_PER_ACCOUNT_PER_HOUR = 20;

const bookingParams = z.object({ id: z.string().max(80) });
const one = successEnvelope(oneBookingSchema);

export async function bookingsRoutes(
  app: FastifyInstance,
  deps: {
    bookings: BookingsService;
    changes: BookingChangesService;
    clock: Clock;
    /** The visits' and crews' stars; without it the DTOs carry none. */
    ratings?: RatingLookup;
    /** A call provider is configured: bookings in their call window carry `canCall`. */
    maskedCalls?: boolean;
    /** Counts an account's bookings and those mailed to someone else's address (bookingLimits); none without it. */
    limiter?: RateLimiter;
    rateLimitMultiplier?: number;
  },
) {
  const r = typed(app);
  /**
   * An account's bookings an hour. A customer's booking mail goes to their own account's address
   * (booking-price.ts): no stranger's address is written to, so none needs a limit of its own.
   */
  const bookingLimits = deps.limiter
    ? rateLimit(deps.limiter, deps.rateLimitMultiplier ?? 1, {
        name: 'booking-create',
        max: BOOKINGS_PER_ACCOUNT_PER_HOUR,
        windowMs: 60 * 60_000,
        // Admins book for customers (quotes, phone orders): the office is not limited.
        key: (req) => {
          const user = currentUser(req);
          return isStaffRole(user.role) ? null : user.id;
        },
      })
    : undefined;
  const tags = ['bookings'];
  // The role is checked on request, before the body is parsed and validated.
  const auth = { config: { access: 'authenticated' as const } };
  /** Bookings as the caller may see them, with their crews. */
  const present = async (req: FastifyRequest, details: BookingDetail[]) => {
    const crews = await deps.bookings.crewsOf(details.map((d) => d.booking.id));
    const viewer = currentUser(req).role;
    const rated = await ratingsOf(
      details.map((d) => ({ booking: d.booking, crew: crews.get(d.booking.id) ?? [] })),
      deps.ratings,
    );
    return details.map((d) =>
      toBookingDto(d, deps.clock.now(), viewer, crews.get(d.booking.id), rated(d.booking.id), {
        maskedCalls: deps.maskedCalls,
      }),
    );
  };
  const dto = async (req: FastifyRequest, d: BookingDetail) => (await present(req, [d]))[0];

  r.get(
    '/api/availability',
    {
      config: { access: 'public' as const },
      schema: {
        tags,
        querystring: availabilityQuerySchema,
        response: {
          200: successEnvelope(
            z.object({
              date: z.string(),
              durationMinutes: z.number(),
              crewSize: z.number(),
              slots: z.array(availabilitySlotSchema),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => ok({ date: req.query.date, ...(await deps.bookings.availability(req.query)) }),
  );

  r.post(
    '/api/bookings',
    {
      ...auth,
      bodyLimit: bodyLimits.booking,
      ...(bookingLimits ? { preHandler: bookingLimits } : {}),
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: createBookingInputSchema,
        response: {
          200: successEnvelope(createdBookingSchema),
          201: successEnvelope(createdBookingSchema),
          ...errorResponses,
        },
      },
      serializerCompiler: typedSuccessSerializer,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const result = await deps.bookings.create(user, req.body, req.headers['idempotency-key'], {
        client: { ip: req.ip },
      });
      reply.status(result.replayed ? 200 : 201);
      return ok(
        {
          booking: toBookingDto(result.booking, deps.clock.now(), user.role, result.crew),
          seriesBooked: result.seriesBooked,
        },
        'Booking created successfully',
      );
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
          200: successEnvelope(bookingsPageSchema),
          ...errorResponses,
        },
      },
      serializerCompiler: typedSuccessSerializer,
    },
    async (req) => {
      const { page, size } = req.query;
      const user = currentUser(req);
      const { rows, total } = await deps.bookings.list(user, req.query);
      const now = deps.clock.now();
      const rated = await ratingsOf(rows, deps.ratings);
      return ok({
        bookings: rows.map((d) =>
          toBookingDto(d, now, user.role, d.crew, rated(d.booking.id), { maskedCalls: deps.maskedCalls }),
        ),
        page: { page, size, total, pages: Math.ceil(total / size) },
      });
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
    async (req) => ok({ pending: await deps.bookings.getPending(currentUser(req).id) }),
  );

  r.post(
    '/api/bookings/pending',
    {
      ...auth,
      bodyLimit: bodyLimits.booking,
      schema: {
        tags,
        body: savePendingBookingInputSchema,
        response: { 200: successEnvelope(z.object({ saved: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      await deps.bookings.savePending(currentUser(req).id, req.body.payload);
      return ok({ saved: true });
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
      return ok({ deleted: true });
    },
  );

  r.post(
    '/api/bookings/complete',
    { ...auth, schema: { tags, response: { 200: one, 201: one, ...errorResponses } } },
    async (req, reply) => {
      const result = await deps.bookings.completePending(currentUser(req));
      reply.status(201);
      return ok({ booking: await dto(req, result.booking) }, 'Booking created successfully');
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
      return ok({ booking: await dto(req, booking) }, 'Booking confirmed');
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
      return ok({
        booking: await dto(req, found),
        events: events.map((e) => ({
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          actorRole: e.actorRole,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
      });
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
      return ok({ booking: await dto(req, booking) }, 'Booking rescheduled');
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
          200: successEnvelope(cancelledBookingSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const result = await deps.changes.cancel(currentUser(req), req.params.id, {
        reason: req.body.reason,
        scope: req.body.scope,
        refundTo: req.body.refundTo,
      });
      return ok(
        { booking: await dto(req, result.booking), cancelled: result.cancelled },
        'Booking cancelled successfully!',
      );
    },
  );

  r.patch(
    '/api/bookings/:id/assign',
    {
      config: { access: 'bookings.assign' as const },
      schema: {
        tags,
        summary: 'Assign a lead (cleanerId) or the whole crew (cleanerIds)',
        description:
          'With `cleanerId`, that cleaner leads and the rest of the crew is kept (reordered, or the former lead ' +
          'gives way), empty places filled with free cleaners least loaded first; 409 when the lead or too few ' +
          'others are free. With `cleanerIds`, exactly the crew, lead first.',
        params: bookingParams,
        body: assignCleanerInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.assign(
        currentUser(req),
        req.params.id,
        req.body.cleanerIds ?? { lead: req.body.cleanerId! },
      );
      return ok({ booking: await dto(req, booking) }, 'Cleaner assigned');
    },
  );

  r.patch(
    '/api/bookings/:id/assign-series',
    {
      config: { access: 'bookings.assign' as const },
      schema: {
        tags,
        summary: 'Assign this visit and every later open visit of its series to one crew',
        description:
          'The body is as for /assign. This visit is assigned as there (its refusal fails the request); each ' +
          'later pending or assigned visit of the series then in its own transaction: one the crew cannot ' +
          'take keeps its crew and is listed in `series.notAssigned` with the reason.',
        params: bookingParams,
        body: assignCleanerInputSchema,
        response: { 200: successEnvelope(seriesAssignedSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { booking, series } = await deps.changes.assignSeries(
        currentUser(req),
        req.params.id,
        req.body.cleanerIds ?? { lead: req.body.cleanerId! },
      );
      return ok({ booking: await dto(req, booking), series }, 'Cleaner assigned');
    },
  );

  r.patch(
    '/api/bookings/:id/status',
    {
      bodyLimit: bodyLimits.statusWithChecklist,
      config: { access: ['cleaner', 'bookings.manage'] as const },
      schema: {
        tags,
        params: bookingParams,
        headers: idempotencyHeaders,
        body: updateStatusInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.updateStatus(
        currentUser(req),
        req.params.id,
        {
          status: req.body.status,
          notes: req.body.notes,
          startCode: req.body.startCode,
          checklistAnswers: req.body.checklist,
          position: req.body.position,
        },
        req.headers['idempotency-key'],
      );
      return ok({ booking: await dto(req, booking) }, 'Status updated');
    },
  );

  r.post(
    '/api/bookings/:id/start-code/unlock',
    {
      config: { access: 'bookings.manage' as const },
      schema: {
        tags,
        summary: 'Unlock a start code locked by 5 wrong codes (admin; audited with the reason)',
        description:
          'The crew can then try the customer’s code again. To start the job without the code instead, an ' +
          'admin sends `PATCH /api/bookings/:id/status {status: "in-progress", notes: <reason>}`.',
        params: bookingParams,
        body: unlockStartCodeInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.unlockStartCode(currentUser(req), req.params.id, req.body.reason);
      return ok({ booking: await dto(req, booking) }, 'Start code unlocked');
    },
  );

  r.post(
    '/api/bookings/:id/on-my-way',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        params: bookingParams,
        headers: idempotencyHeaders,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const booking = await deps.changes.onMyWay(
        currentUser(req),
        req.params.id,
        req.headers['idempotency-key'],
      );
      return ok({ booking: await dto(req, booking) }, 'The customer has been told you are on the way');
    },
  );

  r.get(
    '/api/bookings/:id/free-cleaners',
    {
      config: { access: 'bookings.assign' as const },
      schema: {
        tags,
        params: bookingParams,
        response: {
          200: successEnvelope(freeCleanersDtoSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { booking, cleaners } = await deps.changes.freeCleaners(currentUser(req), req.params.id);
      return ok({
        crewSize: booking.crewSize,
        cleaners: cleaners.map((c) => ({
          _id: c.id,
          name: c.name,
          loadMinutes: c.loadMinutes,
          holdsThisJob: c.holdsThisJob,
        })),
      });
    },
  );
}
