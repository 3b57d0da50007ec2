import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import {
  otpLoginTexts,
  otpSendInputSchema,
  otpSentSchema,
  otpVerifyInputSchema,
} from '../../../shared/schemas/otp-login';
import { success } from '../../../shared/texts';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { OtpLoginService } from './otp-login.service';
import type { SecondFactorService } from './second-factor.service';
import { signInAnswer, signInResponseSchema } from './sign-in-answer';

const MINUTE = 60_000;

/**
 * Sign-in with a mobile number: a code by SMS (or WhatsApp), then the code back. Per address, counted
 * in the shared limiter (Redis when REDIS_URL is set) before the body is read; per number, in the
 * database (otp-login.service.ts).
 */
export async function otpLoginRoutes(
  app: FastifyInstance,
  deps: {
    otp: OtpLoginService;
    secondFactor: SecondFactorService;
    limiter: RateLimiter;
    rateLimitMultiplier: number;
  },
) {
  const r = typed(app);
  const tags = ['auth'];
  const limit = (...rules: Parameters<typeof rateLimit>[2][]) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, ...rules);
  // A number and six digits: nothing here needs more than a few bytes.
  const bodyLimit = 1024;

  r.post(
    '/api/auth/otp/send',
    {
      config: { access: 'public' },
      bodyLimit,
      onRequest: limit(
        { name: 'otp-send-ip', max: 10, windowMs: 60 * MINUTE, key: byAddress },
        { name: 'otp-send-ip-day', max: 30, windowMs: 24 * 60 * MINUTE, key: byAddress },
      ),
      schema: {
        tags,
        body: otpSendInputSchema,
        response: { 200: successEnvelope(otpSentSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.otp.send(req.body), otpLoginTexts.codeSent),
  );

  r.post(
    '/api/auth/otp/verify',
    {
      config: { access: 'public' },
      bodyLimit,
      onRequest: limit({ name: 'otp-verify-ip', max: 30, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: otpVerifyInputSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await deps.otp.verify(req.body, { address: req.ip });
      return signInAnswer(app, deps.secondFactor, user, success.login);
    },
  );
}
