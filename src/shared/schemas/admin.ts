import { z } from 'zod';
import { isValidDate } from '../domain/time';
import { BOOKING_STATUSES, createBookingInputSchema } from './booking';
import { requiredString, text } from './fields';

/** Admin lists: `page` from 1, `size` up to MAX_PAGE_SIZE. */
export const MAX_PAGE_SIZE = 100;
export const pageQuery = {
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page starts at 1')
    .max(100_000)
    .default(1),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int()
    .min(1, 'size must be at least 1')
    .max(MAX_PAGE_SIZE, `size can be at most ${MAX_PAGE_SIZE}`)
    .default(20),
};
export const pageQuerySchema = z.strictObject(pageQuery);
export type PageQuery = z.infer<typeof pageQuerySchema>;

const dateParam = (name: string) =>
  z.string().refine(isValidDate, `${name} must be a date YYYY-MM-DD`).optional();
const search = text().max(100, 'search can be at most 100 characters').optional();
const uuid = (name: string) => z.string().uuid(`${name} must be an id`).optional();
const order = z.enum(['asc', 'desc'], { error: 'order is asc or desc' }).optional();

export const adminCustomersQuerySchema = z.strictObject({ ...pageQuery, search });
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminBookingsQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
  /** Service date range, inclusive, YYYY-MM-DD (India). */
  from: dateParam('from'),
  to: dateParam('to'),
  serviceId: uuid('serviceId'),
  cleanerId: uuid('cleanerId'),
  customerId: uuid('customerId'),
  /** The bookings of one city (GET /api/cities ids). */
  cityId: uuid('cityId'),
  unassigned: z.enum(['true', 'false'], { error: 'unassigned is true or false' }).optional(),
  /** Customer name, phone or email, or the start of a booking id (its reference). */
  search,
  sort: z.enum(['date', 'created', 'total'], { error: 'sort is date, created or total' }).default('date'),
  order,
  /**
   * A page's `nextCursor`: the rows after that page's last one, in the same sort (keyset pagination, for
   * going deep into a million bookings; `page` is then ignored). Without it, `page` as before.
   */
  after: z.string().max(400, 'after is a nextCursor from this list').optional(),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/**
 * GET /api/admin/bookings.csv: the list's filters, without its paging or order (an export runs in visit
 * order: date, time, id, the keyset it reads its batches by).
 */
export const adminBookingsExportQuerySchema = adminBookingsQuerySchema
  .omit({ page: true, size: true, after: true, sort: true, order: true })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['to'],
  });
export type AdminBookingsExportQuery = z.infer<typeof adminBookingsExportQuerySchema>;

export const PAYMENT_STATUSES = [
  'created',
  'attempted',
  'captured',
  'failed',
  'refund_pending',
  'refunded',
] as const;
export const adminPaymentsQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  bookingId: z.string().uuid('Unknown booking').optional(),
  /** Created between these dates, inclusive (India). */
  from: dateParam('from'),
  to: dateParam('to'),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminAuditQuerySchema = z.strictObject({
  ...pageQuery,
  entityType: text().max(60).optional(),
  entityId: text().max(100).optional(),
  actorId: uuid('actorId'),
  action: text().max(60).optional(),
  from: dateParam('from'),
  to: dateParam('to'),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const QUOTE_STATUSES = ['new', 'contacted', 'closed'] as const;
export const adminQuotesQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(QUOTE_STATUSES, { error: 'Unknown quote status' }).optional(),
  search,
});
export const adminInboxQuerySchema = z.strictObject({ ...pageQuery, search });
export const updateQuoteInputSchema = z.strictObject({
  status: z.enum(QUOTE_STATUSES, { error: 'Status is new, contacted or closed' }),
});

/**
 * POST /api/admin/inbox/quotes/:id/booking: the booking an admin makes from a quote for the account with
 * the quote's phone number. The same fields and rules as the customer's own booking; the server prices it.
 */
export const quoteBookingInputSchema = createBookingInputSchema
  .pick({
    serviceId: true,
    packageId: true,
    address: true,
    phoneNumber: true,
    areaSqft: true,
    scheduledDate: true,
    scheduledTime: true,
    instructions: true,
  })
  .extend({
    /** Needed only when several accounts share the quote's phone number. */
    customerId: z.string().uuid('Choose a customer').optional(),
  });
