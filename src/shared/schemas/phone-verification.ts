import { z } from 'zod';

/** A one-time code: six digits, five tries, ten minutes (a code cannot be guessed in time). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_MINUTES = 10;

/** What every one-time code's routes answer (verifying a mobile, signing in with one). */
export const phoneCodeTexts = {
  codeSent: 'We have sent a 6-digit code to your mobile.',
  codeFormat: 'Enter the 6-digit code',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  noCode: 'Please ask for a code first.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  resendWait: 'Please wait a minute before asking for another code.',
  tooManyCodes: 'Too many codes were sent to this number. Please try again in an hour.',
} as const;

/** What the phone-verification routes answer; the web shows them (Hindi in the messages catalogue). */
export const phoneVerificationTexts = {
  noMobile: 'Add a valid 10-digit Indian mobile number to your profile first.',
  notForStaff: 'Staff numbers are set by the office and need no code.',
  ...phoneCodeTexts,
  tooManyNumbers: 'Codes can go to at most 2 different numbers a day. Please try again tomorrow.',
  budgetSpent: 'We cannot send text messages right now. Please try again tomorrow.',
  numberChanged: 'Your mobile number changed after this code was sent. Please ask for a new one.',
  verified: 'Your mobile number is verified.',
} as const;

/** POST /api/users/phone/verify */
export const verifyPhoneInputSchema = z.strictObject({
  code: z
    .string({ error: phoneVerificationTexts.codeFormat })
    .trim()
    .max(20, phoneVerificationTexts.codeFormat)
    .regex(/^\d{6}$/, phoneVerificationTexts.codeFormat),
});
export type VerifyPhoneInput = z.infer<typeof verifyPhoneInputSchema>;

/** GET /api/users/phone: whether texts can go to the account's mobile. */
export const phoneStatusSchema = z.object({
  /** The profile's phone as typed ('' when none). */
  phone: z.string(),
  /** True once a code proved this very number (a changed phone is unverified again); staff always. */
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** POST /api/users/phone/send-code */
export const phoneCodeSentSchema = z.object({
  /** The number the code went to, masked ('+91 98XXXXXX10'). */
  sentTo: z.string(),
  expiresAt: z.string(),
  /** When the next code may be asked for. */
  resendAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
