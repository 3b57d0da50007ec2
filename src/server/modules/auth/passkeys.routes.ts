import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authResponseSchema, messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import {
  finishRegistrationInputSchema,
  passkeyDtoSchema,
  passkeyOptionsSchema,
  passkeySignInInputSchema,
  passkeyTexts,
} from '../../../shared/schemas/passkeys';
import { success } from '../../../shared/texts';
import { currentUser } from '../../platform/auth';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, ok, okMessage, typed } from '../../platform/routing';
import type { PasskeysService } from './passkeys.service';
import type { SecondFactorService } from './second-factor.service';
import { sessionAnswer } from './sign-in-answer';

const MINUTE = 60_000;

/**
 * Passkeys (docs/decisions/042-passkeys.md). Adding one stays open to a staff account that must set up a
 * second factor first (`allowSecondFactorSetup`): a passkey is one.
 */
export async function passkeysRoutes(
  app: FastifyInstance,
  deps: {
    passkeys: PasskeysService;
    secondFactor: SecondFactorService;
    limiter: RateLimiter;
    rateLimitMultiplier: number;
  },
) {
  const r = typed(app);
  const tags = ['auth'];
  const limit = (...rules: Parameters<typeof rateLimit>[2][]) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, ...rules);
  const bodyLimit = 32 * 1024;
  const setupOpen = { access: 'authenticated' as const, allowSecondFactorSetup: true };

  r.get(
    '/api/auth/passkeys',
    {
      config: setupOpen,
      schema: { tags, response: { 200: successEnvelope(z.array(passkeyDtoSchema)), ...errorResponses } },
    },
    async (req) => ok(await deps.passkeys.list(currentUser(req).id)),
  );

  r.post(
    '/api/auth/passkeys/registration/options',
    {
      config: setupOpen,
      onRequest: limit({ name: 'passkey-register-ip', max: 20, windowMs: 15 * MINUTE, key: byAddress }),
      schema: { tags, response: { 200: successEnvelope(passkeyOptionsSchema), ...errorResponses } },
    },
    async (req) => ok(await deps.passkeys.registrationOptions(currentUser(req))),
  );

  r.post(
    '/api/auth/passkeys/registration',
    {
      config: setupOpen,
      bodyLimit,
      onRequest: limit({ name: 'passkey-register-ip', max: 20, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: finishRegistrationInputSchema,
        response: { 200: successEnvelope(passkeyDtoSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(await deps.passkeys.finishRegistration(currentUser(req).id, req.body), passkeyTexts.added),
  );

  r.delete(
    '/api/auth/passkeys/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: z.object({ id: z.string().max(1400, passkeyTexts.notFound) }),
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.passkeys.remove(currentUser(req).id, req.params.id);
      return okMessage(passkeyTexts.removed);
    },
  );

  r.post(
    '/api/auth/passkeys/sign-in/options',
    {
      config: { access: 'public' },
      onRequest: limit({ name: 'passkey-sign-in-ip', max: 30, windowMs: 15 * MINUTE, key: byAddress }),
      schema: { tags, response: { 200: successEnvelope(passkeyOptionsSchema), ...errorResponses } },
    },
    async () => ok(await deps.passkeys.signInOptions()),
  );

  r.post(
    '/api/auth/passkeys/sign-in',
    {
      config: { access: 'public' },
      bodyLimit,
      onRequest: limit({ name: 'passkey-sign-in-ip', max: 30, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: passkeySignInInputSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    // A passkey with user verification is both factors: the session at once.
    async (req) => sessionAnswer(app, deps.secondFactor, await deps.passkeys.signIn(req.body), success.login),
  );
}
