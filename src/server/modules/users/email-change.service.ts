import type { Db, DbOrTx } from '../../db/client';
import { serverMessages } from '../../../shared/texts';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, isUniqueViolation } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';
import { randomToken, sha256, verifyPassword } from '../../platform/passwords';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { emailChangesRepository } from './email-changes.repository';
import { usersRepository, type UserRow } from './users.repository';

const HOUR_MS = 60 * 60_000;
/** The confirmation link sent to the new address. */
export const EMAIL_CHANGE_CONFIRM_MS = 24 * HOUR_MS;
/** The undo link sent to the old address: long enough for an owner who reads mail weekly. */
export const EMAIL_CHANGE_UNDO_MS = 7 * 24 * HOUR_MS;
/** Requests an account may make in an hour: each one mails an address the caller chose. */
const REQUESTS_PER_HOUR = 5;
/** Wrong current passwords on this path before it answers 429 for a while (as login does). */
const PASSWORD_FAILURES = 5;
const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export interface EmailChangeDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  brand: Brand;
  publicUrl: string;
}

const invalidLink = () => new AppError('EMAIL_CHANGE_INVALID', 400, serverMessages.emailChangeLinkInvalid);

/**
 * Changing the sign-in email: the current password starts it, the new address confirms it,
 * the old address can undo it. Until the link is used the account keeps its email, so a stolen session
 * cannot make the account its own through forgot-password.
 */
export function createEmailChange(deps: EmailChangeDeps) {
  const { db, clock, limiter } = deps;

  /** The caller must prove the password; failures count like login's, so it cannot be guessed here. */
  async function assertPassword(user: UserRow, password: string | undefined) {
    if (!password) {
      throw new AppError('VALIDATION_ERROR', 400, serverMessages.currentPasswordForEmail, [
        { field: 'currentPassword', message: serverMessages.currentPasswordForEmail },
      ]);
    }
    const key = `email-change-password:${user.id}`;
    if (await limiter.exhausted(key, PASSWORD_FAILURES, PASSWORD_FAILURE_WINDOW_MS)) throw tooManyRequests();
    if (!(await verifyPassword(user.passwordHash, password))) {
      await limiter.hit(key, PASSWORD_FAILURES, PASSWORD_FAILURE_WINDOW_MS);
      // The failure that used up the limit tells the owner: a session that guesses is not theirs.
      if (await limiter.exhausted(key, PASSWORD_FAILURES, PASSWORD_FAILURE_WINDOW_MS))
        await enqueueEmail(db, {
          kind: 'password-guesses',
          to: user.email,
          ...templateCall(
            'password-guesses-notice',
            { ...deps.brand, language: user.language },
            { name: user.name },
          ),
        });
      throw new AppError('CURRENT_PASSWORD_WRONG', 400, serverMessages.currentPasswordWrong, [
        { field: 'currentPassword', message: serverMessages.currentPasswordWrong },
      ]);
    }
  }

  return {
    /**
     * The current password of a signed-in change (the password's own change too): five wrong ones in 15
     * minutes, counted with the email change's, then 429 and a notice to the owner.
     */
    assertPassword,

    /**
     * Checks the password and the request limit before anything is written; the caller then records the
     * request with `record` inside its own transaction.
     */
    async authorize(user: UserRow, currentPassword: string | undefined): Promise<void> {
      await assertPassword(user, currentPassword);
      if (!(await limiter.hit(`email-change:${user.id}`, REQUESTS_PER_HOUR, HOUR_MS)))
        throw tooManyRequests();
    },

    /**
     * Records the request and queues both mails. An address that already has an account gets nothing and
     * the answer is the same, so the profile cannot be used to learn who has an account; its confirmation
     * simply never arrives.
     */
    async record(tx: DbOrTx, user: UserRow, newEmail: string): Promise<void> {
      const now = clock.now();
      const confirmToken = randomToken();
      const undoToken = randomToken();
      await emailChangesRepository.cancelOpenOf(tx, user.id, now);
      await emailChangesRepository.insert(tx, {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        confirmTokenHash: sha256(confirmToken),
        undoTokenHash: sha256(undoToken),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CONFIRM_MS),
      });
      // The new address has no account yet, so the outbox cannot find its language: the owner's own.
      const brand = { ...deps.brand, language: user.language };
      const taken = await usersRepository.findByEmail(tx, newEmail);
      if (!taken) {
        await enqueueEmail(tx, {
          kind: 'email-change-confirm',
          to: newEmail,
          ...templateCall('email-change-confirm', brand, {
            name: user.name,
            confirmUrl: `${deps.publicUrl}/email/confirm?token=${encodeURIComponent(confirmToken)}`,
          }),
        });
      }
      await enqueueEmail(tx, {
        kind: 'email-change-notice',
        to: user.email,
        ...templateCall('email-change-notice', brand, {
          name: user.name,
          newEmail,
          undoUrl: `${deps.publicUrl}/email/undo?token=${encodeURIComponent(undoToken)}`,
        }),
      });
    },

    /** The new address's link: the account signs in with it from now on. Works once. */
    async confirm(token: string): Promise<UserRow> {
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const change = await emailChangesRepository.confirmByToken(tx, sha256(token), now);
          if (!change) throw invalidLink();
          const user = await usersRepository.changeEmail(tx, change.userId, {
            from: change.oldEmail,
            to: change.newEmail,
            now,
          });
          if (!user) throw invalidLink();
          return user;
        });
      } catch (error) {
        // The address got an account after the request: this change can no longer happen.
        if (isUniqueViolation(error)) throw invalidLink();
        throw error;
      }
    },

    /**
     * The old address's link: a pending change is dropped, a confirmed one is reversed, and every session
     * of the account ends (whoever asked for the change is signed out). Works once.
     */
    async undo(token: string): Promise<void> {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const since = new Date(now.getTime() - EMAIL_CHANGE_UNDO_MS);
          const change = await emailChangesRepository.undoByToken(tx, sha256(token), now, since);
          if (!change) throw invalidLink();
          await emailChangesRepository.cancelOpenOf(tx, change.userId, now);
          if (change.confirmedAt) {
            const user = await usersRepository.findById(tx, change.userId);
            if (user && user.email !== change.oldEmail)
              await usersRepository.changeEmail(tx, user.id, { from: user.email, to: change.oldEmail, now });
          }
          await usersRepository.bumpTokenVersion(tx, change.userId, { pendingEmail: null, updatedAt: now });
        });
      } catch (error) {
        // Someone signed up with the old address in between: only the team can sort that out.
        if (isUniqueViolation(error)) throw conflict(serverMessages.emailChangeUndoFailed, 'EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
