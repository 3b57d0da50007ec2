import { z } from 'zod';

/** The customer reads a 4-digit code from their booking; the job starts only with it. */
export const startCodeFormSchema = z.object({
  startCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the 4-digit start code from the customer'),
});
export type StartCodeForm = z.infer<typeof startCodeFormSchema>;

export const completeJobFormSchema = z.object({
  notes: z.string().trim().max(500, 'Notes can be at most 500 characters'),
});
export type CompleteJobForm = z.infer<typeof completeJobFormSchema>;
