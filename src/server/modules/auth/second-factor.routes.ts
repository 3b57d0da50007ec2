import type { FastifyInstance } from 'fastify';
import { authResponseSchema, messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import {
  confirmTotpInputSchema,
  disableSecondFactorInputSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  secondFactorTexts,
  totpSetupSchema,
  verifySecondFactorInputSchema,
} from '../../../shared/schemas/second-factor';
import { success } from '../../../shared/texts';
import { currentUser } from '../../platform/auth';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, ok, okMessage, typed } from '../../platform/routing';
import type { SecondFactorService } from './second-factor.service';
import { sessionAnswer } from './sign-in-answer';

const MINUTE = 60_000;

/**
 * Two-step sign-in (docs/decisions/039-second-factor.md). Setup and confirmation stay open to a staff account
 * that must set it up before anything else (`allowSecondFactorSetup`, platform/auth.ts).
 */
export async function secondFactorRoutes(
  app: FastifyInstance,
  deps: { secondFactor: SecondFactorService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['auth'];
  const limit = (...rules: Parameters<typeof rateLimit>[2][]) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, ...rules);
  const bodyLimit = 1024;
  const setupOpen = { access: 'authenticated' as const, allowSecondFactorSetup: true };

  r.get(
    '/api/auth/second-factor',
    {
      config: setupOpen,
      schema: { tags, response: { 200: successEnvelope(secondFactorStatusSchema), ...errorResponses } },
    },
    async (req) => ok(await deps.secondFactor.status(currentUser(req))),
  );

  r.post(
    '/api/auth/second-factor/totp/setup',
    {
      config: setupOpen,
      onRequest: limit({ name: 'second-factor-setup-ip', max: 20, windowMs: 15 * MINUTE, key: byAddress }),
      schema: { tags, response: { 200: successEnvelope(totpSetupSchema), ...errorResponses } },
    },
    async (req) => ok(await deps.secondFactor.setup(currentUser(req))),
  );

  r.post(
    '/api/auth/second-factor/totp/confirm',
    {
      config: setupOpen,
      bodyLimit,
      onRequest: limit({ name: 'second-factor-confirm-ip', max: 20, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: confirmTotpInputSchema,
        response: { 200: successEnvelope(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(await deps.secondFactor.confirm(currentUser(req).id, req.body), secondFactorTexts.turnedOn),
  );

  r.delete(
    '/api/auth/second-factor',
    {
      config: { access: 'authenticated' },
      bodyLimit,
      onRequest: limit({ name: 'second-factor-off-ip', max: 10, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: disableSecondFactorInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.secondFactor.disable(currentUser(req).id, req.body);
      return okMessage(secondFactorTexts.turnedOff);
    },
  );

  r.post(
    '/api/auth/second-factor/verify',
    {
      config: { access: 'public' },
      bodyLimit,
      onRequest: limit({ name: 'second-factor-verify-ip', max: 30, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: verifySecondFactorInputSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const user = await deps.secondFactor.verify(req.body);
      return sessionAnswer(app, deps.secondFactor, user, success.login);
    },
  );
}
