/**
 * True when an error means the database cannot be reached (refused, reset, timed out, shutting down),
 * rather than that a query was wrong. Drizzle wraps the driver's error, so the cause chain is walked.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const unreachableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/**
 * PostgreSQL refused a text it cannot store: a NUL byte or a broken encoding (22021
 * character_not_in_repertoire, "invalid byte sequence for encoding UTF8: 0x00"; 22P05 untranslatable
 * character, a \u0000 in jsonb; 22P02 invalid text representation, a lone surrogate in jsonb). The
 * schemas refuse control and broken characters first; this is the last resort that keeps a value they
 * do not cover (a saved booking draft is free JSON) a 400, not a 500.
 */
const invalidTextCodes = new Set(['22021', '22P05', '22P02']);

export function isInvalidText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && invalidTextCodes.has(code)) return true;
  }
  return false;
}
