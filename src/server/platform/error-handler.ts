import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/error-codes';
import { serverMessages } from '../../shared/texts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isInvalidText } from './database-errors';
import { AppError, RetryLaterError } from './errors';
import type { WebPages } from './web-pages';
import type { SiteOrigin } from './site-origin';

interface ErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  details?: { field: string; message: string }[];
}

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: serverMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: serverMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: serverMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request body length is wrong.' },
};

/** One place turns every failure into the error envelope (`{ status: 'error', code, message, errors? }`); 5xx internals never leave the server. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { status: 'error', code: 'INTERNAL', message: serverMessages.serverError };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { status: 'error', code: error.code, message: error.message, details: error.details };
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const keys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && keys?.length) {
          return { field: keys.join(', '), message: `Unknown field: ${keys.join(', ')}` };
        }
        return {
          field: field || error.validationContext || 'body',
          message: issue.message ?? serverMessages.validationFailed,
        };
      });
      body = {
        status: 'error',
        code: 'VALIDATION_ERROR',
        message: details[0]?.message ?? serverMessages.validationFailed,
        details,
      };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { status: 'error', ...DATABASE_UNAVAILABLE };
      reply.header('retry-after', '5');
    } else if (isInvalidText(error)) {
      status = 400;
      body = { status: 'error', code: 'BAD_REQUEST', message: serverMessages.validationFailed };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
    } else if (error.statusCode === 429) {
      status = 429;
      body = { status: 'error', code: 'RATE_LIMITED', message: serverMessages.tooManyRequests };
    } else if (error.code && fastifyCodes[error.code]) {
      status = error.statusCode ?? 400;
      body = { status: 'error', ...fastifyCodes[error.code] };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      // Fastify's own codes (FST_…) are internals: the client gets the generic one.
      body = { status: 'error', code: 'BAD_REQUEST', message: error.message };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}

/**
 * Unknown API routes get the error envelope. With a built web app, every other GET answers index.html
 * so client routes (/signup, /Bathroom) load the app.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  opts: { web: WebPages | null; site?: SiteOrigin | null },
) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/');
    if (
      opts.web &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !url.startsWith('/assets/')
    ) {
      if (opts.site) {
        const file = /^\/(sitemap\.xml|robots\.txt)$/.test(url) ? url.slice(1) : opts.web.fileFor(url);
        return opts.site.send(request, reply, file);
      }
      return reply.type('text/html').sendFile(opts.web.fileFor(url));
    }
    return reply.status(404).send({
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      message: `${serverMessages.routeNotFound} (${request.method} ${url})`,
    });
  });
}

/**
 * Errors the router raises before any route runs (a malformed URL, an over-long id): the same envelope.
 * Passed to Fastify as `frameworkErrors`, which would otherwise answer with its own JSON shape.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorBody =
    status === 414
      ? { status: 'error', code: 'URL_TOO_LONG', message: 'The address is too long.' }
      : { status: 'error', code: 'BAD_URL', message: 'The address is not valid.' };
  reply.status(status).send(body);
}
