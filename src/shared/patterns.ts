/**
 * Input patterns with no dependencies, so the app shell can check an email without loading zod.
 * Every pattern here is linear in its input (eslint-plugin-regexp's super-linear rules check it): no two
 * parts may match the same character, or a long hostile string backtracks quadratically.
 */
/** A local part, "@", then dot-separated domain labels (at least two): `[^\s@.]` cannot match the `.`. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** RFC 5321's limit on a whole address; fields check it before they try the pattern. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_PATTERN = /^\d{10}$/;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
