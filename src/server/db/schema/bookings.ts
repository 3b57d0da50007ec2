import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons, packages, services } from './catalogue';
import { createdAt, id, pointCheck, updatedAt } from './columns';
import { users } from './users';

export const bookingSeries = pgTable('booking_series', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency', { enum: ['weekly', 'bi-weekly', 'monthly'] }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  /** Paused by the customer: no visit before this date (docs/product-rules.md#plans). */
  pausedUntil: date('paused_until', { mode: 'string' }),
  /** The plan's discount on every visit, as the owner's table said when it was booked (0059). */
  discountPercent: integer('discount_percent').notNull().default(0),
  /** The day its rhythm counts from once the customer moved its visits (0059); null: its first visit's. */
  anchorDate: date('anchor_date', { mode: 'string' }),
  createdAt: createdAt(),
});

/** The owner's discount per plan frequency (drizzle/0059_plan_discounts.sql), 0–50 %. */
export const planDiscounts = pgTable('plan_discounts', {
  frequency: text('frequency', { enum: ['weekly', 'bi-weekly', 'monthly'] }).primaryKey(),
  percent: integer('percent').notNull().default(0),
  updatedAt: updatedAt(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    packageId: uuid('package_id').references(() => packages.id),
    serviceName: text('service_name').notNull(),
    packageName: text('package_name').notNull().default(''),
    packageDescription: text('package_description').notNull().default(''),
    packageDuration: text('package_duration').notNull().default(''),
    addons: jsonb('addons').$type<{ name: string; pricePaise: number }[]>().notNull().default([]),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** The city of the address's PIN when booked (cities); null: a PIN of no city. */
    cityId: uuid('city_id'),
    /** The address's own point, copied from the saved address or the customer's phone; an admin corrects it. */
    addressLatitude: doublePrecision('address_latitude'),
    addressLongitude: doublePrecision('address_longitude'),
    areaSqft: numeric('area_sqft', { mode: 'number' }).notNull(),
    measurementUnit: text('measurement_unit').notNull().default('sq.ft'),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    scheduledTime: text('scheduled_time').notNull(),
    instructions: text('instructions').notNull().default(''),
    frequency: text('frequency', { enum: ['one-time', 'weekly', 'bi-weekly', 'monthly'] })
      .notNull()
      .default('one-time'),
    seriesId: uuid('series_id').references(() => bookingSeries.id),
    basePaise: integer('base_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The part of `discountPaise` that is the plan's (0059); the rest is the first visit's coupon. */
    planDiscountPaise: integer('plan_discount_paise').notNull().default(0),
    /** The part of discountPaise that is the member discount (Chamak Plus), taken before any coupon. */
    memberDiscountPaise: integer('member_discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refund_pending', 'refunded'] })
      .notNull()
      .default('unpaid'),
    status: text('status', { enum: ['pending', 'assigned', 'in-progress', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    cleanerId: uuid('cleaner_id').references(() => users.id),
    /** "Book Sunita again": the cleaner the customer asked for, chosen first wherever free. */
    preferredCleanerId: uuid('preferred_cleaner_id').references(() => users.id, { onDelete: 'set null' }),
    cleanerAssignedAt: timestamp('cleaner_assigned_at', { withTimezone: true, mode: 'date' }),
    /** The visit as instants (scheduledDate + scheduledTime read in Asia/Kolkata, plus the job's duration). */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    crewSize: integer('crew_size').notNull().default(1),
    /** The customer tells it to the cleaner at the door: a job starts only there (docs/product-rules.md#start-code). */
    startCode: text('start_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /** Wrong start codes tried so far; at START_CODE_MAX_FAILURES only the office can start the job. */
    startCodeFailures: integer('start_code_failures').notNull().default(0),
    onMyWayAt: timestamp('on_my_way_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completionNote: text('completion_note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request the key first came with: the same key with another body is refused. */
    idempotencyHash: text('idempotency_hash'),
    /**
     * A site booking waiting for its payment choice holds its crew and coupon until then (docs/product-rules.md#booked-means-confirmed);
     * null once confirmed (or for bookings confirmed at once). Clearing it is the confirmation's key.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
    /** The calendar invite's SEQUENCE: each reschedule or cancellation sends the next one. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('bookings_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('bookings_start_code_check', sql`${t.startCode} ~ '^[0-9]{4}$'`),
    check('bookings_address_point_check', pointCheck(t.addressLatitude, t.addressLongitude)),
    check(
      'bookings_amounts_check',
      sql`${t.totalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.basePaise} >= 0`,
    ),
    index('bookings_user_idx').on(t.userId, t.scheduledDate),
    index('bookings_cleaner_idx').on(t.cleanerId, t.scheduledDate),
    index('bookings_date_idx').on(t.scheduledDate, t.scheduledTime),
    // The admin's lists: by status, by service, newest made, and the unassigned queue.
    index('bookings_status_date_idx').on(t.status, t.scheduledDate),
    index('bookings_service_date_idx').on(t.serviceId, t.scheduledDate),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_series_date_idx')
      .on(t.seriesId, t.scheduledDate)
      .where(sql`${t.seriesId} is not null`),
    index('bookings_total_created_idx').on(t.totalPaise, t.createdAt),
    index('bookings_unassigned_idx')
      .on(t.scheduledDate)
      .where(sql`${t.cleanerId} is null and ${t.status} <> 'cancelled'`),
    index('bookings_starts_idx').on(t.startsAt),
    // The release job's search and the unpaid cap's count: only bookings still on hold.
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null`),
    // The admin search, ILIKE '%…%' on the booking's contact copy (pg_trgm, drizzle/0051).
    index('bookings_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('bookings_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('bookings_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);

/** Who moved a booking, when, from what to what. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('coupon_redemptions_user_uq').on(t.couponId, t.userId)],
);

/** A guest's unfinished booking, kept until they log in (booked after login). */
export const pendingBookings = pgTable('pending_bookings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
