import { z } from 'zod';
import { DATE_PATTERN, TIME_PATTERN } from '../domain/time';
import { validation as v } from '../texts';
import { packageTimingFields } from './catalogue';
import { emailField, MOBILE_PATTERN, PASSWORD_MIN_LENGTH, requiredString, text } from './fields';

const hhmm = z.string().regex(TIME_PATTERN, 'Time must be HH:MM');
const day = z.string().regex(DATE_PATTERN, 'Date must be YYYY-MM-DD');

export const weekdayHoursSchema = z
  .strictObject({ weekday: z.number().int().min(0).max(6), start: hhmm, end: hhmm })
  .refine((h) => h.start < h.end, { path: ['end'], error: 'Working hours must end after they start' });

/**
 * Working hours: one range for every day, or per weekday (0 = Sunday; a weekday left out is a day off),
 * or null for the default 08:00-20:00 daily.
 */
export const workingHoursInputSchema = z.union([
  z
    .strictObject({ start: hhmm, end: hhmm })
    .refine((h) => h.start < h.end, { path: ['end'], error: 'Working hours must end after they start' }),
  z
    .array(weekdayHoursSchema)
    .max(7)
    .refine((a) => new Set(a.map((h) => h.weekday)).size === a.length, 'Each weekday once'),
  z.null(),
]);

export const createCleanerInputSchema = z.strictObject({
  name: requiredString('Name is required').max(100),
  email: emailField('Email is required', 'Please enter a valid email address'),
  phone: requiredString('Phone number is required').regex(
    MOBILE_PATTERN,
    'Please enter a valid 10-digit mobile number',
  ),
  /** Without one, a temporary password is generated and emailed. */
  password: z.string().min(PASSWORD_MIN_LENGTH, v.passwordMin8).max(128).optional(),
  /** As on update; left out, the default 08:00-20:00 daily. */
  workingHours: workingHoursInputSchema.optional(),
});

export const updateCleanerInputSchema = z.strictObject({
  isActive: z.boolean().optional(),
  workingHours: workingHoursInputSchema.optional(),
});

export const addLeaveInputSchema = z
  .strictObject({ from: day, to: day, reason: text({ multiline: true }).max(300).optional().default('') })
  .refine((l) => l.from <= l.to, { path: ['to'], error: 'Leave must end on or after its first day' });

/** A range of Indian dates; without one, the week from today. */
export const dateRangeQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    path: ['to'],
    error: '"to" must be on or after "from"',
  });

export const listCleanersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  search: text().max(100).optional(),
});

export const packageTimingInputSchema = z
  .strictObject(packageTimingFields)
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
