import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import {
  phoneCodeSentSchema,
  phoneStatusSchema,
  phoneVerificationTexts,
  verifyPhoneInputSchema,
} from '../../../shared/schemas/phone-verification';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { PhoneVerificationService } from './phone-verification.service';

/** The account's mobile: whether it is verified, a code by SMS, and the code back. */
export async function phoneVerificationRoutes(
  app: FastifyInstance,
  { phone }: { phone: PhoneVerificationService },
) {
  const r = typed(app);
  const tags = ['users'];
  const auth = { config: { access: 'authenticated' as const } };
  // A code is six digits: nothing these routes take needs more than a few bytes.
  const bodyLimit = 1024;

  r.get(
    '/api/users/phone',
    { ...auth, schema: { tags, response: { 200: successEnvelope(phoneStatusSchema), ...errorResponses } } },
    async (req) => ok(await phone.status(currentUser(req).id)),
  );

  r.post(
    '/api/users/phone/send-code',
    {
      ...auth,
      bodyLimit,
      schema: { tags, response: { 200: successEnvelope(phoneCodeSentSchema), ...errorResponses } },
    },
    async (req) => ok(await phone.sendCode(currentUser(req).id), phoneVerificationTexts.codeSent),
  );

  r.post(
    '/api/users/phone/verify',
    {
      ...auth,
      bodyLimit,
      schema: {
        tags,
        body: verifyPhoneInputSchema,
        response: { 200: successEnvelope(phoneStatusSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(await phone.verify(currentUser(req).id, req.body.code), phoneVerificationTexts.verified),
  );
}
