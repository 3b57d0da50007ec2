import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db, DbOrTx } from '../../db/client';
import { isStaffRole } from '../../../shared/domain/permissions';
import type { Role } from '../../../shared/api';
import {
  type ConfirmTotpInput,
  type DisableSecondFactorInput,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_TRIES,
  type SecondFactorStatus,
  type TotpSetup,
  type VerifySecondFactorInput,
  secondFactorTexts as texts,
} from '../../../shared/schemas/second-factor';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, RetryLaterError, unauthorized } from '../../platform/errors';
import { randomToken, sha256, verifyPassword } from '../../platform/passwords';
import { userAccounts, type UserRow } from '../users/users.service';
import { passkeysRepository } from './passkeys.repository';
import { secondFactorRepository as repo } from './second-factor.repository';

const PERIOD_SECONDS = 30;
/** A code of the step before or after now is still right: phones' clocks drift a little. */
const WINDOW = 1;
const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Codes tried for one account across its challenges in an hour: past this, no new challenge for a while, so
 * someone who has the password cannot guess codes five at a time from many addresses.
 */
const TRIES_AN_HOUR = 20;
const HOUR_MS = 60 * 60_000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** STAFF_SECOND_FACTOR (config.ts): 'required' keeps a staff account without a factor to its setup. */
export type StaffSecondFactor = 'required' | 'optional';

/** Whether an account may reach only the second factor's setup (platform/auth.ts reads the same rule). */
export function secondFactorSetupRequired(
  mode: StaffSecondFactor,
  account: { role: Role; hasSecondFactor: boolean },
): boolean {
  return mode === 'required' && isStaffRole(account.role) && !account.hasSecondFactor;
}

/** For the staff module: an owner's reset takes the app and the passkeys away inside the owner's transaction. */
export async function removeSecondFactor(tx: DbOrTx, userId: string): Promise<boolean> {
  const app = await repo.remove(tx, userId);
  const keys = await passkeysRepository.removeAll(tx, userId);
  return app || keys;
}

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, digits: 6 });

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const recoveryHash = (code: string) => sha256(`recovery:${code.toLowerCase().replace('-', '')}`);

const wrongCode = () =>
  new AppError('SECOND_FACTOR_CODE_WRONG', 400, texts.codeWrong, [
    { field: 'code', message: texts.codeWrong },
  ]);

/**
 * An authenticator app as a second factor: setup, confirmation with recovery codes, sign-in challenges
 * (five tries, five minutes, once) and turning it off. A code's time step is taken once (no replay).
 */
