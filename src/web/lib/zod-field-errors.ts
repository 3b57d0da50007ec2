import type { z } from 'zod';

/**
 * A refused parse as the form shows it: each field's first message, keyed by its path
 * ("recipientName", "address.pincode"). A type-only zod import, so it adds no zod to a bundle.
 */
export function zodFieldErrors<K extends string = string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors as Partial<Record<K, string>>;
}