export type QuoteBookingInput = z.input<typeof quoteBookingInputSchema>;

// Coupons. Amounts are integer paise, like every admin figure; a percent coupon's value is 1-100.
const paise = (name: string) =>
  z
    .number({ error: `${name} must be a number of paise` })
    .int(`${name} must be whole paise`)
    .min(0, `${name} cannot be negative`)
    .max(1_000_000_000, `${name} is too large`);

const couponFields = {
  code: requiredString('Coupon code is required')
    .max(30, 'Coupon code can be at most 30 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code may use letters, digits, - and _')
    .transform((c) => c.toUpperCase()),
  description: text().max(300).default(''),
  type: z.enum(['percent', 'flat'], { error: 'Type is percent or flat' }),
  value: z
    .number({ error: 'Value must be a number' })
    .int('Value must be a whole number')
    .positive('Value must be positive'),
  maxDiscountPaise: paise('Cap').nullable().default(null),
  minOrderPaise: paise('Minimum order').nullable().default(null),
  firstBookingOnly: z.boolean().default(false),
  usageLimit: z.number().int().positive('Usage limit must be positive').nullable().default(null),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be an ISO date-time' })
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
  /** Shown on the site's offers strip (landing page and the booking's coupon box). */
  isPublic: z.boolean().default(false),
};

const percentInRange = (c: { type?: string; value?: number }) =>
  c.type !== 'percent' || c.value === undefined || c.value <= 100;
const percentMessage = { path: ['value'], error: 'A percent coupon is 1 to 100' };

export const createCouponInputSchema = z.strictObject(couponFields).refine(percentInRange, percentMessage);
export type CreateCouponInput = z.infer<typeof createCouponInputSchema>;

export const updateCouponInputSchema = z
  .strictObject({
    description: text().max(300).optional(),
    type: couponFields.type.optional(),
    value: couponFields.value.optional(),
    maxDiscountPaise: paise('Cap').nullable().optional(),
    minOrderPaise: paise('Minimum order').nullable().optional(),
    firstBookingOnly: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    usageLimit: z.number().int().positive('Usage limit must be positive').nullable().optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Expiry must be an ISO date-time' })
      .nullable()
      .optional(),
    isActive: z.boolean().optional(),
  })
  .refine(percentInRange, percentMessage);
export type UpdateCouponInput = z.infer<typeof updateCouponInputSchema>;

export const adminCouponsQuerySchema = z.strictObject({
  ...pageQuery,
  search,
  active: z.enum(['true', 'false'], { error: 'active is true or false' }).optional(),
});

// Catalogue edits. Prices are rupees here, as in POST /api/services (the catalogue's own convention).
const rupees = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Price can have at most 2 decimals');

export const updatePackageInputSchema = z.strictObject({
  name: requiredString('Package name is required').max(100).optional(),
  description: text({ multiline: true }).max(1000).optional(),
  price: rupees.optional(),
  extraPerSqft: rupees.nullable().optional(),
  features: z.array(text().max(200)).max(50).optional(),
  notCovered: z.array(text().max(200)).max(50).optional(),
  isActive: z.boolean().optional(),
});
export type UpdatePackageInput = z.infer<typeof updatePackageInputSchema>;

export const createAddonInputSchema = z.strictObject({
  name: requiredString('Add-on name is required').max(100),
  price: rupees,
  packageNames: z.array(text().max(100)).max(20).default([]),
  isActive: z.boolean().default(true),
});
export type CreateAddonInput = z.infer<typeof createAddonInputSchema>;

export const updateAddonInputSchema = z.strictObject({
  name: requiredString('Add-on name is required').max(100).optional(),
  price: rupees.optional(),
  packageNames: z.array(text().max(100)).max(20).optional(),
  isActive: z.boolean().optional(),
});
export type UpdateAddonInput = z.infer<typeof updateAddonInputSchema>;

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const adminOutboxQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(OUTBOX_STATUSES, { error: 'status is queued, sent or failed' }).optional(),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

/** GET /api/admin/messages: every channel's outbox, newest first. */
export const adminMessagesQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(OUTBOX_STATUSES, { error: 'status is queued, sent or failed' }).optional(),
  channel: z
    .enum(['email', 'sms', 'whatsapp', 'push'], { error: 'channel is email, sms, whatsapp or push' })
    .optional(),
  bookingId: z.string().uuid('bookingId is not a booking id').optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;
