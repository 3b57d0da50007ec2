import { amountToCollectPaise } from '../../../shared/domain/pay-after-service';
import { callWindowOpen } from '../../../shared/domain/masked-calls';
import { paiseToRupees } from '../../../shared/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminCleanerDtoSchema,
  cleanerJobDtoSchema,
  pageInfoSchema,
  type CleanerJobDto,
} from '../../../shared/api-bookings';
import { successEnvelope } from '../../../shared/api';
import { toBookingAddressDto } from '../../../shared/api-address';
import {
  addLeaveInputSchema,
  createCleanerInputSchema,
  dateRangeQuerySchema,
  listCleanersQuerySchema,
  packageTimingInputSchema,
  updateCleanerInputSchema,
} from '../../../shared/schemas/dispatch';
import { currentUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { RatingStats } from '../../../shared/schemas/rating';
import type { ScheduledJob } from '../schedule/schedule.service';
import type { CleanersService } from './cleaners.service';

const cleanerParams = z.object({ id: z.string().max(80) });
const leaveParams = z.object({ id: z.string().max(80), leaveId: z.string().max(80) });
const oneCleaner = successEnvelope(z.object({ cleaner: adminCleanerDtoSchema }));
const jobsResponse = successEnvelope(z.object({ jobs: z.array(cleanerJobDtoSchema) }));

const pointOf = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { lat, lng } : null;

/**
 * `calls`: for a cleaner's own list when masked calls are configured: the customer's number is not sent
 * (they call through the masking number while `canCall`; otherwise the office).
 */
function toJobDto(
  { booking: b, kind }: ScheduledJob,
  coWorkers: string[] = [],
  calls?: { now: Date },
): CleanerJobDto {
  return {
    _id: b.id,
    status: b.status,
    kind,
    serviceName: b.serviceName,
    packageName: b.packageName,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    durationMinutes: b.durationMinutes,
    crewSize: b.crewSize,
    quantity: b.areaSqft,
    measurementUnit: b.measurementUnit,
    coWorkers,
    customerName: b.customerName,
    phoneNumber: calls ? '' : b.phoneNumber,
    ...(calls ? { canCall: callWindowOpen(b, calls.now) } : {}),
    address: { ...toBookingAddressDto(b), point: pointOf(b.addressLatitude, b.addressLongitude) },
    instructions: b.instructions,
    onMyWayAt: b.onMyWayAt?.toISOString() ?? null,
    startedAt: b.startedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    amountToCollect: paiseToRupees(amountToCollectPaise(b)),
  };
}

/** Cleaners (admin), a cleaner's own jobs, package timing (admin). Roles are checked on request. */
export async function dispatchRoutes(
  app: FastifyInstance,
  deps: {
    cleaners: CleanersService;
    clock: Clock;
    /** Each cleaner's stars. */
    ratings?: { statsFor(cleanerIds: string[]): Promise<Map<string, RatingStats>> };
    /** A call provider is configured: a cleaner's jobs carry `canCall`, not the customer's number. */
    maskedCalls?: boolean;
  },
) {
  const r = typed(app);
  const tags = ['dispatch'];

  r.get(
    '/api/admin/cleaners',
    {
      config: { access: 'cleaners.calendar' as const },
      schema: {
        tags,
        querystring: listCleanersQuerySchema,
        response: {
          200: successEnvelope(z.object({ cleaners: z.array(adminCleanerDtoSchema), page: pageInfoSchema })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      const { cleaners: found, total } = await deps.cleaners.list(req.query);
      const stars = deps.ratings ? await deps.ratings.statsFor(found.map((c) => c._id)) : undefined;
      const cleaners = found.map((c) => ({ ...c, ...(stars ? { rating: stars.get(c._id) } : {}) }));
      return ok({ cleaners, page: { page, size, total, pages: Math.ceil(total / size) } });
    },
  );

  r.post(
    '/api/admin/cleaners',
    {
      config: { access: 'cleaners.manage' as const },
      schema: { tags, body: createCleanerInputSchema, response: { 201: oneCleaner, ...errorResponses } },
    },
    async (req, reply) => {
      const cleaner = await deps.cleaners.create(currentUser(req), req.body);
      reply.status(201);
      return ok({ cleaner }, 'Cleaner created');
    },
  );

  r.patch(
    '/api/admin/cleaners/:id',
    {
      config: { access: 'cleaners.manage' as const },
      schema: {
        tags,
        params: cleanerParams,
        body: updateCleanerInputSchema,
        response: {
          200: successEnvelope(z.object({ cleaner: adminCleanerDtoSchema, jobsReturned: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (req) =>
      ok(await deps.cleaners.update(currentUser(req), req.params.id, req.body), 'Cleaner updated'),
  );

  r.post(
    '/api/admin/cleaners/:id/leave',
    {
      config: { access: 'cleaners.calendar' as const },
      schema: {
        tags,
        params: cleanerParams,
        body: addLeaveInputSchema,
        response: {
          201: successEnvelope(
            z.object({
              leave: z.object({ _id: z.string(), from: z.string(), to: z.string(), reason: z.string() }),
              jobsReturned: z.number(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const result = await deps.cleaners.addLeave(currentUser(req), req.params.id, req.body);
      reply.status(201);
      return ok(result, 'Leave added');
    },
  );

  r.delete(
    '/api/admin/cleaners/:id/leave/:leaveId',
    {
      config: { access: 'cleaners.calendar' as const },
      schema: {
        tags,
        params: leaveParams,
        response: { 200: successEnvelope(z.object({ deleted: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      await deps.cleaners.deleteLeave(currentUser(req), req.params.id, req.params.leaveId);
      return ok({ deleted: true });
    },
  );

  r.get(
    '/api/admin/cleaners/:id/jobs',
    {
      config: { access: 'cleaners.calendar' as const },
      schema: {
        tags,
        params: cleanerParams,
        querystring: dateRangeQuerySchema,
        response: { 200: jobsResponse, ...errorResponses },
      },
    },
    async (req) => {
      const rows = await deps.cleaners.jobs({
        cleanerId: req.params.id,
        fromDate: req.query.from,
        toDate: req.query.to,
        onlyAssigned: false,
      });
      return ok({ jobs: rows.map((r) => toJobDto(r)) });
    },
  );

  r.get(
    '/api/cleaner/jobs',
    {
      config: { access: 'cleaner' as const },
      schema: { tags, querystring: dateRangeQuerySchema, response: { 200: jobsResponse, ...errorResponses } },
    },
    async (req) => {
      const rows = await deps.cleaners.jobs({
        cleanerId: currentUser(req).id,
        fromDate: req.query.from,
        toDate: req.query.to,
        onlyAssigned: true,
      });
      const me = currentUser(req).id;
      const now = deps.clock.now();
      const crews = await deps.cleaners.crewsOf(
        rows.filter((r) => r.booking.crewSize > 1).map((r) => r.booking.id),
      );
      return ok({
        jobs: rows.map((r) =>
          toJobDto(
            r,
            (crews.get(r.booking.id) ?? []).filter((c) => c.cleanerId !== me).map((c) => c.name),
            deps.maskedCalls ? { now } : undefined,
          ),
        ),
      });
    },
  );

  r.patch(
    '/api/admin/packages/:id/timing',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        params: cleanerParams,
        body: packageTimingInputSchema,
        response: {
          200: successEnvelope(
            z.object({
              package: z.object({
                _id: z.string(),
                name: z.string(),
                duration: z.string(),
                durationMinutes: z.number(),
                minutesPerUnit: z.number(),
                crewSize: z.number(),
              }),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const p = await deps.cleaners.updatePackageTiming(currentUser(req), req.params.id, req.body);
      return ok(
        {
          package: {
            _id: p.id,
            name: p.name,
            duration: p.duration,
            durationMinutes: p.durationMinutes,
            minutesPerUnit: p.minutesPerUnit,
            crewSize: p.crewSize,
          },
        },
        'Package timing updated',
      );
    },
  );
}
