import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authResponseSchema } from '../../../shared/api';
import { secondFactorChallengeSchema, secondFactorTexts } from '../../../shared/schemas/second-factor';
import { ok, okWithToken } from '../../platform/routing';
import { toUserDto } from '../users/users.dto';
import type { UserRow } from '../users/users.service';
import type { SecondFactorService } from './second-factor.service';

/** What a sign-in route answers: a session, or (the account has a second factor) a challenge for its code. */
export const signInResponseSchema = z.union([authResponseSchema, secondFactorChallengeSchema]);

/**
 * Every route that signs someone in with a first factor (password, mobile code) answers through here, so
 * none can hand out a session past an account's second factor.
 */
export async function signInAnswer(
  app: FastifyInstance,
  secondFactor: SecondFactorService,
  user: UserRow,
  message: string,
) {
  const challenge = await secondFactor.challengeFor(user);
  if (challenge)
    return ok(
      { secondFactorRequired: true as const, ...challenge },
      challenge.methods.includes('code') ? secondFactorTexts.codeNeeded : secondFactorTexts.passkeyNeeded,
    );
  return sessionAnswer(app, secondFactor, user, message);
}

/** The session itself: with the flag that sends a staff account to its setup first (required mode). */
export async function sessionAnswer(
  app: FastifyInstance,
  secondFactor: SecondFactorService,
  user: UserRow,
  message: string,
) {
  const setupRequired = await secondFactor.setupRequired(user);
  return okWithToken(
    app.signToken(user),
    { user: toUserDto(user), ...(setupRequired ? { secondFactorSetupRequired: true } : {}) },
    message,
  );
}
