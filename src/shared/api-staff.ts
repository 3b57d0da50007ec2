import { z } from 'zod';
import { STAFF_ROLES } from './domain/permissions';

/** A staff member as the owners' Staff page shows them. */
export const staffMemberDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  /** Two-step sign-in is on (an owner may reset it). */
  secondFactor: z.boolean(),
  /** The cities they work for (GET /api/cities ids); none: every city. */
  cityIds: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffMemberDto = z.infer<typeof staffMemberDtoSchema>;

/** GET /api/admin/staff, and one member after a change. */
export const staffListSchema = z.object({ staff: z.array(staffMemberDtoSchema) });
export const staffMemberAnswerSchema = z.object({ member: staffMemberDtoSchema });
