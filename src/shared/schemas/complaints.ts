import { z } from 'zod';
import { text } from './fields';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '../domain/complaint-rules';
import { DATE_PATTERN, TIME_PATTERN } from '../domain/time';
import { afterVisitTexts } from '../texts-after-visit';

export const createComplaintInputSchema = z.strictObject({
  category: z.enum(COMPLAINT_CATEGORIES, { error: 'Please choose what went wrong' }),
  description: z
    .string({ error: afterVisitTexts.descriptionMin })
    .trim()
    .min(10, afterVisitTexts.descriptionMin)
    .max(2000, 'Please keep it under 2,000 characters'),
});
export type CreateComplaintInput = z.infer<typeof createComplaintInputSchema>;

const note = text({ multiline: true }).max(1000, 'A note can be at most 1,000 characters');

/** An admin's answer: offer a free re-clean, refund part or all of an online payment, or close with a note. */
export const resolveComplaintInputSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('reclean'),
    note: note.optional().default(''),
    /** Needed when the visit complained of was itself a free re-clean: the admin's explicit choice (no endless free visits). */
    overrideRecleanOfReclean: z.boolean().optional().default(false),
  }),
  z.strictObject({
    action: z.literal('refund'),
    amountPaise: z.number().int('amountPaise must be whole paise').positive('amountPaise must be above 0'),
    note: note.optional().default(''),
  }),
  z.strictObject({ action: z.literal('close'), note: note.min(3, 'Please add a note for the customer') }),
]);
export type ResolveComplaintInput = z.input<typeof resolveComplaintInputSchema>;

export const bookRecleanInputSchema = z.strictObject({
  scheduledDate: z.string().regex(DATE_PATTERN, 'Service date is required'),
  scheduledTime: z.string().regex(TIME_PATTERN, 'Service time is required'),
});

export const listComplaintsQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
});

/** Without a date: tomorrow's times (the complaint is checked first, so a stranger gets 404 either way). */
export const recleanSlotsQuerySchema = z.object({
  date: z.string().regex(DATE_PATTERN, 'date must be YYYY-MM-DD').optional(),
});
