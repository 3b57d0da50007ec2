import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../shared/api';

/** The app with zod typing on; every module registers its routes through this. */
export type Router = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const idParams = z.object({ id: z.string().uuid('Unknown id') });

/** An optional `Idempotency-Key` header: a retried request with the same key answers as the first did. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(8, 'Idempotency-Key must be 8-100 characters').max(100).optional(),
});

/** Error responses a route documents besides its success. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * A route's serialiser for answers its handler builds with typed DTO functions (the type checker holds them
 * to the declared schema): the success answer (200, 201) is JSON.stringify'd without zod checking it again, which for
 * a page of 100 bookings cost more than building it. The schema stays declared (the OpenAPI document, the
 * fuzz test and the response-shape tests read it); every other status is still checked by zod.
 */
export function typedSuccessSerializer(route: { httpStatus?: string }): (data: unknown) => string {
  if (route.httpStatus !== '200' && route.httpStatus !== '201')
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data) => JSON.stringify(data);
}

const SUCCESS = 'success' as const;

/** A route's answer in the success envelope every route uses (`successEnvelope` in src/shared/api.ts). */
export function ok<T>(data: T, message?: string) {
  return { status: SUCCESS, data, ...(message === undefined ? {} : { message }) };
}

/** The success envelope of an answer that signs the user in: the session's token beside the data (spec §4). */
export function okWithToken<T>(token: string, data: T, message: string) {
  return { status: SUCCESS, token, data, message };
}

/** A success answer that is only a message (`messageEnvelopeSchema` in src/shared/api.ts): a delete, a sign-out. */
export function okMessage(message: string) {
  return { status: SUCCESS, message };
}
