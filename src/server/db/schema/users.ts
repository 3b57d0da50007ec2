import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/api';
import { LANGUAGES } from '../../../shared/language';
import { createdAt, id, pointCheck, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on logout and password change: tokens carry it and stop working when it moves. */
    tokenVersion: integer('token_version').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * When the account's temporary password (forgot-password, or one an admin made) was first used to sign
     * in: it works once, so a second sign-in with it is refused until a new password is chosen.
     */
    temporaryPasswordUsedAt: timestamp('temporary_password_used_at', { withTimezone: true, mode: 'date' }),
    /**
     * A new sign-in email waiting for its owner's confirmation (email_changes); the account still signs in
     * with `email` until the link is used.
     */
    pendingEmail: text('pending_email'),
    /** The language the person reads: the site after sign-in, and every email, SMS and WhatsApp sent to them. */
    /** A cleaner's city (cities): they are offered only its jobs; null: any city. */
    cityId: uuid('city_id'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /**
     * When the customer deleted the account: the row stays (bookings and invoices need it, as tax law
     * keeps them), anonymised, signed out and unable to sign in (account/account-deletion.service.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'users_role_check',
      sql`${t.role} in ('client', 'cleaner', 'admin', 'dispatcher', 'support', 'finance', 'city_manager')`,
    ),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
    index('users_role_idx').on(t.role),
    // The admin bookings search by the customer account's name or email (pg_trgm, drizzle/0051).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Forgot-password: a temporary password and a reset-link token, one use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    temporaryPasswordHash: text('temporary_password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A change of sign-in email: the confirmation link goes to the new address, the undo link to the old
 * one. Only hashes of the two tokens are kept; each link works once, until it expires.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    /** The confirmation link's end; the undo link lasts longer (EMAIL_CHANGE_UNDO_MS). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Superseded by a newer request, or undone from the old address. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label', { enum: ['Home', 'Work', 'Other'] })
      .notNull()
      .default('Home'),
    /** The customer's own name for it ("Mummy's flat"); '' when none. */
    name: text('name').notNull().default(''),
    /** The booking form starts here; at most one per customer (addresses_one_default_uq). */
    isDefault: boolean('is_default').notNull().default(false),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** The address's own point (the customer's phone at the door, with consent); none: its PIN's centre. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_point_check', pointCheck(t.latitude, t.longitude)),
    check('addresses_name_length_check', sql`char_length(${t.name}) <= 40`),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
