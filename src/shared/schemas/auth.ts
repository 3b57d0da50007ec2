import { z } from 'zod';
import { validation as v } from '../texts';
import { languageField } from '../language';
import { emailField, PASSWORD_MIN_LENGTH, phoneField, requiredString } from './fields';
import { referralCodeField } from './referrals';

export const loginInputSchema = z.strictObject({
  email: emailField(v.emailRequired, v.emailInvalid),
  password: requiredString(v.passwordRequired).min(6, v.passwordMin6).max(200, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Strong-password rule of signup and every new password (the signup form's rule). */
export const newPasswordField = requiredString(v.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, v.passwordMin8)
  .max(200, 'Password is too long')
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), v.passwordComplexity);

const signupFields = {
  name: requiredString(v.nameRequired).min(2, v.nameMin2).max(100, 'Name is too long'),
  email: emailField(v.emailRequired, v.emailInvalidLong),
  phone: phoneField(v.phoneRequired, v.phoneInvalid),
  password: newPasswordField,
};

/** POST /api/auth/register. `role` is accepted and ignored: signup always makes a client. */
export const registerInputSchema = z.strictObject({
  ...signupFields,
  role: z.string().optional(),
  /** "Send me updates on WhatsApp": WhatsApp only ever with this opt-in. */
  whatsapp: z.boolean().optional(),
  /** The language the site was shown in when they signed up: their emails and texts follow it. */
  language: languageField.optional(),
  /** A friend's referral code (the signup link's `?ref=`): an unknown one is a 400, never ignored. */
  referralCode: referralCodeField.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The signup form: the register fields plus the confirmation. */
export const signupFormSchema = z
  .object({
    ...signupFields,
    confirmPassword: z.string().min(1, v.confirmPasswordRequired),
    whatsapp: z.boolean().optional(),
  })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    error: v.passwordsDoNotMatch,
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const forgotPasswordInputSchema = z.strictObject({
  email: emailField(v.emailRequired, v.emailInvalidLong),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.strictObject({
  token: requiredString('Reset token is required').max(200, 'Reset token is invalid'),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
