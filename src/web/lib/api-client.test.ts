import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditsDtoSchema } from '../../shared/api-credits';
import { ApiError, describeInEnglish } from './api-client';
import { parseData, parsedApi } from './api-parse';
import { describeApiError } from '../i18n/api-error';

const http = (status: number, message = '', details?: { field: string; message: string }[]) =>
  new ApiError('http', status, message, undefined, details);

describe('describeApiError (the generic mapping by status)', () => {
  it.each([
    [
      'network failure',
      new ApiError('network', null, 'Failed to fetch'),
      'Connection Problem',
      'Unable to connect to our servers. Please check your internet connection and try again.',
      true,
    ],
    [
      '401 with a plain server message',
      http(401, 'Invalid email or password'),
      'Authentication Failed',
      'Invalid email or password',
      false,
    ],
    [
      '401 whose message mentions an error',
      http(401, 'Token error'),
      'Session Expired',
      'Your session has expired. Please log in again.',
      false,
    ],
    [
      '401 without a message',
      http(401),
      'Session Expired',
      'Your session has expired. Please log in again.',
      false,
    ],
    ['403 with a message', http(403, 'Admins only'), 'Access Denied', 'Admins only', false],
    [
      '403 without a message',
      http(403),
      'Access Denied',
      "You don't have permission to perform this action.",
      false,
    ],
    ['404 without a message', http(404), 'Not Found', 'The requested resource was not found.', false],
    [
      '400 with a message',
      http(400, 'Pincode must be 6 digits'),
      'Invalid Information',
      'Pincode must be 6 digits',
      false,
    ],
    [
      '400 with details only',
      http(400, '', [
        { field: 'email', message: 'x' },
        { field: 'phone', message: 'y' },
      ]),
      'Please Check Your Information',
      'email, phone',
      false,
    ],
    [
      '400 with nothing',
      http(400),
      'Invalid Request',
      'Some information is missing or incorrect. Please check and try again.',
      false,
    ],
    [
      '409 without a message',
      http(409),
      'Already Exists',
      'This record already exists in our system.',
      false,
    ],
    [
      '429',
      http(429, 'anything'),
      'Too Many Requests',
      "You've made too many requests. Please wait a few minutes and try again.",
      true,
    ],
    ['500 with a short message', http(500, 'Database is busy'), 'Server Issue', 'Database is busy', true],
    [
      '503 without a message',
      http(503),
      'Server Unavailable',
      "We're experiencing technical difficulties. Please try again in a few minutes.",
      true,
    ],
  ])('%s', (_case, error, title, message, retryable) => {
    expect(describeApiError(error)).toEqual({ title, message, retryable });
  });

  it('names a timeout and anything unexpected', () => {
    expect(describeApiError(new ApiError('timeout', null, 'Request Timeout')).title).toBe('Request Timeout');
    expect(describeApiError(new Error('boom')).title).toBe('Unexpected Error');
  });
});

describe('answers parsed with their shared schema', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
  const credits = { balancePaise: 5000, entries: [] };

  it("gives the answer's data as its schema reads it (unknown fields left out)", async () => {
    answer({ status: 'success', data: { ...credits, extra: 1 } });
    await expect(parsedApi.get('/api/users/credits', creditsDtoSchema)).resolves.toEqual(credits);
  });

  it('fails an answer of another shape as a clear ApiError, naming the fields, not deep in a page', async () => {
    answer({ status: 'success', data: { balancePaise: '50.00', entries: [] } });
    const error = await parsedApi.get('/api/users/credits?x=1', creditsDtoSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-answer',
      status: null,
      details: [{ field: '/api/users/credits data.balancePaise' }],
    });
    expect(describeInEnglish(error)).toEqual({
      title: 'Unexpected Error',
      message: 'We could not read the server’s answer. Please reload the page and try again.',
      retryable: false,
    });
  });

  it('fails an answer without data the same way', () => {
    expect(() => parseData(creditsDtoSchema, { status: 'success', message: 'ok' })).toThrow(ApiError);
    expect(() => parseData(creditsDtoSchema, undefined)).toThrow(ApiError);
  });
});
