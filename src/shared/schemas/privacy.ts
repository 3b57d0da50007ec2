import { z } from 'zod';
import { languageField } from '../language';
import { validation as v } from '../texts';
import { emailField, phoneField, requiredString } from './fields';

/**
 * DPDP Rules 2025 (issue 33 part 5, docs/decisions/043-dpdp.md): consents a person can give and withdraw one
 * tap each, and grievances answered within 90 days.
 */

/** What a person can consent to, each on its own. */
export const CONSENT_PURPOSES = ['whatsapp', 'newsletter', 'location'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export { PRIVACY_NOTICE_VERSION } from '../privacy-notice-version';

/** The days within which a grievance must be answered (DPDP Rules 2025, rule 14(3)). */
export const GRIEVANCE_ANSWER_DAYS = 90;

export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const privacyTexts = {
  consentSaved: 'Your choice is saved.',
  locationFromAddress:
    'Share a location from one of your addresses with "Use my current location"; your browser asks you first.',
  grievanceReceived: 'Grievance received.',
  grievanceAnswered: 'Answer sent.',
  grievanceNotFound: 'Grievance not found',
  alreadyAnswered: 'This grievance has already been answered.',
  messageRequired: 'Please describe your grievance',
  messageTooLong: 'Message is too long',
  answerRequired: 'Please write the answer',
} as const;

/** GRV-000042: what the person quotes and admins search by. */
export function grievanceReference(number: number): string {
  return `GRV-${String(number).padStart(6, '0')}`;
}

/** PUT /api/users/consents/:purpose */
export const consentInputSchema = z.strictObject({ granted: z.boolean() });
export type ConsentInput = z.infer<typeof consentInputSchema>;

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** The newsletter: signed up, and its confirmation mail not yet answered. */
  awaitingConfirmation: z.boolean(),
  /** When it was last given or withdrawn; null when never asked (the default applies). */
  changedAt: z.string().nullable(),
  noticeVersion: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/** POST /api/grievances: anyone, signed in or not. */
export const grievanceInputSchema = z.strictObject({
  name: requiredString(v.nameRequired).max(100, 'Name is too long'),
  email: emailField(v.emailRequired, v.emailInvalidLong),
  // Optional: left empty, it is not given (not 'Phone number is required').
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    phoneField(v.phoneRequired, v.phoneInvalid).optional(),
  ),
  message: requiredString(privacyTexts.messageRequired, { multiline: true }).max(
    4000,
    privacyTexts.messageTooLong,
  ),
  /** The language the page is shown in: the acknowledgement comes in it. */
  language: languageField.optional(),
});
export type GrievanceInput = z.infer<typeof grievanceInputSchema>;

export const grievanceReceiptSchema = z.object({
  reference: z.string(),
  dueAt: z.string(),
});
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

/** PATCH /api/admin/grievances/:id */
export const grievanceAnswerSchema = z.strictObject({
  answer: requiredString(privacyTexts.answerRequired, { multiline: true }).max(
    4000,
    privacyTexts.messageTooLong,
  ),
});
export type GrievanceAnswer = z.infer<typeof grievanceAnswerSchema>;

export const adminGrievanceSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  dueAt: z.string(),
  createdAt: z.string(),
  /** Days until the 90-day limit; negative when overdue. */
  daysLeft: z.number().int(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;
