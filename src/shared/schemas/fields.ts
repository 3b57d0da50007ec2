import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../patterns';
import { phoneDigits } from '../domain/phone-digits';
import { inputTexts } from '../texts';

/**
 * The shortest password any new password may be (sign-up, change, reset, a cleaner's): one rule
 * everywhere. The server also refuses the most common passwords (platform/common-passwords.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;

import { PHONE_PATTERN } from '../patterns';
export { EMAIL_PATTERN, MOBILE_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from '../patterns';

/**
 * C0 and C1 control characters and DEL. A NUL reaches PostgreSQL as an invalid byte sequence (it was a
 * 500); the others break texts, CSV exports and logs. Multi-line fields (notes, messages)
 * keep tab, newline and carriage return. One character class each: linear.
 */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Half of a surrogate pair on its own: not text in any encoding. JSON.stringify writes it as "\ud800",
 * which PostgreSQL's jsonb refuses (a 500 the fuzzer found in a contact message). Linear: one character
 * and a one-character look-around.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No control characters (but tab and line breaks where allowed) and no broken Unicode. */
function isCleanText(s: string, multiline: boolean | undefined): boolean {
  return !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(s) && !LONE_SURROGATE.test(s);
}

export interface TextOptions {
  /** Allows tab and line breaks (notes, messages, descriptions). */
  multiline?: boolean;
  /** Leave surrounding whitespace (passwords, tokens, signatures). */
  raw?: boolean;
}

/**
 * Every free-text input field starts here: a string, trimmed, with no control characters. Callers add
 * their own min/max; zod runs the max check regardless, and the body limit bounds the whole request.
 */
export function text(opts: TextOptions = {}) {
  const base = z.string({ error: inputTexts.mustBeText });
  const trimmed = opts.raw ? base : base.trim();
  return trimmed.refine((s) => isCleanText(s, opts.multiline), inputTexts.controlCharacters);
}

/** A string that must be present; a missing or empty value gets the spec's "required" message. */
export function requiredString(requiredMessage: string, opts: TextOptions = {}) {
  const base = z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : inputTexts.mustBeText,
  });
  const trimmed = opts.raw ? base : base.trim();
  return trimmed
    .min(1, { error: requiredMessage, abort: true })
    .refine((s) => isCleanText(s, opts.multiline), inputTexts.controlCharacters);
}

export function optionalString(max = 500, opts: TextOptions = {}) {
  return text(opts).max(max, `Must be at most ${max} characters`).optional();
}

/**
 * The length is checked first and stops the field (`abort`): the pattern never sees more than 254
 * characters. The pattern is linear too, so the web forms that use it alone are safe as well.
 */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredString(requiredMessage)
    .max(EMAIL_MAX_LENGTH, { error: invalidMessage, abort: true })
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((email) => email.toLowerCase());
}

/** An email that may be left empty ('' stays ''), with the same length-first rule. */
export function optionalEmailField(invalidMessage: string) {
  return text()
    .max(EMAIL_MAX_LENGTH, { error: invalidMessage, abort: true })
    .refine((e) => e === '' || EMAIL_PATTERN.test(e), invalidMessage);
}

/**
 * A phone as people type it ("+91 98260 12345", "98260-12345", "098260 12345"), stored as 10 digits.
 * Server and forms both parse through this, so what the form accepts the server accepts.
 */
export function phoneField(requiredMessage: string, invalidMessage: string) {
  return requiredString(requiredMessage)
    .transform(phoneDigits)
    .pipe(z.string().regex(PHONE_PATTERN, invalidMessage));
}
