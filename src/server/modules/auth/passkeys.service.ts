import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import {
  type FinishRegistrationInput,
  PASSKEYS_PER_ACCOUNT,
  type PasskeyDto,
  type PasskeyOptions,
  type PasskeySignInInput,
  passkeyTexts as texts,
} from '../../../shared/schemas/passkeys';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors';
import { userAccounts, type UserRow } from '../users/users.service';
import { passkeysRepository as repo, type PasskeyRow } from './passkeys.repository';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** Where passkeys are made and used: the site's host (the relying party) and the origins its pages load from. */
export interface PasskeySite {
  rpName: string;
  /** The site's host name (PUBLIC_URL's): a passkey works only there. */
  rpId: string;
  /** The origins whose pages may use them; outside production any port of the host (a local run's). */
  origins: (origin: string) => boolean;
}

/** The relying party from PUBLIC_URL; outside production any port of its host (e2e and local runs). */
export function passkeySite(publicUrl: string, rpName: string, production: boolean): PasskeySite {
  const site = new URL(publicUrl);
  return {
    rpName,
    rpId: site.hostname,
    origins: (origin) => {
      if (origin === site.origin) return true;
      if (production) return false;
      try {
        return new URL(origin).hostname === site.hostname;
      } catch {
        return false;
      }
    },
  };
}

// Generic codes on purpose: every code ships to every public page (error-codes chunk, JS budgets); the message says it.
const checkFailed = () => new AppError('BAD_REQUEST', 400, texts.checkFailed);
const expired = () => new AppError('BAD_REQUEST', 400, texts.expired);
const toDto = (row: PasskeyRow): PasskeyDto => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The origin the browser signed (clientDataJSON), or '' when it cannot be read. */
function signedOrigin(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      origin?: unknown;
    };
    return typeof data.origin === 'string' ? data.origin : '';
  } catch {
    return '';
  }
}

/**
 * Passkeys (WebAuthn with @simplewebauthn/server; docs/decisions/042-passkeys.md): registration by a
 * signed-in account, sign-in with a discoverable passkey, user verification required both ways. Each
 * ceremony's challenge is kept in the database and taken once, so any process may finish it and no answer
 * is accepted twice.
 */
export function createPasskeysService(deps: { db: Db; clock: Clock; site: PasskeySite }) {
  const { db, clock, site } = deps;

  async function newChallenge(userId: string | null, purpose: 'register' | 'sign-in', challenge: string) {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    return repo.insertChallenge(db, { userId, purpose, challenge, expiresAt, now });
  }

  /** The origin the answer was made on, when the site accepts it (else the check fails). */
  function originOf(clientDataJSON: string): string {
    const origin = signedOrigin(clientDataJSON);
    if (!site.origins(origin)) throw checkFailed();
    return origin;
  }

  return {
    list: async (userId: string): Promise<PasskeyDto[]> => (await repo.list(db, userId)).map(toDto),

    /** Options for the browser to make a passkey for this account (its own passkeys excluded). */
    async registrationOptions(user: { id: string; email: string; name: string }): Promise<PasskeyOptions> {
      const existing = await repo.list(db, user.id);
      if (existing.length >= PASSKEYS_PER_ACCOUNT) throw conflict(texts.tooMany, 'CONFLICT');
      const options = await generateRegistrationOptions({
        rpName: site.rpName,
        rpID: site.rpId,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const challengeId = await newChallenge(user.id, 'register', options.challenge);
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    /** The browser's new passkey, checked against the challenge this account was given, kept. */
    async finishRegistration(userId: string, input: FinishRegistrationInput): Promise<PasskeyDto> {
      const taken = await repo.takeChallenge(db, input.challengeId, 'register', clock.now());
      if (!taken || taken.userId !== userId) throw expired();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response,
          expectedChallenge: taken.challenge,
          expectedOrigin: originOf(input.response.response.clientDataJSON),
          expectedRPID: site.rpId,
          requireUserVerification: true,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw checkFailed();
      }
      if (!verification.verified) throw checkFailed();
      const info = verification.registrationInfo;
      const now = clock.now();
      const row = {
        id: info.credential.id,
        userId,
        publicKey: base64url(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        // Unnamed, the web calls it by kind in the reader's language.
        name: input.name ?? '',
        createdAt: now,
      };
      // Counted under the account's row lock: two registrations at once cannot make an eleventh.
      await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        if ((await repo.countFor(tx, userId)) >= PASSKEYS_PER_ACCOUNT)
          throw conflict(texts.tooMany, 'CONFLICT');
        if (!(await repo.insert(tx, row))) throw conflict(texts.checkFailed, 'CONFLICT');
      });
      return toDto({ ...row, lastUsedAt: null });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(db, userId, id))) throw notFound(texts.notFound, 'NOT_FOUND');
    },

    /** Options for a sign-in with any passkey of this site (discoverable: the browser offers the account's). */
    async signInOptions(): Promise<PasskeyOptions> {
      const options = await generateAuthenticationOptions({ rpID: site.rpId, userVerification: 'required' });
      const challengeId = await newChallenge(null, 'sign-in', options.challenge);
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    /** The account a passkey's answer signs in, once per challenge; its counter moves forward. */
    async signIn(input: PasskeySignInInput): Promise<UserRow> {
      const now = clock.now();
      const taken = await repo.takeChallenge(db, input.challengeId, 'sign-in', now);
      if (!taken) throw expired();
      const passkey = await repo.find(db, input.response.id);
      if (!passkey) throw unauthorized(texts.unknown, 'UNAUTHORIZED');
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: input.response,
          expectedChallenge: taken.challenge,
          expectedOrigin: originOf(input.response.response.clientDataJSON),
          expectedRPID: site.rpId,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransport[],
          },
          requireUserVerification: true,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw checkFailed();
      }
      if (!verification.verified) throw checkFailed();
      if (
        !(await repo.recordUse(
          db,
          passkey.id,
          passkey.counter,
          verification.authenticationInfo.newCounter,
          now,
        ))
      )
        throw checkFailed();
      const user = await userAccounts.findById(db, passkey.userId);
      if (!user || !user.isActive || user.deletedAt) throw unauthorized(texts.unknown, 'UNAUTHORIZED');
      return user;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