export function createSecondFactorService(deps: {
  db: Db;
  clock: Clock;
  issuer: string;
  staffMode: StaffSecondFactor;
}) {
  const { db, clock } = deps;

  /** The app's six digits, at most once per time step; the step taken, or null. */
  async function takeTotp(tx: DbOrTx, userId: string, secret: string, code: string, confirm: boolean) {
    const now = clock.now();
    const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
    if (delta === null) return null;
    const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
    const taken = confirm
      ? await repo.confirm(tx, userId, step, now)
      : await repo.useStep(tx, userId, step, now);
    return taken ? step : null;
  }

  /** A code from the app or an unused recovery code of a confirmed factor. */
  async function checkCode(userId: string, code: string): Promise<boolean> {
    const factor = await repo.find(db, userId);
    if (!factor?.confirmedAt) return false;
    if (/^\d{6}$/.test(code)) return (await takeTotp(db, userId, factor.secret, code, false)) !== null;
    return repo.useRecoveryCode(db, userId, recoveryHash(code), clock.now());
  }

  async function hasFactor(userId: string): Promise<boolean> {
    return !!(await repo.find(db, userId))?.confirmedAt;
  }

  /** How a sign-in can be finished: the app's code, a passkey (decision 042), both, or none. */
  async function methodsOf(userId: string): Promise<('code' | 'passkey')[]> {
    const [app, keys] = await Promise.all([hasFactor(userId), passkeysRepository.countFor(db, userId)]);
    return [...(app ? (['code'] as const) : []), ...(keys > 0 ? (['passkey'] as const) : [])];
  }

  return {
    async status(user: { id: string; role: Role }): Promise<SecondFactorStatus> {
      const factor = await repo.find(db, user.id);
      const enabled = !!factor?.confirmedAt;
      return {
        enabled,
        pending: !!factor && !enabled,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(db, user.id) : 0,
        required: deps.staffMode === 'required' && isStaffRole(user.role),
        passkeys: await passkeysRepository.countFor(db, user.id),
      };
    },

    /** A new secret, pending until a code from it confirms; a confirmed factor must be turned off first. */
    async setup(user: { id: string; email: string }): Promise<TotpSetup> {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repo.putPending(db, user.id, secret, clock.now())))
        throw conflict(texts.alreadyOn, 'SECOND_FACTOR_ALREADY_ON');
      return { secret, uri: totpOf(secret, user.email, deps.issuer).toString() };
    },

    /** The first code turns the factor on and makes ten recovery codes, returned this once. */
    async confirm(userId: string, input: ConfirmTotpInput): Promise<{ recoveryCodes: string[] }> {
      const factor = await repo.find(db, userId);
      if (!factor) throw new AppError('SECOND_FACTOR_NOT_SET_UP', 400, texts.notSetUp);
      if (factor.confirmedAt) throw conflict(texts.alreadyOn, 'SECOND_FACTOR_ALREADY_ON');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        if ((await takeTotp(tx, userId, factor.secret, input.code, true)) === null) throw wrongCode();
        await repo.replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryHash), clock.now());
      });
      return { recoveryCodes };
    },

    /** Off again, with a current code, a recovery code or the account's password. */
    async disable(userId: string, input: DisableSecondFactorInput): Promise<void> {
      if (!(await hasFactor(userId))) throw new AppError('SECOND_FACTOR_NOT_ON', 400, texts.notOn);
      if (input.code) {
        if (!(await checkCode(userId, input.code))) throw wrongCode();
      } else {
        const user = await userAccounts.findById(db, userId);
        if (!user || !(await verifyPassword(user.passwordHash, input.password ?? '')))
          throw new AppError('CURRENT_PASSWORD_WRONG', 400, texts.passwordWrong, [
            { field: 'password', message: texts.passwordWrong },
          ]);
      }
      await db.transaction((tx) => repo.remove(tx, userId));
    },

    /**
     * After a right password or mobile code: a challenge when the account has a factor, else null. An account
     * with only a passkey finishes by signing in with it (a passkey sign-in is whole on its own).
     */
    async challengeFor(
      user: UserRow,
    ): Promise<{ challenge: string; expiresAt: string; methods: ('code' | 'passkey')[] } | null> {
      const methods = await methodsOf(user.id);
      if (methods.length === 0) return null;
      const challenge = randomToken();
      const now = clock.now();
      if ((await repo.triesSince(db, user.id, new Date(now.getTime() - HOUR_MS))) >= TRIES_AN_HOUR)
        throw new RetryLaterError('SECOND_FACTOR_LOCKED', texts.accountLocked, HOUR_MS / 4 / 1000);
      const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
      await repo.insertChallenge(db, { userId: user.id, tokenHash: sha256(challenge), expiresAt, now });
      return { challenge, expiresAt: expiresAt.toISOString(), methods };
    },

    /** Whether a signed-in account (no factor yet) may reach only the setup. */
    async setupRequired(user: UserRow): Promise<boolean> {
      if (deps.staffMode !== 'required' || !isStaffRole(user.role)) return false;
      return (await methodsOf(user.id)).length === 0;
    },

    /** The challenge and a code: the account to sign in. Five wrong codes and the challenge is dead. */
    async verify(input: VerifySecondFactorInput): Promise<UserRow> {
      const now = clock.now();
      const tried = await repo.takeChallengeTry(db, sha256(input.challenge), SECOND_FACTOR_TRIES, now);
      if (!tried) throw unauthorized(texts.challengeInvalid, 'SECOND_FACTOR_CHALLENGE_INVALID');
      if (!(await checkCode(tried.userId, input.code))) {
        if (tried.attempts >= SECOND_FACTOR_TRIES)
          throw new AppError('SECOND_FACTOR_LOCKED', 429, texts.locked);
        throw wrongCode();
      }
      if (!(await repo.closeChallenge(db, tried.id, now)))
        throw unauthorized(texts.challengeInvalid, 'SECOND_FACTOR_CHALLENGE_INVALID');
      const user = await userAccounts.findById(db, tried.userId);
      if (!user || !user.isActive || user.deletedAt)
        throw unauthorized(texts.challengeInvalid, 'SECOND_FACTOR_CHALLENGE_INVALID');
      return user;
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
