import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { maskPhone } from '../../../shared/domain/phone-mask';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language';
import {
  LOGIN_CODE_RESEND_SECONDS,
  otpLoginTexts as texts,
  type OtpSendInput,
  type OtpSent,
  type OtpVerifyInput,
} from '../../../shared/schemas/otp-login';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
} from '../../../shared/schemas/phone-verification';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { indianMobile } from '../../platform/messaging/phone';
import { hashPassword } from '../../platform/passwords';
import { verifiedMobiles } from '../users/phone-verification.service';
import { userAccounts, type UserRow } from '../users/users.service';
import { loginCodesRepository as repo } from './login-codes.repository';
import type { LoginThrottle } from './login-throttle';
import type { ReferralsService } from '../referrals/referrals.service';

const HOUR_MS = 60 * 60_000;
/** Codes to one number: one a minute, five an hour, ten a day (a stranger's phone is not flooded). */
export const LOGIN_CODES_PER_HOUR = 5;
export const LOGIN_CODES_PER_DAY = 10;

/**
 * An account made by a mobile sign-in has no email until its owner adds one. The users table keeps
 * `email` NOT NULL and unique (sign-in, the outbox, exports and admin views all read it as a string), so
 * such an account gets a placeholder under RFC 2606's `.invalid`, which no mail can reach: the outbox
 * fails mail to it at once (platform/mail/outbox.ts), as it does for a deleted account's.
 */
export const placeholderEmail = (userId: string) => `mobile-${userId}@mobile.invalid`;
export const isPlaceholderEmail = (email: string) => /@mobile\.invalid$/i.test(email);

/** What this service needs from the notifications module (wired in app/services.ts). */
export interface OtpLoginEffects {
  /** Queues the code inside the transaction; throws 503 SMS_BUDGET_SPENT past the day's SMS budget. */
  sendCode(
    tx: DbOrTx,
    to: { number: string; userId: string | null; language: Language },
    code: string,
    codeId: string,
  ): Promise<unknown>;
}

/**
 * Signs in with a mobile number and a six-digit code: the account that proved the number, or a new
 * customer account for it (its name is asked next). The send answer is the same for every number, and
 * a wrong code answers the same whether the number has an account: only proving the SIM tells.
 * A code sign-in is not slowed by anyone's wrong passwords, and it clears the account's slowdown
 * (login-throttle.ts): its owner always has a way in.
 */
export function createOtpLoginService(deps: {
  db: Db;
  clock: Clock;
  /** Keys the codes' HMAC: a leaked table does not give six-digit codes away. */
  secret: string;
  throttle: LoginThrottle;
  effects: OtpLoginEffects;
  /** A new account made with a friend's code: the referral recorded in its transaction. */
  referrals?: Pick<ReferralsService, 'referrerOf' | 'recordSignup'>;
}) {
  const { db, clock } = deps;
  const hash = (codeId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`login-code:${codeId}:${code}`).digest();

  /** The account whose verified mobile this number is (still its profile's phone), if any. */
  async function ownerOf(tx: DbOrTx, number: string): Promise<string | null> {
    const owner = await verifiedMobiles.ownerOf(tx, number);
    if (!owner) return null;
    return (await verifiedMobiles.textNumber(tx, owner)) === number ? owner : null;
  }

  return {
    async send(input: OtpSendInput): Promise<OtpSent> {
      const number = indianMobile(input.phone)!;
      const now = clock.now();
      const last = await repo.lastSentAt(db, number);
      if (last && now.getTime() - last.getTime() < LOGIN_CODE_RESEND_SECONDS * 1000)
        throw new AppError('RATE_LIMITED', 429, texts.resendWait);
      const [hour, day] = await Promise.all([
        repo.sentSince(db, number, new Date(now.getTime() - HOUR_MS)),
        repo.sentSince(db, number, new Date(now.getTime() - 24 * HOUR_MS)),
      ]);
      if (hour >= LOGIN_CODES_PER_HOUR || day >= LOGIN_CODES_PER_DAY)
        throw new AppError('RATE_LIMITED', 429, texts.tooManyCodes);

      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        const id = randomUUID();
        await repo.insert(tx, { id, number, codeHash: hash(id, code).toString('hex'), expiresAt, now });
        const userId = await ownerOf(tx, number);
        await deps.effects.sendCode(
          tx,
          { number, userId, language: input.language ?? DEFAULT_LANGUAGE },
          code,
          id,
        );
      });
      return {
        sentTo: maskPhone(number),
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(now.getTime() + LOGIN_CODE_RESEND_SECONDS * 1000).toISOString(),
      };
    },

    /** The code back: the number's account signed in, or a new customer account; null never. */
    async verify(
      input: OtpVerifyInput,
      from: { address: string },
    ): Promise<{ user: UserRow; created: boolean }> {
      const number = indianMobile(input.phone)!;
      const now = clock.now();
      const open = await repo.open(db, number);
      if (!open) throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
      if (open.expiresAt <= now) throw new AppError('PHONE_CODE_EXPIRED', 400, texts.codeExpired);
      if (open.attempts >= PHONE_CODE_TRIES) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
      const tried = await repo.takeTry(db, open.id, PHONE_CODE_TRIES, now);
      if (!tried) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
      const expected = Buffer.from(tried.codeHash, 'hex');
      const given = hash(tried.id, input.code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        if (PHONE_CODE_TRIES - tried.attempts <= 0)
          throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
        throw new AppError('PHONE_CODE_WRONG', 400, texts.codeWrong, [
          { field: 'code', message: texts.codeWrong },
        ]);
      }
      const referrer = input.referralCode ? await deps.referrals?.referrerOf(input.referralCode) : undefined;
      // A new account's unusable password: it signs in by code until its owner sets one (forgot-password).
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const result = await db.transaction(async (tx) => {
        if (!(await repo.close(tx, tried.id, now)))
          throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
        const owner = await ownerOf(tx, number);
        if (owner) {
          const user = await userAccounts.findById(tx, owner);
          if (!user || !user.isActive || user.deletedAt)
            throw new AppError('ACCOUNT_CLOSED', 403, texts.accountClosed);
          return { user, created: false };
        }
        const id = randomUUID();
        const user = await userAccounts.insert(tx, {
          id,
          name: '',
          email: placeholderEmail(id),
          phone: number.slice(-10),
          passwordHash,
          role: 'client',
          language: input.language ?? DEFAULT_LANGUAGE,
        });
        await verifiedMobiles.claim(tx, id, number, now);
        if (referrer) await deps.referrals?.recordSignup(tx, user, referrer);
        return { user, created: true };
      });
      // Proving the SIM is the owner's way in past a password slowdown that others' guesses caused.
      await deps.throttle.codeSignedIn(result.user.email, from.address);
      return result;
    },
  };
}

export type OtpLoginService = ReturnType<typeof createOtpLoginService>;
