import { z } from 'zod';
import { STAFF_ROLES } from '../domain/permissions';
import { validation as v } from '../texts';
import { emailField, MOBILE_PATTERN, PASSWORD_MIN_LENGTH, requiredString } from './fields';

const staffRole = z.enum(STAFF_ROLES, { error: 'Choose a staff role' });
/** The cities a staff member works for (GET /api/cities ids): with any, they see only those cities' bookings. */
const cityIds = z.array(z.string().uuid('Unknown city')).max(50).optional();

/** An owner adds a staff member, as cleaners are made: without a password a temporary one is emailed. */
export const createStaffInputSchema = z.strictObject({
  name: requiredString('Name is required').max(100, 'Name must be at most 100 characters'),
  email: emailField('Email is required', 'Please enter a valid email address'),
  phone: requiredString('Phone number is required').regex(
    MOBILE_PATTERN,
    'Please enter a valid 10-digit mobile number',
  ),
  role: staffRole,
  cityIds,
  password: z.string().min(PASSWORD_MIN_LENGTH, v.passwordMin8).max(128).optional(),
});
export type CreateStaffInput = z.input<typeof createStaffInputSchema>;

export const updateStaffInputSchema = z
  .strictObject({ role: staffRole.optional(), cityIds, isActive: z.boolean().optional() })
  .refine((u) => u.role !== undefined || u.isActive !== undefined || u.cityIds !== undefined, {
    error: 'Nothing to change',
  });
export type UpdateStaffInput = z.infer<typeof updateStaffInputSchema>;
