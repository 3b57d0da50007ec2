import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { refunds } from './payments';
import { users } from './users';
import { COMPLAINT_STATUSES } from '../../../shared/domain/complaint-rules';

/** A customer's report that a visit was not right, and how the company answered it (one per visit). */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    resolutionNote: text('resolution_note').notNull().default(''),
    refundId: uuid('refund_id').references(() => refunds.id),
    refundPaise: integer('refund_paise'),
    /** The free re-clean booked for it: one at most (the unique key), at ₹0. */
    recleanBookingId: uuid('reclean_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('complaints_booking_uq').on(t.bookingId),
    unique('complaints_reclean_uq').on(t.recleanBookingId),
    index('complaints_status_created_idx').on(t.status, t.createdAt),
    index('complaints_user_idx').on(t.userId),
  ],
);

/** What the crew ticked off the package's 'includes' list when completing the job. */
export const bookingChecklists = pgTable('booking_checklists', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<{ item: string; done: boolean; note: string }[]>().notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A photo of a job (before/after by the crew); the bytes live in the photo store under storageKey. */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['before', 'after'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_photos_booking_idx').on(t.bookingId, t.createdAt)],
);

/** A customer's photo of what went wrong, attached to their complaint; the bytes live in the photo store. */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_photos_complaint_idx').on(t.complaintId, t.createdAt)],
);

export const TIP_STATUSES = ['created', 'paid', 'failed'] as const;

/** A customer's tip for a completed visit's crew: its own provider order; the cleaners' money, not revenue. */
export const tips = pgTable(
  'tips',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('created'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('tips_booking_idx').on(t.bookingId),
    index('tips_paid_idx').on(t.paidAt),
    // One unpaid order per booking at a time: a double tap pays one order.
    uniqueIndex('tips_open_order_uq')
      .on(t.bookingId)
      .where(sql`${t.status} = 'created'`),
    // One tip per visit: a second paid order for the same booking is refused by the database.
    uniqueIndex('tips_paid_uq')
      .on(t.bookingId)
      .where(sql`${t.status} = 'paid'`),
    check('tips_amount_check', sql`${t.amountPaise} > 0 and ${t.amountPaise} <= 200000`),
  ],
);

/** Each crew member's share of a paid tip, written once when it is paid (shares sum to the tip). */
export const tipShares = pgTable(
  'tip_shares',
  {
    tipId: uuid('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tipId, t.cleanerId] }),
    index('tip_shares_cleaner_idx').on(t.cleanerId, t.createdAt),
    check('tip_shares_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);
