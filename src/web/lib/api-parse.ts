import type { z } from 'zod';
import { ApiError, apiRequest, type RequestOptions } from './api-client';

/** What a screen shows for an answer it cannot read (in Hindi through the messages catalogue). */
export const INVALID_ANSWER = 'We could not read the server’s answer. Please reload the page and try again.';

/**
 * A success answer's `data`, parsed with the shared response schema (src/shared/api-*.ts) the server
 * declares for it. An answer of another shape (a server deployed apart from this page, a proxy's page)
 * fails here as an ApiError of kind 'invalid-answer', which screens show like any failed call, instead
 * of an amount or a status read as undefined further on. The fields it missed are in `details`.
 * Apart from lib/api-client.ts (which every page loads) and with zod's types only: the schema comes from
 * the caller, so a page that parses nothing carries none of it.
 */
export function parseData<S extends z.ZodType>(schema: S, answer: unknown, path = ''): z.output<S> {
  const result = schema.safeParse((answer as { data?: unknown } | null | undefined)?.data);
  if (result.success) return result.data;
  const where = path.split('?')[0];
  throw new ApiError(
    'invalid-answer',
    null,
    INVALID_ANSWER,
    undefined,
    result.error.issues
      .slice(0, 5)
      .map((i) => ({ field: `${where} data.${i.path.join('.')}`, message: i.message })),
  );
}

const request =
  (method: string) =>
  <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions): Promise<z.output<S>> =>
    apiRequest<unknown>(method, path, opts).then((answer) => parseData(schema, answer, path));

const send =
  (method: string) =>
  <S extends z.ZodType>(path: string, body: unknown, schema: S, opts?: RequestOptions) =>
    request(method)(path, schema, { ...opts, body });

/** `api`'s calls whose answer's `data` is parsed with its shared schema: where it drives money or state. */
export const parsedApi = {
  get: request('GET'),
  post: send('POST'),
  put: send('PUT'),
  patch: send('PATCH'),
};
