import type { z } from 'zod';
import { phoneDigits } from '../../../../shared/domain/phone-digits';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import { requiredString } from '../../../../shared/schemas/fields';
import {
  createBookingInputSchema,
  type CreateBookingInput,
  type Frequency,
} from '../../../../shared/schemas/booking';
import { validation as v } from '../../../../shared/texts';
import type { BookingRules } from './booking-rules';
import { zodFieldErrors } from '../../../lib/zod-field-errors';

/**
 * The one booking both web flows fill in: /booking step by step, and /booking-schedule → /review-booking
 * on one page. Field names are the spec's booking form data; values are kept as typed (the area is a
 * string while it is being typed) and become the API's payload only through `toCreateBookingInput`.
 */
export interface BookingDraft {
  serviceId: string;
  packageId: string;
  addons: string[];
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  /** "Send me updates on WhatsApp". */
  whatsappOptIn?: boolean;
  /** "Book Sunita again": the cleaner of a past visit, and whether the customer still asks for them. */
  preferredCleaner?: { id: string; name: string; wanted: boolean };
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    pincode: string;
    /** The address's point from the customer's phone or a saved address; none when absent or null. */
    latitude?: number | null;
    longitude?: number | null;
  };
  areaSqft: string;
  scheduledDate: string;
  scheduledTime: string;
  frequency: Frequency;
  instructions: string;
  couponCode: string;
}

/** The spec's name for the same thing on /booking. */
export type BookingFormData = BookingDraft;

export type FieldErrors = Partial<Record<string, string>>;

/** /booking's steps, in order; the URL names the step (`?step=details`). */
export const STEP_KEYS = ['service', 'details', 'schedule', 'confirm'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const STEPS = ['Service', 'Details', 'Schedule', 'Confirm'] as const;

/** The step a `?step=` value names; the first step for none or an unknown one. */
export function stepIndex(param: string | null | undefined): number {
  const i = STEP_KEYS.indexOf(param as StepKey);
  return i < 0 ? 0 : i;
}

export const emptyForm = (user?: { name?: string; email?: string; phone?: string } | null): BookingDraft => ({
  serviceId: '',
  packageId: '',
  addons: [],
  customerName: user?.name ?? '',
  customerEmail: user?.email ?? '',
  phoneNumber: user?.phone ?? '',
  address: { line1: '', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '' },
  areaSqft: '',
  scheduledDate: '',
  scheduledTime: '',
  frequency: 'one-time',
  instructions: '',
  couponCode: '',
});

/**
 * The POST /api/bookings payload of a draft: trimmed text, the phone as its 10 digits, the area as a
 * number; the coupon only once applied, the WhatsApp opt-in and a preferred cleaner only when ticked.
 */
export function toCreateBookingInput(
  d: BookingDraft,
  extra: { couponCode?: string | null; whatsappOptIn?: boolean } = {},
): CreateBookingInput {
  const whatsapp = extra.whatsappOptIn ?? d.whatsappOptIn;
  return {
    serviceId: d.serviceId,
    packageId: d.packageId,
    addons: d.addons,
    address: addressPayload(d.address),
    phoneNumber: phoneDigits(d.phoneNumber),
    customerName: d.customerName.trim(),
    customerEmail: d.customerEmail.trim(),
    areaSqft: Number(d.areaSqft),
    scheduledDate: d.scheduledDate,
    scheduledTime: d.scheduledTime,
    instructions: d.instructions.trim(),
    frequency: d.frequency,
    ...(whatsapp ? { whatsappOptIn: true } : {}),
    ...(d.preferredCleaner?.wanted ? { preferredCleanerId: d.preferredCleaner.id } : {}),
    ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
  };
}

/** The address as the API takes it: its point only when it has one. */
function addressPayload({ latitude, longitude, ...address }: BookingDraft['address']) {
  return latitude != null && longitude != null ? { ...address, latitude, longitude } : address;
}

const input = createBookingInputSchema;

/**
 * Each step's fields, checked by the API's own schema. The form asks for two things the API may take
 * from the account instead (name and email), so those two are required here and then checked as the
 * API checks them.
 */
const stepSchemas = [
  input.pick({ serviceId: true, packageId: true }),
  input.pick({ phoneNumber: true, address: true }).extend({
    customerName: requiredString(v.nameRequired).pipe(input.shape.customerName.unwrap()),
    customerEmail: requiredString(v.emailRequired).pipe(input.shape.customerEmail.unwrap()),
  }),
  input.pick({ areaSqft: true, scheduledDate: true, scheduledTime: true }),
] as const;

/** The draft as the schema reads it: an empty area is a missing one, anything else a number (maybe NaN). */
function schemaValues(d: BookingDraft): Record<string, unknown> {
  return {
    ...d,
    areaSqft: d.areaSqft.trim() === '' ? undefined : Number(d.areaSqft),
  };
}

/** The first message for each field a schema refuses, keyed by its path ("address.pincode"). */
function issuesOf(schema: z.ZodObject, values: Record<string, unknown>): FieldErrors {
  const own = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, values[k]]));
  const result = schema.safeParse(own);
  return result.success ? {} : zodFieldErrors(result.error);
}

