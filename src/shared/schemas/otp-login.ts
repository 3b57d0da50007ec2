import { z } from 'zod';
import { languageField } from '../language';
import { validation as v } from '../texts';
import { mobileField } from './mobile';
import { PHONE_CODE_LENGTH, phoneCodeTexts } from './phone-verification';
import { referralCodeField } from './referrals';

/**
 * Signing in with a mobile number and a one-time code (POST /api/auth/otp/send, /api/auth/otp/verify).
 * Codes: six digits, ten minutes, five tries, one a minute per number. The answers never say whether
 * the number has an account: the code goes either way, and proving it signs in or creates one.
 */
export const LOGIN_CODE_RESEND_SECONDS = 60;

/** The server's answers; the web shows them in Hindi through the messages catalogue. */
export const otpLoginTexts = {
  ...phoneCodeTexts,
  accountClosed: 'This account cannot sign in. Please contact us.',
  budgetSpent:
    'We cannot send text messages right now. Please sign in with your email and password, or try again tomorrow.',
  /** A password sign-in slowed for the account by many wrong passwords: the code is the owner's way in. */
  passwordSlowed:
    'Too many wrong passwords were tried for this account, so password sign-in is slowed for a while. Continue with your mobile number to sign in with a code now.',
} as const;

/** POST /api/auth/otp/send */
export const otpSendInputSchema = z.strictObject({
  phone: mobileField(v.phoneRequired),
  /** The language the page is shown in: a new number's code comes in it. */
  language: languageField.optional(),
});
export type OtpSendInput = z.infer<typeof otpSendInputSchema>;

/** POST /api/auth/otp/verify */
export const otpVerifyInputSchema = z.strictObject({
  phone: mobileField(v.phoneRequired),
  code: z
    .string({ error: otpLoginTexts.codeFormat })
    .trim()
    .max(20, otpLoginTexts.codeFormat)
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), otpLoginTexts.codeFormat),
  /** The language a new account takes (the page's). */
  language: languageField.optional(),
  /** A friend's referral code (the signup link's): recorded when the code makes a new account. */
  referralCode: referralCodeField.optional(),
});
export type OtpVerifyInput = z.infer<typeof otpVerifyInputSchema>;

/** What send answers, the same for every number. */
export const otpSentSchema = z.object({
  /** The number masked ('+91 98XXXXXX10'). */
  sentTo: z.string(),
  expiresAt: z.string(),
  /** When the next code may be asked for. */
  resendAt: z.string(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;
