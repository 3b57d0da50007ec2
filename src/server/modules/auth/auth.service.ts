import type { Db } from '../../db/client';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../shared/schemas/auth';
import { DEFAULT_LANGUAGE } from '../../../shared/language';
import { serverMessages } from '../../../shared/texts';
import type { Clock } from '../../platform/clock';
import { AppError, isUniqueViolation, RetryLaterError, unauthorized } from '../../platform/errors';
import { otpLoginTexts } from '../../../shared/schemas/otp-login';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { assertUncommonPassword } from '../../platform/common-passwords';
import {
  dummyPasswordHash,
  generateTemporaryPassword,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../../platform/passwords';
import type { BackgroundTasks } from '../../platform/background-tasks';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit';
import type { LoginThrottle } from './login-throttle';
import { passwordResetsRepository } from './password-resets.repository';
import { userAccounts as usersRepository, type UserRow } from '../users/users.service';
import { temporaryPasswordEmail, welcomeEmail } from './auth.emails';
import type { PreferencesService } from '../notifications/preferences.service';
import type { ReferralsService } from '../referrals/referrals.service';

const RESET_TTL_MS = 30 * 60_000;

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  /** Failed sign-ins by account, address and both (login-throttle.ts). */
  throttle: LoginThrottle;
  /** Forgot-password's real work runs here, after the answer (which is the same for every email). */
  background: BackgroundTasks;
  brand: Brand;
  publicUrl: string;
  /** Saves the signup's WhatsApp opt-in in the account's own transaction. */
  preferences?: PreferencesService;
  /** A signup with a friend's code: the code checked first, the referral recorded in the account's transaction. */
  referrals?: Pick<ReferralsService, 'referrerOf' | 'recordSignup'>;
}) {
  const { db, clock } = deps;

  /**
   * An unknown email, a wrong password and no temporary password each cost one more argon2 verify
   * (against the dummy hash), so every failed path does the same two (the time must not tell whether an email has an account).
   */
  async function tryTemporaryPassword(user: UserRow | null, password: string): Promise<UserRow | null> {
    const resets = user ? await passwordResetsRepository.unusedOf(db, user.id, clock.now()) : [];
    if (!user || resets.length === 0) {
      await verifyPassword(await dummyPasswordHash(), password);
      return null;
    }
    for (const reset of resets) {
      if (await verifyPassword(reset.temporaryPasswordHash, password)) {
        // Using it makes it the password, once: the next screen asks for a new one.
        return db.transaction(async (tx) => {
          const now = clock.now();
          await passwordResetsRepository.useAllOf(tx, user.id, now);
          return (await usersRepository.update(tx, user.id, {
            passwordHash: reset.temporaryPasswordHash,
            mustChangePassword: true,
            temporaryPasswordUsedAt: now,
            updatedAt: now,
          }))!;
        });
      }
    }
    return null;
  }

  /**
   * An account whose password is temporary (one an admin made for a cleaner) may sign in with it once;
   * until it chooses its own, it can only change the password or sign out (platform/auth.ts).
   */
  async function spendTemporaryPassword(user: UserRow): Promise<UserRow> {
    if (!user.mustChangePassword || user.temporaryPasswordUsedAt) return user;
    const now = clock.now();
    return (
      (await usersRepository.update(db, user.id, { temporaryPasswordUsedAt: now, updatedAt: now })) ?? user
    );
  }

  return {
    async register(input: RegisterInput): Promise<UserRow> {
      assertUncommonPassword(input.password, 'password');
      const referrer = input.referralCode ? await deps.referrals?.referrerOf(input.referralCode) : undefined;
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await usersRepository.insert(tx, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            role: 'client',
            language: input.language ?? DEFAULT_LANGUAGE,
          });
          await enqueueEmail(tx, welcomeEmail(user.email, user.name, deps.brand));
          if (input.whatsapp) await deps.preferences?.optInWhatsApp(tx, user.id);
          if (referrer) await deps.referrals?.recordSignup(tx, user, referrer);
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', 409, serverMessages.emailTaken, [
            { field: 'email', message: serverMessages.emailTaken },
          ]);
        }
        throw error;
      }
    },

    /**
     * The same 401 for an unknown email and a wrong password, after the same work (two argon2
     * verifies). Limited per account, per address and per both with growing delays (login-throttle.ts):
     * 429 with Retry-After, and a guesser elsewhere never keeps the owner out.
     */
    async login(input: LoginInput, from: { address: string }): Promise<UserRow> {
      const ticket = await deps.throttle.begin(input.email, from.address);
      if (!ticket.allowed) {
        // Others' guesses slowed the account everywhere: say so, and point to the code by mobile, which
        // they cannot slow (otp-login.service.ts). The same answer for every email, with an account or not.
        if (ticket.scope === 'account')
          throw new RetryLaterError(
            'SIGN_IN_SLOWED',
            otpLoginTexts.passwordSlowed,
            Math.ceil(ticket.retryAfterMs / 1000),
          );
        throw tooManyRequests(ticket.retryAfterMs);
      }
      const user = await usersRepository.findByEmail(db, input.email);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      // A temporary password that already opened a session is spent (it works once).
      const usable = passwordOk && !user?.temporaryPasswordUsedAt;
      let loggedIn: UserRow | null = user && usable ? user : null;
      if (!usable) loggedIn = await tryTemporaryPassword(user ?? null, input.password);
      if (!loggedIn || !loggedIn.isActive)
        throw unauthorized(serverMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      await deps.throttle.succeeded(ticket, input.email, from.address);
      return spendTemporaryPassword(loggedIn);
    },

    async logout(userId: string): Promise<void> {
      await usersRepository.bumpTokenVersion(db, userId, { updatedAt: clock.now() });
    },

    /**
     * Answers the same, in the same time, whether or not the email has an account: the lookup, the
     * hashing and the mail run after the answer (BackgroundTasks). A new request replaces an unused
     * earlier one, so at most one temporary password is open (and sign-in checks one).
     */
    async forgotPassword(input: ForgotPasswordInput): Promise<void> {
      deps.background.run('forgot-password', async () => {
        const user = await usersRepository.findByEmail(db, input.email);
        const temporaryPassword = generateTemporaryPassword();
        const temporaryPasswordHash = await hashPassword(temporaryPassword);
        if (!user || !user.isActive) return;
        const token = randomToken();
        await db.transaction(async (tx) => {
          await passwordResetsRepository.useAllOf(tx, user.id, clock.now());
          await passwordResetsRepository.insert(tx, {
            userId: user.id,
            temporaryPasswordHash,
            tokenHash: sha256(token),
            expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS),
          });
          await enqueueEmail(
            tx,
            temporaryPasswordEmail({
              to: user.email,
              name: user.name,
              temporaryPassword,
              resetUrl: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
              brand: deps.brand,
            }),
          );
        });
      });
    },

    async resetPassword(input: ResetPasswordInput): Promise<UserRow> {
      assertUncommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const reset = await passwordResetsRepository.useByToken(tx, sha256(input.token), now);
        if (!reset) throw new AppError('RESET_TOKEN_INVALID', 400, serverMessages.resetTokenInvalid);
        await passwordResetsRepository.useAllOf(tx, reset.userId, now);
        return (await usersRepository.bumpTokenVersion(tx, reset.userId, {
          passwordHash,
          mustChangePassword: false,
          temporaryPasswordUsedAt: null,
          updatedAt: now,
        }))!;
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
