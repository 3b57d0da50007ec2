import { z } from 'zod';
import { contactInputSchema, type ContactInput, type QuoteInput } from '../../../../shared/schemas/inbox';
import { PHONE_PATTERN, requiredString } from '../../../../shared/schemas/fields';
import { validation as v } from '../../../../shared/texts';

/** The 'Keep In Touch' form validates exactly as POST /api/contact does. */
export const contactFormSchema = contactInputSchema;
export type { ContactInput, QuoteInput };

/** The quote form keeps every field as typed text; toQuoteInput turns it into the request. */
export const quoteFormSchema = z.object({
  service: requiredString(v.selectService),
  area: z
    .string()
    .trim()
    .refine((a) => a === '' || (Number.isFinite(Number(a)) && Number(a) > 0), v.areaPositive),
  name: z.string().trim().max(100, 'Name is too long'),
  phone: requiredString(v.phoneRequired).regex(PHONE_PATTERN, v.phoneInvalid),
  message: z.string().trim().max(1000, 'Message is too long'),
});
export type QuoteFormValues = z.input<typeof quoteFormSchema>;

export function toQuoteInput(values: z.output<typeof quoteFormSchema>): QuoteInput {
  return {
    service: values.service,
    phone: values.phone,
    ...(values.area ? { area: Number(values.area) } : {}),
    ...(values.name ? { name: values.name } : {}),
    ...(values.message ? { message: values.message } : {}),
  };
}
