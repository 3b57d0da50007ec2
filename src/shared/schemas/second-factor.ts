import { z } from 'zod';
import { text } from './fields';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes (issue 33 part 3;
 * docs/decisions/039-second-factor.md). The server's answers; the web shows them in Hindi through the
 * messages catalogue.
 */
export const secondFactorTexts = {
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Please check it and try again.',
  challengeInvalid: 'This sign-in has expired. Please sign in again.',
  locked: 'Too many wrong codes. Please sign in again.',
  accountLocked: 'Too many wrong codes were tried for this account. Please try again in 15 minutes.',
  alreadyOn: 'Two-step sign-in is already on.',
  notSetUp: 'Please start setting up two-step sign-in first.',
  notOn: 'Two-step sign-in is not on.',
  setupRequired: 'Staff accounts must set up two-step sign-in before anything else.',
  proofRequired: 'Enter a current code or your password.',
  passwordWrong: 'That password is not right.',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  passkeyNeeded: 'Use your passkey to finish signing in.',
} as const;

/** How many recovery codes confirmation makes, and how many wrong codes a sign-in challenge takes. */
export const RECOVERY_CODE_COUNT = 10;
export const SECOND_FACTOR_TRIES = 5;

/** Six digits from the app, or a recovery code ('abcde-fghij', the dash optional, any case). */
const CODE_PATTERN = /^(?:\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/i;
export const secondFactorCodeField = text()
  .max(20, secondFactorTexts.codeFormat)
  .regex(CODE_PATTERN, secondFactorTexts.codeFormat);
/** Only the app's six digits (setting up proves the app, not a recovery code). */
export const totpCodeField = text()
  .max(20, secondFactorTexts.codeFormat)
  .regex(/^\d{6}$/, secondFactorTexts.codeFormat);

/** POST /api/auth/second-factor/totp/confirm */
export const confirmTotpInputSchema = z.strictObject({ code: totpCodeField });
export type ConfirmTotpInput = z.infer<typeof confirmTotpInputSchema>;

/** POST /api/auth/second-factor/verify: the challenge a sign-in answered, and a code. */
export const verifySecondFactorInputSchema = z.strictObject({
  challenge: text()
    .max(100, secondFactorTexts.challengeInvalid)
    .regex(/^[\w-]{20,100}$/, secondFactorTexts.challengeInvalid),
  code: secondFactorCodeField,
});
export type VerifySecondFactorInput = z.infer<typeof verifySecondFactorInputSchema>;

/** DELETE /api/auth/second-factor: a current code (or recovery code) or the password. */
export const disableSecondFactorInputSchema = z
  .strictObject({
    code: secondFactorCodeField.optional(),
    password: text({ raw: true }).max(200, 'Password is too long').optional(),
  })
  .refine((b) => !!b.code || !!b.password, {
    message: secondFactorTexts.proofRequired,
    path: ['code'],
  });
export type DisableSecondFactorInput = z.infer<typeof disableSecondFactorInputSchema>;

/** GET /api/auth/second-factor */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Set up but not confirmed yet. */
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The account is staff and STAFF_SECOND_FACTOR=required: nothing else opens until it is on. */
  required: z.boolean(),
  /** Passkeys the account has: each is a second factor too (decision 042). */
  passkeys: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/auth/second-factor/totp/setup: shown once, to type or scan into the app. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/auth/second-factor/totp/confirm: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A sign-in whose first step was right, waiting for the code (login, mobile code). */
export const secondFactorChallengeSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    secondFactorRequired: z.literal(true),
    challenge: z.string(),
    expiresAt: z.string(),
    /** How the account can finish: a code from its app (or a recovery code), its passkey, or either. */
    methods: z.array(z.enum(['code', 'passkey'])),
  }),
  message: z.string().optional(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;
