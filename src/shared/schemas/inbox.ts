import { z } from 'zod';
import { validation as v } from '../texts';
import { emailField, phoneField, requiredString, text } from './fields';

/** POST /api/contact: the 'Keep In Touch' form. */
export const contactInputSchema = z.strictObject({
  name: requiredString(v.nameRequired).max(100, 'Name is too long'),
  email: emailField(v.emailRequired, v.emailInvalidLong),
  message: requiredString('Message is required', { multiline: true }).max(2000, 'Message is too long'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/quotes: 'Get a quote'. Service and phone are needed; the rest helps us price it. */
export const quoteInputSchema = z.strictObject({
  service: requiredString(v.selectService).max(80),
  area: z.number().positive(v.areaPositive).max(1_000_000).optional(),
  name: text().max(100, 'Name is too long').optional(),
  phone: phoneField(v.phoneRequired, v.phoneInvalid),
  message: text({ multiline: true }).max(1000, 'Message is too long').optional(),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export const newsletterInputSchema = z.strictObject({
  email: emailField(v.emailRequired, v.emailInvalidLong),
});
