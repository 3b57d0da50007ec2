import { z } from 'zod';
import {
  APPLICATION_STATES,
  AVAILABILITIES,
  HIRING_CITIES,
  POLICE_STATUSES,
  TRAINING_ITEMS,
} from '../domain/hiring';
import { languageField } from '../language';
import { validation as v } from '../texts';
import { optionalEmailField, requiredString } from './fields';
import { mobileField } from './mobile';
import { PHONE_CODE_LENGTH, phoneCodeTexts } from './phone-verification';

/**
 * Hiring cleaners (issue 38 part 3): the public "Work with us" form (POST /api/cleaner-applications/send-code,
 * then POST /api/cleaner-applications with the code) and the admin's applicants (…/api/admin/applications).
 */
/** What the public form's applicant may read (Hindi in the web's messages catalogue). */
export const hiringPublicTexts = {
  ...phoneCodeTexts,
  nameRequired: 'Please enter your name.',
  nameTooLong: 'The name can be at most 80 characters.',
  cityRequired: 'Please choose your city.',
  servicesRequired: 'Choose at least one service you can do.',
  serviceUnknown: 'Choose services from the list.',
  experienceInvalid: 'Enter your experience in whole years, from 0 to 40.',
  availabilityRequired: 'Choose when you can work.',
  emailInvalid: 'Enter a valid email address.',
  alreadyApplied: 'You have already applied with this number. We will call you soon.',
  budgetSpent: 'We cannot send text messages right now. Please try again tomorrow.',
  applied: 'Thank you for applying! We will call you within 3 working days.',
} as const;

export const hiringTexts = {
  ...hiringPublicTexts,
  // Admin console (English only)
  notFound: 'Application not found',
  moveRefused: {
    final: 'This application is already closed.',
    'not-next': 'An application moves one step at a time.',
    'documents-missing': 'Add the ID photo and the Aadhaar’s last 4 digits first.',
    'police-not-cleared': 'Police verification must be cleared, with its date, first.',
    'training-incomplete': 'Tick every training item first.',
  },
  emailNeeded: 'The cleaner’s account needs an email address: add it to activate.',
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account already has this mobile number.',
  aadhaarFormat: 'Enter only the last 4 digits of the Aadhaar.',
  notInState: 'This can be changed only while the application is at that step.',
  erased: 'Application erased.',
} as const;

const codeField = z
  .string({ error: hiringTexts.codeFormat })
  .trim()
  .max(20, hiringTexts.codeFormat)
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), hiringTexts.codeFormat);

/** POST /api/cleaner-applications/send-code */
export const applicationCodeInputSchema = z.strictObject({
  phone: mobileField(v.phoneRequired),
  language: languageField.optional(),
});
export type ApplicationCodeInput = z.infer<typeof applicationCodeInputSchema>;

/** POST /api/cleaner-applications */
export const applyInputSchema = z.strictObject({
  name: requiredString(hiringTexts.nameRequired).max(80, hiringTexts.nameTooLong),
  phone: mobileField(v.phoneRequired),
  code: codeField,
  city: z.enum(HIRING_CITIES, { error: hiringTexts.cityRequired }),
  /** Service ids from the catalogue (GET /api/services). */
  services: z
    .array(z.string().max(80), { error: hiringTexts.servicesRequired })
    .min(1, hiringTexts.servicesRequired)
    .max(20, hiringTexts.serviceUnknown),
  experienceYears: z
    .number({ error: hiringTexts.experienceInvalid })
    .int(hiringTexts.experienceInvalid)
    .min(0, hiringTexts.experienceInvalid)
    .max(40, hiringTexts.experienceInvalid),
  availability: z.enum(AVAILABILITIES, { error: hiringTexts.availabilityRequired }),
  email: optionalEmailField(hiringTexts.emailInvalid).optional(),
  language: languageField.optional(),
});
export type ApplyInput = z.infer<typeof applyInputSchema>;

export const appliedSchema = z.object({ reference: z.string() });

/** An applicant as the admin sees them: the Aadhaar only as its last four digits, masked. */
export const applicationDtoSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  city: z.enum(HIRING_CITIES),
  services: z.array(z.object({ _id: z.string(), name: z.string() })),
  experienceYears: z.number(),
  availability: z.enum(AVAILABILITIES),
  language: z.enum(['en', 'hi']),
  state: z.enum(APPLICATION_STATES),
  idPhotoUrl: z.string().nullable(),
  /** The portrait taken at hiring; it becomes the cleaner's photo when active. */
  portraitUrl: z.string().nullable(),
  /** 'XXXX XXXX 1234' */
  aadhaarMasked: z.string().nullable(),
  policeStatus: z.enum(POLICE_STATUSES),
  policeDate: z.string().nullable(),
  training: z.array(z.enum(TRAINING_ITEMS)),
  cleanerId: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationDto = z.infer<typeof applicationDtoSchema>;

export const applicationListSchema = z.object({
  applications: z.array(applicationDtoSchema),
  total: z.number(),
});

export const applicationListQuerySchema = z.strictObject({
  state: z.enum(APPLICATION_STATES).optional(),
  city: z.enum(HIRING_CITIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** PATCH /api/admin/applications/:id — the step's facts; each only while the application is at that step. */
export const updateApplicationInputSchema = z.strictObject({
  /** The last four digits only: the full number is never sent nor kept. */
  aadhaarLast4: z
    .string({ error: hiringTexts.aadhaarFormat })
    .regex(/^\d{4}$/, hiringTexts.aadhaarFormat)
    .optional(),
  policeStatus: z.enum(POLICE_STATUSES).optional(),
  policeDate: z.iso.date().nullable().optional(),
  training: z.array(z.enum(TRAINING_ITEMS)).max(TRAINING_ITEMS.length).optional(),
  email: optionalEmailField(hiringTexts.emailInvalid).optional(),
});
export type UpdateApplicationInput = z.infer<typeof updateApplicationInputSchema>;

/** POST /api/admin/applications/:id/move */
export const moveApplicationInputSchema = z.strictObject({
  to: z.enum(APPLICATION_STATES),
  /** Why it was rejected (kept for the office; the applicant gets the polite message, never this). */
  note: z.string().trim().max(500).optional(),
});
export type MoveApplicationInput = z.infer<typeof moveApplicationInputSchema>;
