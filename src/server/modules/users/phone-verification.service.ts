import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { maskPhone } from '../../../shared/domain/phone-mask';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  phoneVerificationTexts as texts,
  type PhoneCodeSent,
  type PhoneStatus,
} from '../../../shared/schemas/phone-verification';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { indianMobile } from '../../platform/messaging/phone';
import { phoneVerificationRepository as repo } from './phone-verification.repository';

/** One code a minute per account, five an hour per account and per number (a stranger's phone). */
export const PHONE_CODE_RESEND_MS = 60_000;
export const PHONE_CODES_PER_HOUR = 5;
/** Distinct numbers one account may ask codes for in a day. */
export const PHONE_NUMBERS_PER_DAY = 2;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

type Account = NonNullable<Awaited<ReturnType<typeof repo.account>>>;

/**
 * The number texts may go to for an account: a customer's verified mobile while it is still the
 * profile's phone (changing the phone unverifies it); a cleaner's or admin's profile phone, which an
 * admin entered and so counts as verified. Null: no SMS or WhatsApp for this account.
 */
function textNumberOf(account: Account | undefined): string | null {
  if (!account) return null;
  const profile = indianMobile(account.phone);
  if (account.role !== 'client') return profile;
  return profile && account.verifiedNumber === profile ? profile : null;
}

/** For the notifications module: where an account's texts may go, and whose a number is. */
export const verifiedMobiles = {
  textNumber: async (db: DbOrTx, userId: string) => textNumberOf(await repo.account(db, userId)),
  /** The account that proved this number (E.164 digits without '+'), if any. */
  ownerOf: (db: DbOrTx, number: string) => repo.ownerOf(db, number),
  /** A code sent to the number proved it (mobile sign-in): it becomes this account's; the later proof wins. */
  claim: (tx: DbOrTx, userId: string, number: string, now: Date) => repo.claim(tx, userId, number, now),
};

/** What this service needs from the notifications module (wired in app.ts; users does not import it). */
export interface PhoneVerificationEffects {
  /** Queues the code's SMS inside the transaction. */
  sendCode(
    tx: DbOrTx,
    to: { userId: string; number: string },
    code: string,
    codeId: string,
  ): Promise<unknown>;
  /** The owner proved the number: a WhatsApp STOP from it is lifted (only its owner can receive the code). */
  numberVerified(tx: DbOrTx, userId: string, number: string): Promise<unknown>;
}

/**
 * Proves an account's mobile with a six-digit code by SMS before any SMS or WhatsApp goes to it.
 *
 * A number proven by a second account moves to it: the later proof wins, the earlier account loses it
 * (and gets no more texts until it proves a number again). A code proves that the person holds the
 * SIM now; Indian operators recycle numbers, so the earlier account's texts would otherwise reach the
 * new holder, and refusing would leave the real holder unable to verify while strangers' booking
 * texts go to their phone. Nobody can take a number this way without receiving its SMS.
 */
export function createPhoneVerificationService(deps: {
  db: Db;
  clock: Clock;
  /** Keys the codes' HMAC, so a leaked table does not give six-digit codes away in a million tries. */
  secret: string;
  effects: PhoneVerificationEffects;
}) {
  const { db, clock } = deps;
  const hash = (codeId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`phone-code:${codeId}:${code}`).digest();

  async function account(userId: string): Promise<Account> {
    const row = await repo.account(db, userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  function status(row: Account): PhoneStatus {
    const verified = textNumberOf(row) !== null;
    return {
      phone: row.phone,
      verified,
      verifiedAt: verified && row.role === 'client' ? (row.verifiedAt?.toISOString() ?? null) : null,
    };
  }

  return {
    status: async (userId: string) => status(await account(userId)),

    /** Texts a new code to the profile's mobile; an owner may ask again to lift a WhatsApp STOP. */
    async sendCode(userId: string): Promise<PhoneCodeSent> {
      const row = await account(userId);
      if (row.role !== 'client') throw new AppError('PHONE_NOT_FOR_STAFF', 409, texts.notForStaff);
      const number = indianMobile(row.phone);
      if (!number)
        throw new AppError('NO_MOBILE', 400, texts.noMobile, [{ field: 'phone', message: texts.noMobile }]);
      const now = clock.now();
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const last = await repo.lastCodeAt(db, userId);
      if (last && now.getTime() - last.getTime() < PHONE_CODE_RESEND_MS)
        throw new AppError('RATE_LIMITED', 429, texts.resendWait);
      // Codes to many numbers from one account is SMS pumping (paid per text), not someone proving theirs.
      const numbers = await repo.numbersSince(db, userId, new Date(now.getTime() - DAY_MS));
      if (!numbers.includes(number) && numbers.length >= PHONE_NUMBERS_PER_DAY)
        throw new AppError('RATE_LIMITED', 429, texts.tooManyNumbers);
      const [mine, toNumber] = await Promise.all([
        repo.codesSince(db, { userId }, hourAgo),
        repo.codesSince(db, { number }, hourAgo),
      ]);
      if (mine >= PHONE_CODES_PER_HOUR || toNumber >= PHONE_CODES_PER_HOUR)
        throw new AppError('RATE_LIMITED', 429, texts.tooManyCodes);

      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        const id = randomUUID();
        const codeHash = hash(id, code).toString('hex');
        await repo.insertCode(tx, { id, userId, number, codeHash, expiresAt, now });
        await deps.effects.sendCode(tx, { userId, number }, code, id);
      });
      return {
        sentTo: maskPhone(number),
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(now.getTime() + PHONE_CODE_RESEND_MS).toISOString(),
      };
    },

    /** Checks a code: five tries and ten minutes each; then the number is this account's. */
    async verify(userId: string, code: string): Promise<PhoneStatus> {
      const now = clock.now();
      const open = await repo.openCode(db, userId);
      if (!open) throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
      if (open.expiresAt <= now) throw new AppError('PHONE_CODE_EXPIRED', 400, texts.codeExpired);
      if (open.attempts >= PHONE_CODE_TRIES) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
      const tried = await repo.takeTry(db, open.id, PHONE_CODE_TRIES, now);
      if (!tried) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
      const expected = Buffer.from(tried.codeHash, 'hex');
      const given = hash(tried.id, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const left = PHONE_CODE_TRIES - tried.attempts;
        if (left <= 0) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
        throw new AppError('PHONE_CODE_WRONG', 400, texts.codeWrong, [
          { field: 'code', message: texts.codeWrong },
        ]);
      }
      return db.transaction(async (tx) => {
        if (!(await repo.closeCode(tx, tried.id, now)))
          throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
        const row = await repo.account(tx, userId);
        // The code proves the number it went to, and only while that is still the profile's phone.
        if (!row || indianMobile(row.phone) !== tried.number)
          throw new AppError('PHONE_NUMBER_CHANGED', 409, texts.numberChanged);
        await repo.claim(tx, userId, tried.number, now);
        await deps.effects.numberVerified(tx, userId, tried.number);
        return status({ ...row, verifiedNumber: tried.number, verifiedAt: now });
      });
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
