import { z } from 'zod';
import { phoneDigits } from '../domain/phone-digits';
import { validation as v } from '../texts';
import { languageField } from '../language';
import { addressLineFields, addressPointFields, checkAddressPoint } from './address-point';
import { emailField, PASSWORD_MIN_LENGTH, PHONE_PATTERN, requiredString, text } from './fields';

export const updateProfileInputSchema = z.strictObject({
  name: requiredString(v.nameRequired).min(2, v.nameMin2).max(100, 'Name is too long'),
  email: emailField(v.emailRequired, v.emailInvalidLong),
  phone: z
    .string({ error: 'Must be text' })
    .trim()
    .transform((p) => (p === '' ? p : phoneDigits(p)))
    .refine((p) => p === '' || PHONE_PATTERN.test(p), v.phoneInvalid)
    .optional(),
  /** The account's language (emails, SMS, WhatsApp; the site after sign-in); unchanged when left out. */
  language: languageField.optional(),
  /** Needed only when `email` differs from the account's: a stolen session cannot move the account. */
  currentPassword: z.string({ error: 'Must be text' }).max(200, 'Password is too long').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/**
 * PUT /api/users/change-password. The new password follows the one rule of every new password (at
 * least 8 characters, and the server refuses common ones), not the spec's older minimum of 6.
 */
export const changePasswordInputSchema = z.strictObject({
  currentPassword: requiredString(v.allPasswordFields).max(200, 'Password is too long'),
  newPassword: requiredString(v.allPasswordFields)
    .min(PASSWORD_MIN_LENGTH, v.passwordMin8)
    .max(200, 'Password is too long'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The profile's change-password form: all three fields, then the match rule. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, v.allPasswordFields),
    newPassword: z.string().min(1, v.allPasswordFields).min(PASSWORD_MIN_LENGTH, v.passwordMin8),
    confirmPassword: z.string().min(1, v.allPasswordFields),
  })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    error: v.newPasswordsDoNotMatch,
  });

/** POST /api/users/email/confirm and /api/users/email/undo: the token from the emailed link. */
export const emailChangeTokenInputSchema = z.strictObject({
  token: requiredString('The link is incomplete').max(200, 'The link is invalid'),
});
export type EmailChangeTokenInput = z.infer<typeof emailChangeTokenInputSchema>;

export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** A saved address's lines: every missing one is told with the same message. */
const savedLines = addressLineFields({
  line1: v.addressRequiredFields,
  city: v.addressRequiredFields,
  state: v.addressRequiredFields,
  pincodeRequired: v.addressRequiredFields,
  pincodeInvalid: v.pincodeInvalid,
});

/** A saved address; its point (the customer's phone at the door, with consent) is optional. */
export const addressInputSchema = z
  .strictObject({
    label: z.enum(ADDRESS_LABELS, { error: v.addressRequiredFields }).default('Home'),
    ...savedLines,
    ...addressPointFields,
  })
  .superRefine(checkAddressPoint);
export type AddressInput = z.input<typeof addressInputSchema>;

export const ADDRESS_NAME_MAX = 40;

/**
 * A saved address's changes: its own name ("Mummy's flat"; '' removes it), its label or its lines;
 * `isDefault: true` makes it the one the booking form starts on (and the previous default not).
 */
export const addressUpdateInputSchema = z.strictObject({
  name: text()
    .trim()
    .max(ADDRESS_NAME_MAX, `A name can be at most ${ADDRESS_NAME_MAX} characters`)
    .optional(),
  isDefault: z.literal(true).optional(),
  label: z.enum(ADDRESS_LABELS, { error: v.addressRequiredFields }).optional(),
  line1: savedLines.line1.optional(),
  // No default here: a line2 left out is left as it is.
  line2: text().max(200, 'Address line is too long').optional(),
  city: savedLines.city.optional(),
  state: savedLines.state.optional(),
  pincode: savedLines.pincode.optional(),
});
export type AddressUpdateInput = z.output<typeof addressUpdateInputSchema>;
export type AddressParsed = z.output<typeof addressInputSchema>;
