import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  authResponseSchema,
  messageEnvelopeSchema,
  successEnvelope,
  userDtoSchema,
} from '../../../shared/api';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '../../../shared/schemas/auth';
import { serverMessages, success } from '../../../shared/texts';
import { currentUser } from '../../platform/auth';
import { byAddress, byBodyEmail, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, typed, ok, okMessage, okWithToken } from '../../platform/routing';
import type { UsersService } from '../users/users.service';
import { toUserDto } from '../users/users.dto';
import type { AuthService } from './auth.service';
import type { SecondFactorService } from './second-factor.service';
import { signInAnswer, signInResponseSchema } from './sign-in-answer';

const MINUTE = 60_000;

export async function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    users: UsersService;
    secondFactor: SecondFactorService;
    limiter: RateLimiter;
    rateLimitMultiplier: number;
  },
) {
  const r = typed(app);
  const tags = ['auth'];
  const limit = (...rules: Parameters<typeof rateLimit>[2][]) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, ...rules);
  const responses = { 200: authResponseSchema, 201: authResponseSchema, ...errorResponses };

  r.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      onRequest: limit({ name: 'register-ip', max: 10, windowMs: 60 * MINUTE, key: byAddress }),
      schema: { tags, body: registerInputSchema, response: responses },
    },
    async (req, reply) => {
      const user = await deps.auth.register(req.body);
      reply.status(201);
      return okWithToken(app.signToken(user), { user: toUserDto(user) }, success.signup);
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      onRequest: limit({ name: 'login-ip', max: 20, windowMs: 5 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: loginInputSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const user = await deps.auth.login(req.body, { address: req.ip });
      return signInAnswer(app, deps.secondFactor, user, success.login);
    },
  );

  r.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated', allowTemporaryPassword: true, allowSecondFactorSetup: true },
      schema: { tags, response: { 200: messageEnvelopeSchema, ...errorResponses } },
    },
    async (req) => {
      await deps.auth.logout(currentUser(req).id);
      return okMessage(success.loggedOut);
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      onRequest: limit({ name: 'forgot-ip', max: 5, windowMs: 15 * MINUTE, key: byAddress }),
      // The per-email rule needs the parsed body; the address rule above has already counted.
      preHandler: limit({ name: 'forgot-email', max: 3, windowMs: 15 * MINUTE, key: byBodyEmail }),
      schema: {
        tags,
        body: forgotPasswordInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.auth.forgotPassword(req.body);
      return okMessage(serverMessages.forgotPasswordSent);
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      onRequest: limit({ name: 'reset-ip', max: 10, windowMs: 15 * MINUTE, key: byAddress }),
      schema: {
        tags,
        body: resetPasswordInputSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.auth.resetPassword(req.body);
      return okMessage('Your password has been changed. Please log in with the new one.');
    },
  );

  r.get(
    '/api/auth/verify',
    {
      // The web reads who is signed in before it can send a staff account to its second factor's setup.
      config: { access: 'authenticated', allowSecondFactorSetup: true },
      schema: {
        tags,
        response: { 200: successEnvelope(z.object({ user: userDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const user = await deps.users.requireUser(currentUser(req).id);
      return ok({ user: toUserDto(user) });
    },
  );
}
