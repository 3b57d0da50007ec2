import type { ErrorCode } from '../../shared/error-codes';

/** A failure a client can act on. Services throw it; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    message: string,
    public readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal for now: the answer carries Retry-After (seconds) so the client knows when to try again. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(code, 429, message);
    this.name = 'RetryLaterError';
  }
}

export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404, message);
export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(code, 400, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, 409, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403, message);
export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(code, 401, message);

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: any = error; e; e = e.cause) {
    if (e.code === '23505')
      return constraint ? e.constraint === constraint || String(e.message).includes(constraint) : true;
  }
  return false;
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let e: any = error; e; e = e.cause) {
    if (e.code === '23514')
      return constraint ? e.constraint === constraint || String(e.message).includes(constraint) : true;
  }
  return false;
}
