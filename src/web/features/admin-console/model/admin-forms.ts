import { z } from 'zod';
import { STAFF_ROLES } from '../../../../shared/domain/permissions';
import { newPasswordField } from '../../../../shared/schemas/auth';
import { emailField, PHONE_PATTERN, requiredString } from '../../../../shared/schemas/fields';
import { validation as v } from '../../../../shared/texts';
import { isValidDate } from '../../../../shared/domain/time';
import { MAX_BOOKING_HORIZON_DAYS } from '../../../../shared/domain/service-area';
import { formatRupees } from '../../../../shared/money';
import { PINCODE_PATTERN } from '../../../../shared/patterns';

/**
 * The console's form schemas, built from the shared field rules and the spec's messages. When the
 * dispatch and admin branches' input schemas land in src/shared/schemas, these become re-exports.
 */
export const newCleanerFormSchema = z.object({
  name: requiredString(v.nameRequired).min(2, v.nameMin2).max(100, 'Name is too long'),
  email: emailField(v.emailRequired, v.emailInvalidLong),
  phone: requiredString(v.phoneRequired).regex(PHONE_PATTERN, v.phoneInvalid),
  /** Empty: the server emails a temporary password. */
  password: z.union([z.literal(''), newPasswordField]),
});
export type NewCleanerForm = z.output<typeof newCleanerFormSchema>;

/** A staff member as a cleaner, with the role of the permission table (src/shared/domain/permissions.ts). */
export const newStaffFormSchema = newCleanerFormSchema.extend({
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});
export type NewStaffForm = z.output<typeof newStaffFormSchema>;

const date = (label: string) =>
  requiredString(`${label} is required`).refine(isValidDate, `${label} must be a date`);
export const leaveFormSchema = z
  .object({ from: date('From'), to: date('To'), reason: requiredString('Reason is required').max(200) })
  .refine((l) => l.from <= l.to, { path: ['to'], error: 'The leave cannot end before it starts' });
export type LeaveForm = z.output<typeof leaveFormSchema>;

/** Rupees typed by a person ('1,499.50') to integer paise; NaN when it is not an amount. */
export function rupeesInputToPaise(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const money = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || !Number.isNaN(rupeesInputToPaise(s)), `${label} must be an amount in rupees`);

export const couponFormSchema = z
  .object({
    code: requiredString('Coupon code is required')
      .max(30, 'Coupon code can be at most 30 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code may use letters, digits, - and _'),
    description: z.string().trim().max(300),
    type: z.enum(['percent', 'flat']),
    value: requiredString('Value is required').regex(/^\d+(\.\d{1,2})?$/, 'Value must be a number'),
    cap: money('Cap'),
    minOrder: money('Minimum order'),
    firstBookingOnly: z.boolean(),
    usageLimit: z.string().trim().regex(/^\d*$/, 'Usage limit must be a whole number'),
    expiresOn: z.string().refine((s) => s === '' || isValidDate(s), 'Expiry must be a date'),
    isActive: z.boolean(),
    isPublic: z.boolean(),
  })
  .refine((c) => c.type !== 'percent' || (Number(c.value) >= 1 && Number(c.value) <= 100), {
    path: ['value'],
    error: 'A percent coupon is 1 to 100',
  });
export type CouponForm = z.output<typeof couponFormSchema>;

/** The admin API's coupon body: paise, null for 'no limit', expiry at the end of the day in India. */
export function couponFormToInput(f: CouponForm) {
  const orNull = (s: string) => (s === '' ? null : rupeesInputToPaise(s));
  return {
    code: f.code.toUpperCase(),
    description: f.description,
    type: f.type,
    value: f.type === 'percent' ? Math.round(Number(f.value)) : rupeesInputToPaise(f.value),
    maxDiscountPaise: orNull(f.cap),
    minOrderPaise: orNull(f.minOrder),
    firstBookingOnly: f.firstBookingOnly,
    usageLimit: f.usageLimit === '' ? null : Number(f.usageLimit),
    expiresAt: f.expiresOn ? `${f.expiresOn}T23:59:59+05:30` : null,
    isActive: f.isActive,
    isPublic: f.isPublic,
  };
}

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** A Chamak Plus plan as the owner types it: the API's body (PUT/POST /api/admin/memberships/plans). */
export const membershipPlanFormSchema = z.object({
  name: requiredString('Name is required').max(60, 'Name is at most 60 characters'),
  period: z.enum(['monthly', 'quarterly']),
  priceRupees: wholeNumber('Enter the price in whole rupees, at most ₹15,000', 1, 15_000),
  discountPercent: wholeNumber('Enter a whole percent from 0 to 50', 0, 50),
  recleanDays: wholeNumber('Enter whole days from 0 to 60', 0, 60),
  isActive: z.boolean(),
});
export type MembershipPlanFormInput = z.input<typeof membershipPlanFormSchema>;
export type MembershipPlanForm = z.output<typeof membershipPlanFormSchema>;

/** The service area page's forms: a pincode to serve (its area optional), and the booking horizon in days. */
export const servedPincodeFormSchema = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, v.pincodeInvalid),
  area: z.string().trim(),
});
export const horizonFormSchema = z.object({
  days: wholeNumber(
    `Enter a whole number of days from 1 to ${MAX_BOOKING_HORIZON_DAYS}`,
    1,
    MAX_BOOKING_HORIZON_DAYS,
  ),
});

/** A refund's amount in paise: empty for the whole payment, else rupees up to what was paid. */
export const refundFormSchema = (maxPaise: number) =>
  z.object({
    amount: z
      .string()
      .transform((text) => (text.trim() ? rupeesInputToPaise(text) : maxPaise))
      .refine(
        (paise) => !Number.isNaN(paise) && paise > 0 && paise <= maxPaise,
        `Enter an amount up to ${formatRupees(maxPaise)}`,
      ),
  });
export type ServedPincodeForm = z.output<typeof servedPincodeFormSchema>;
export type HorizonForm = z.output<typeof horizonFormSchema>;
