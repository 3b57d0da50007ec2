import type { ErrorEnvelope } from '../../shared/api';
import type { ErrorCode } from '../../shared/error-codes';
import { clearSession, getToken, markSecondFactorSetup } from './auth-store';

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The envelope's code when it is one the API defines. The list (~1 KB gzip) loads with the first failed
 * answer, not in every page's JavaScript; if it cannot load, the failure keeps its status and message.
 */
async function knownCode(code: unknown): Promise<ErrorCode | undefined> {
  if (typeof code !== 'string') return undefined;
  const { isErrorCode } = await import('../../shared/error-codes').catch(() => ({
    isErrorCode: () => false,
  }));
  return isErrorCode(code) ? code : undefined;
}

/** 'invalid-answer': a 2xx answer not in the shape the screen relies on (lib/api-parse.ts). */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'unexpected' | 'invalid-answer';

/**
 * A failed call, with what the server said (if anything). Screens map it to words with describeApiError,
 * or by `code` for a failure they treat specially (never by the message text).
 */
export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    public readonly status: number | null,
    message: string,
    public readonly code?: ErrorCode,
    public readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.kind === 'http' && this.message ? this.message : undefined;
  }
}

export interface RequestOptions {
  body?: unknown;
  /** A body sent as it is (a photo), with its own content type, instead of JSON. */
  raw?: Blob;
  /** Attach the bearer token when there is one (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** fetch with a 10 s timeout, JSON in and out, the bearer token, and a 401 that ends the session. */
export async function apiRequest<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason));
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.auth === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.raw) headers['content-type'] = opts.raw.type;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut =
      controller.signal.aborted &&
      (controller.signal.reason as DOMException | undefined)?.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? 'timeout' : 'network',
      null,
      timedOut ? 'Request Timeout' : (error as Error).message,
    );
  } finally {
    clearTimeout(timer);
  }

  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const envelope = json as Partial<ErrorEnvelope> | undefined;
    if (response.status === 401 && token) clearSession();
    const code = await knownCode(envelope?.code);
    if (code === 'SECOND_FACTOR_SETUP_REQUIRED') markSecondFactorSetup(true);
    throw new ApiError('http', response.status, envelope?.message ?? '', code, envelope?.details);
  }
  return json as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('DELETE', path, opts),
};

export interface ErrorDescription {
  title: string;
  message: string;
  retryable: boolean;
}

/**
 * The generic mapping by status, row by row, in English (the spec's words). Screens show it through
 * describeApiError (i18n/api-error.ts), in the active language: lib/ sits below i18n/ and imports none of it.
 */
export function describeInEnglish(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    return {
      title: 'Unexpected Error',
      message: 'Something unexpected happened. Please try again.',
      retryable: false,
    };
  }
  const server = error.serverMessage;
  switch (error.kind) {
    case 'network':
      return {
        title: 'Connection Problem',
        message: 'Unable to connect to our servers. Please check your internet connection and try again.',
        retryable: true,
      };
    case 'timeout':
      return {
        title: 'Request Timeout',
        message: 'The server took too long to answer. Please try again.',
        retryable: true,
      };
    case 'invalid-answer':
      // Its words come with it (lib/api-parse.ts): the pages that parse nothing do not carry them.
      return { title: 'Unexpected Error', message: error.message, retryable: false };
    case 'unexpected':
      return {
        title: 'Unexpected Error',
        message: server ?? 'Something unexpected happened. Please try again.',
        retryable: false,
      };
  }
  const status = error.status ?? 0;
  if (status === 401) {
    return server && !/error/i.test(server)
      ? { title: 'Authentication Failed', message: server, retryable: false }
      : {
          title: 'Session Expired',
          message: 'Your session has expired. Please log in again.',
          retryable: false,
        };
  }
  if (status === 403)
    return {
      title: 'Access Denied',
      message: server || "You don't have permission to perform this action.",
      retryable: false,
    };
  if (status === 404)
    return {
      title: 'Not Found',
      message: server || 'The requested resource was not found.',
      retryable: false,
    };
  if (status === 400) {
    if (server) return { title: 'Invalid Information', message: server, retryable: false };
    if (error.details?.length) {
      return {
        title: 'Please Check Your Information',
        message: error.details.map((d) => d.field).join(', '),
        retryable: false,
      };
    }
    return {
      title: 'Invalid Request',
      message: 'Some information is missing or incorrect. Please check and try again.',
      retryable: false,
    };
  }
  if (status === 409)
    return {
      title: 'Already Exists',
      message: server || 'This record already exists in our system.',
      retryable: false,
    };
  if (status === 429) {
    return {
      title: 'Too Many Requests',
      message: "You've made too many requests. Please wait a few minutes and try again.",
      retryable: true,
    };
  }
  if (status >= 500) {
    return server && server.length <= 120
      ? { title: 'Server Issue', message: server, retryable: true }
      : {
          title: 'Server Unavailable',
          message: "We're experiencing technical difficulties. Please try again in a few minutes.",
          retryable: true,
        };
  }
  return { title: 'Something Went Wrong', message: server || 'Please try again.', retryable: false };
}
