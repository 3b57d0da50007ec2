import { seesCity } from '../../../shared/domain/cities';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complaintAnswerSchema, complaintsListSchema } from '../../../shared/api-after-visit';
import { availabilitySlotSchema, bookingDtoSchema } from '../../../shared/api-bookings';
import { successEnvelope } from '../../../shared/api';
import {
  bookRecleanInputSchema,
  createComplaintInputSchema,
  listComplaintsQuerySchema,
  recleanSlotsQuerySchema,
  resolveComplaintInputSchema,
} from '../../../shared/schemas/complaints';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { currentUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { errorResponses, typed, ok } from '../../platform/routing';
import { toBookingDto } from '../bookings/bookings.dto';
import type { BookingsService } from '../bookings/bookings.service';
import { toComplaintDto } from './complaints.dto';
import type { ComplaintRow, ComplaintWithVisit } from './complaints.repository';
import type { ComplaintPhotosService } from './complaint-photos.service';
import type { ComplaintsService } from './complaints.service';

const params = z.object({ id: z.string().max(80) });
const one = successEnvelope(complaintAnswerSchema);
const many = successEnvelope(complaintsListSchema);

export async function complaintsRoutes(
  app: FastifyInstance,
  deps: {
    complaints: ComplaintsService;
    photos: ComplaintPhotosService;
    bookings: BookingsService;
    clock: Clock;
  },
) {
  /** Complaints as DTOs with their photos (one query for all). */
  async function toDtos(rows: ComplaintRow[], visits?: ComplaintWithVisit['booking'][]) {
    const photos = await deps.photos.byComplaint(rows.map((c) => c.id));
    return rows.map((c, i) => toComplaintDto(c, photos.get(c.id) ?? [], visits?.[i]));
  }

  const r = typed(app);
  const tags = ['complaints'];
  const client = { config: { access: 'client' as const } };
  const owner = { config: { access: ['client', 'complaints'] as const } };

  r.post(
    '/api/bookings/:id/complaints',
    {
      ...client,
      schema: { tags, params, body: createComplaintInputSchema, response: { 201: one, ...errorResponses } },
    },
    async (req, reply) => {
      const created = await deps.complaints.file(currentUser(req), req.params.id, req.body);
      reply.status(201);
      return ok({ complaint: toComplaintDto(created, []) }, afterVisitTexts.complaintFiled);
    },
  );

  r.get(
    '/api/bookings/:id/complaints',
    { ...owner, schema: { tags, params, response: { 200: many, ...errorResponses } } },
    async (req) => {
      const rows = await deps.complaints.forBooking(currentUser(req), req.params.id);
      return ok({ complaints: await toDtos(rows) });
    },
  );

  r.get(
    '/api/complaints',
    { ...client, schema: { tags, response: { 200: many, ...errorResponses } } },
    async (req) => {
      const rows = await deps.complaints.mine(currentUser(req));
      return ok({ complaints: await toDtos(rows) });
    },
  );

  r.get(
    '/api/complaints/:id/reclean-slots',
    {
      ...owner,
      schema: {
        tags,
        params,
        querystring: recleanSlotsQuerySchema,
        response: {
          200: successEnvelope(z.object({ date: z.string(), slots: z.array(availabilitySlotSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => ok(await deps.complaints.recleanSlots(currentUser(req), req.params.id, req.query.date)),
  );

  r.post(
    '/api/complaints/:id/reclean',
    {
      ...owner,
      schema: {
        tags,
        params,
        body: bookRecleanInputSchema,
        response: { 201: successEnvelope(z.object({ booking: bookingDtoSchema })), ...errorResponses },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const detail = await deps.complaints.bookReclean(user, req.params.id, {
        date: req.body.scheduledDate,
        time: req.body.scheduledTime,
      });
      const crews = await deps.bookings.crewsOf([detail.booking.id]);
      reply.status(201);
      return ok(
        {
          booking: toBookingDto(detail, deps.clock.now(), user.role, crews.get(detail.booking.id)),
        },
        afterVisitTexts.recleanBooked,
      );
    },
  );

  r.get(
    '/api/admin/complaints',
    {
      config: { access: 'complaints' as const },
      schema: { tags, querystring: listComplaintsQuerySchema, response: { 200: many, ...errorResponses } },
    },
    async (req) => {
      // A staff member tied to cities sees their cities' complaints only (decision 051).
      const scope = currentUser(req).cityIds;
      const rows = (await deps.complaints.list(req.query.status)).filter((row) =>
        seesCity(scope, row.booking.cityId),
      );
      return ok({
        complaints: await toDtos(
          rows.map((row) => row.complaint),
          rows.map((row) => row.booking),
        ),
      });
    },
  );

  r.post(
    '/api/admin/complaints/:id/resolve',
    {
      config: { access: 'complaints' as const },
      schema: { tags, params, body: resolveComplaintInputSchema, response: { 200: one, ...errorResponses } },
    },
    async (req) => {
      const updated = await deps.complaints.resolve(currentUser(req), req.params.id, req.body);
      const [complaint] = await toDtos([updated]);
      return ok({ complaint });
    },
  );
}
