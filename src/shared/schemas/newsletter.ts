import { z } from 'zod';

/** The token of a newsletter confirm or unsubscribe link (32 random bytes, base64url). */
export const newsletterTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/newsletter/confirm and the unsubscribe page's POST. */
export const newsletterTokenInputSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInputSchema>;
