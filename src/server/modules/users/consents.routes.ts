import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  CONSENT_PURPOSES,
  consentInputSchema,
  consentSchema,
  privacyTexts,
} from '../../../shared/schemas/privacy';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { ConsentsService } from './consents.service';

/** The profile's consents: each read, given and withdrawn on its own (DPDP Rules 2025). */
export async function consentsRoutes(app: FastifyInstance, { consents }: { consents: ConsentsService }) {
  const r = typed(app);
  const auth = { config: { access: 'authenticated' as const } };
  const response = {
    200: successEnvelope(z.object({ consents: z.array(consentSchema) })),
    ...errorResponses,
  };

  r.get(
    '/api/users/consents',
    {
      ...auth,
      schema: { tags: ['users'], summary: "The account's consents and when each was given", response },
    },
    async (req) => ok({ consents: await consents.list(currentUser(req).id) }),
  );

  r.put(
    '/api/users/consents/:purpose',
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Gives or withdraws one consent, recorded with the notice version',
        params: z.strictObject({ purpose: z.enum(CONSENT_PURPOSES) }),
        body: consentInputSchema,
        response,
      },
    },
    async (req) => {
      const list = await consents.set(currentUser(req).id, req.params.purpose, req.body.granted);
      return ok({ consents: list }, privacyTexts.consentSaved);
    },
  );
}
