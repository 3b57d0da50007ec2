/**
 * How many bytes of body a route reads. Fastify's default of 1 MB let anyone make a login
 * buffer and parse a megabyte; the default here fits every JSON form (a login is under 1 KB, the
 * largest contact message about 7 KB of Devanagari). Routes that take more raise it for themselves;
 * photo uploads and provider webhooks have their own limits where their bodies are read.
 */
const KB = 1024;
export const bodyLimits = {
  /** Every route unless it says otherwise (buildApp). */
  default: 16 * KB,
  /** A booking with instructions, add-ons and an address; a quote turned into a booking; a saved draft. */
  booking: 64 * KB,
  /** A job's status with its checklist: 50 items with notes. */
  statusWithChecklist: 128 * KB,
  /** An admin's service or package edit: descriptions, features and packages. */
  catalogue: 256 * KB,
} as const;
