import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../shared/api';

/** The app with zod typing on; every module registers its routes through this. */
export type Router = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const idParams = z.object({ id: z.string().uuid('Unknown id') });

/** Error responses a route documents besides its success. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
