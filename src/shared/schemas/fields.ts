import { z } from 'zod';

/** A string that must be present; a missing or empty value gets the spec's "required" message. */
export function requiredString(requiredMessage: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text',
    })
    .trim()
    .min(1, { error: requiredMessage, abort: true });
}

export function optionalString(max = 500) {
  return z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).optional();
}

import { EMAIL_PATTERN } from '../patterns';
/**
 * The shortest password any new password may be (sign-up, change, reset, a cleaner's): one rule
 * everywhere (issue 23). The server also refuses the most common passwords (platform/common-passwords.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;

export { EMAIL_PATTERN, MOBILE_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from '../patterns';

export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredString(requiredMessage)
    .max(254, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((email) => email.toLowerCase());
}