/**
 * A step's messages (steps 0-2 of /booking: service, details, schedule). `today` is today's date in
 * India; `rules` (once loaded) adds what the schema cannot know: the service area on Details and the
 * booking horizon on Schedule. A date in the past is refused here too (the server refuses it as well).
 */
export function validateStep(
  step: number,
  d: BookingDraft,
  today: string,
  rules: BookingRules = {},
): FieldErrors {
  const schema = stepSchemas[step];
  if (!schema) return {};
  const e = issuesOf(schema, schemaValues(d));
  if (step === 1 && !e['address.pincode'] && rules.isServed && !rules.isServed(d.address.pincode))
    e['address.pincode'] = serviceAreaTexts.pincodeNotServed;
  if (step === 2 && !e.scheduledDate) {
    if (d.scheduledDate < today) e.scheduledDate = v.dateInPast;
    else if (rules.lastDate && rules.horizonDays && d.scheduledDate > rules.lastDate)
      e.scheduledDate = serviceAreaTexts.beyondHorizon(rules.horizonDays, rules.lastDate);
  }
  return e;
}

/** Every step's messages at once (the one-page /booking-schedule). */
export function validateDraft(d: BookingDraft, today: string, rules: BookingRules = {}): FieldErrors {
  return Object.assign({}, ...stepSchemas.map((_, step) => validateStep(step, d, today, rules)));
}

/** The first step with a message, or -1 when every step before `upTo` passes. */
export function firstInvalidStep(
  d: BookingDraft,
  today: string,
  rules: BookingRules = {},
  upTo: number = stepSchemas.length,
): number {
  for (let step = 0; step < Math.min(upTo, stepSchemas.length); step++)
    if (Object.keys(validateStep(step, d, today, rules)).length) return step;
  return -1;
}

/** A service may be preselected by id, slug or name (lowercased, dashes as spaces). */
export function matchService<T extends { _id: string; slug: string; name: string }>(
  services: T[],
  wanted: string | null | undefined,
): T | undefined {
  if (!wanted) return undefined;
  const w = wanted.trim().toLowerCase();
  const asName = w.replace(/-/g, ' ');
  return services.find((s) => s._id === wanted || s.slug === w || s.name.toLowerCase() === asName);
}

/** A package of a service by id or name (case-insensitive), as a package card's Book sends it. */
export function matchPackage<T extends { _id: string; name: string }>(
  packages: T[],
  wanted: string | null | undefined,
): T | undefined {
  if (!wanted) return undefined;
  const w = wanted.trim().toLowerCase();
  return packages.find((p) => p._id === wanted || p.name.toLowerCase() === w);
}

export type TimeOfDay = 'Morning' | 'Afternoon' | 'Evening';
export const TIME_OF_DAY: Record<TimeOfDay, string[]> = {
  Morning: ['08:00', '09:00', '10:00', '11:00'],
  Afternoon: ['12:00', '13:00', '14:00', '15:00'],
  Evening: ['16:00', '17:00', '18:00'],
};

/** The time-of-day band a chosen time is in, so the schedule page opens on it. */
export function bandOf(time: string): TimeOfDay | undefined {
  return (Object.keys(TIME_OF_DAY) as TimeOfDay[]).find((b) => TIME_OF_DAY[b].includes(time));
}
