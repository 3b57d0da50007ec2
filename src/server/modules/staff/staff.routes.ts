import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { staffListSchema, staffMemberAnswerSchema } from '../../../shared/api-staff';
import { createStaffInputSchema, updateStaffInputSchema } from '../../../shared/schemas/staff';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { StaffService } from './staff.service';

const staffParams = z.object({ id: z.string().max(80) });
const oneMember = successEnvelope(staffMemberAnswerSchema);

/** Staff accounts and their roles: owners only (the 'staff' action of src/shared/domain/permissions.ts). */
export async function staffRoutes(app: FastifyInstance, deps: { staff: StaffService }) {
  const r = typed(app);
  const tags = ['staff'];
  const owners = { config: { access: 'staff' as const } };

  r.get(
    '/api/admin/staff',
    {
      ...owners,
      schema: {
        tags,
        response: {
          200: successEnvelope(staffListSchema),
          ...errorResponses,
        },
      },
    },
    async () => ok({ staff: await deps.staff.list() }),
  );

  r.post(
    '/api/admin/staff',
    {
      ...owners,
      schema: { tags, body: createStaffInputSchema, response: { 201: oneMember, ...errorResponses } },
    },
    async (req, reply) => {
      const member = await deps.staff.create(currentUser(req), req.body);
      reply.status(201);
      return ok({ member }, 'Staff member added');
    },
  );

  r.patch(
    '/api/admin/staff/:id',
    {
      ...owners,
      schema: {
        tags,
        params: staffParams,
        body: updateStaffInputSchema,
        response: { 200: oneMember, ...errorResponses },
      },
    },
    async (req) =>
      ok(
        { member: await deps.staff.update(currentUser(req), req.params.id, req.body) },
        'Staff member updated',
      ),
  );

  r.post(
    '/api/admin/staff/:id/reset-second-factor',
    {
      config: { access: 'staff.reset-second-factor' },
      schema: { tags, params: staffParams, response: { 200: oneMember, ...errorResponses } },
    },
    async (req) =>
      ok(
        { member: await deps.staff.resetSecondFactor(currentUser(req), req.params.id) },
        'Two-step sign-in reset',
      ),
  );
}
