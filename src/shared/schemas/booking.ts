import { citySlugSchema } from './cities';
import { positionInputSchema } from '../location';
import { z } from 'zod';
import { DATE_PATTERN, isValidDate, TIME_PATTERN } from '../domain/time';
import { validation as v } from '../texts';
import { optionalEmailField, requiredString, text } from './fields';
import { mobileField } from './mobile';
import { addressLineFields, addressPointFields, checkAddressPoint } from './address-point';

export const FREQUENCIES = ['one-time', 'weekly', 'bi-weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The visit's address; its point (a saved address's, or the customer's phone's) is optional. */
export const bookingAddressSchema = z
  .strictObject({
    ...addressLineFields({
      line1: v.addressLine1Required,
      city: v.cityRequired,
      state: v.stateRequired,
      pincodeRequired: v.pincodeRequired,
      pincodeInvalid: v.pincodeSixDigits,
    }),
    ...addressPointFields,
  })
  .superRefine(checkAddressPoint);

const ignoredMoney = z.number().optional();

/**
 * POST /api/bookings: the create payload. Totals a client sends are accepted and ignored:
 * the server prices every booking itself. The past-date rule needs "today in India" and lives in the service.
 */
export const PREFERRED_CLEANER_UNKNOWN = 'Choose a cleaner who has cleaned for you before.';

export const createBookingInputSchema = z.strictObject({
  serviceId: requiredString(v.selectService).max(80),
  packageId: requiredString(v.selectPackage).max(80),
  address: bookingAddressSchema,
  phoneNumber: mobileField(v.phoneRequired),
  customerName: text().max(100, 'Name is too long').optional(),
  customerEmail: optionalEmailField(v.emailInvalidLong).optional(),
  areaSqft: z
    .number({ error: (i) => (i.input === undefined ? v.areaRequired : v.areaPositive) })
    .positive(v.areaPositive)
    .max(1_000_000, 'Area is too large'),
  scheduledDate: requiredString(v.dateRequired)
    .regex(DATE_PATTERN, 'Service date must be YYYY-MM-DD')
    .refine(isValidDate, 'Please choose a real calendar date'),
  scheduledTime: requiredString(v.timeRequired).regex(TIME_PATTERN, 'Service time must be HH:MM'),
  instructions: text({ multiline: true }).max(1000, 'Instructions are too long').optional().default(''),
  couponCode: text().toUpperCase().max(40).optional(),
  addons: z.array(text().max(100)).max(20).optional().default([]),
  frequency: z.enum(FREQUENCIES).optional().default('one-time'),
  totalAmount: ignoredMoney,
  baseAmount: ignoredMoney,
  discountAmount: ignoredMoney,
  couponId: z.string().nullable().optional(),
  paymentMethod: text().max(40).optional(),
  /** "Send me updates on WhatsApp" on the booking form: turns WhatsApp on for the account. */
  whatsappOptIn: z.boolean().optional(),
  /** "Book Sunita again": a cleaner who has served this customer, sent whenever free at the chosen time. */
  preferredCleanerId: z.string().uuid(PREFERRED_CLEANER_UNKNOWN).optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;
export type CreateBookingParsed = z.output<typeof createBookingInputSchema>;

export const cancelBookingInputSchema = z.strictObject({
  reason: text({ multiline: true }).max(500).optional().default(''),
  scope: z.enum(['one', 'series']).optional().default('one'),
  /**
   * Where a paid (online) booking's money goes back: to the card or UPI it came from (5–7 days), or at once as
   * credits (decision 040).
   */
  refundTo: z.enum(['source', 'credits']).optional().default('source'),
});

export const rescheduleBookingInputSchema = z.strictObject({
  scheduledDate: requiredString(v.dateRequired)
    .regex(DATE_PATTERN, 'Service date must be YYYY-MM-DD')
    .refine(isValidDate, 'Please choose a real calendar date'),
  scheduledTime: requiredString(v.timeRequired).regex(TIME_PATTERN, 'Service time must be HH:MM'),
});

export const BOOKING_STATUSES = ['pending', 'assigned', 'in-progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const updateStatusInputSchema = z.strictObject({
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }),
  notes: text({ multiline: true }).max(500).optional().default(''),
  /** The customer's 4-digit code, needed to start a job. */
  startCode: text().max(10).optional(),
  /** On completion: the package's checklist as the cleaner left it (items not sent count as done). */
  checklist: z
    .array(
      z.strictObject({
        item: text().min(1).max(200),
        done: z.boolean(),
        note: text({ multiline: true }).max(500).optional(),
      }),
    )
    .max(50)
    .optional(),
  /** The phone's position at start or completion, sent only with the cleaner's consent (proof of attendance). */
  position: positionInputSchema.optional(),
});

/** An admin unlocks a start code that 5 wrong codes locked; the reason goes into the audit log. */
export const unlockStartCodeInputSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the start code is unlocked.').max(500),
});
export type UnlockStartCodeInput = z.infer<typeof unlockStartCodeInputSchema>;

/** The lead (`cleanerId`: the rest of the crew is kept or filled around them), or the whole crew, lead first. */
export const assignCleanerInputSchema = z
  .strictObject({
    cleanerId: z.string().uuid('Choose a cleaner').optional(),
    cleanerIds: z.array(z.string().uuid('Choose a cleaner')).min(1, 'Choose a cleaner').max(10).optional(),
  })
  .refine((b) => !!b.cleanerId !== !!b.cleanerIds, {
    path: ['cleanerId'],
    error: 'Choose a cleaner',
  });

export const PAYMENT_METHODS = ['pay_after_service', 'razorpay_upi', 'razorpay_qr', 'demo'] as const;
export const completePaymentInputSchema = z.strictObject({
  bookingId: z.string().uuid('Unknown booking'),
  paymentMethod: z.enum(PAYMENT_METHODS).optional().default('demo'),
});

export const applyCouponInputSchema = z.strictObject({
  code: requiredString(v.couponEmpty).max(40).toUpperCase(),
  bookingAmount: z.number({ error: v.couponNeedsPrice }).positive(v.couponNeedsPrice).max(100_000_000),
});

export const availabilityQuerySchema = z.object({
  serviceId: text().max(80).optional(),
  /** A package id or name; without it, the service's shortest package. */
  packageId: text().max(100).optional(),
  /** sq.ft or number of items, as the service measures. */
  quantity: z.coerce.number().positive('Quantity must be positive').max(1_000_000).optional(),
  /** The city (GET /api/cities slug): only its cleaners count. */
  city: citySlugSchema.optional(),
  date: requiredString(v.dateRequired)
    .regex(DATE_PATTERN, 'Date must be YYYY-MM-DD')
    .refine(isValidDate, 'Please choose a real calendar date'),
});

/** Pages of bookings; the default page size keeps a customer's whole recent history on one page. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(100),
});

export const listBookingsQuerySchema = pagingQuerySchema.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  date: z
    .string()
    .regex(DATE_PATTERN, 'Date must be YYYY-MM-DD')
    .refine(isValidDate, 'Please choose a real calendar date')
    .optional(),
  q: text().max(100).optional(),
});

export const savePendingBookingInputSchema = z.strictObject({
  payload: z.record(z.string(), z.unknown()),
});
