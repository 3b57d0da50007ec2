import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATES, AVAILABILITIES, POLICE_STATUSES } from '../../../shared/domain/hiring';
import { LANGUAGES } from '../../../shared/language';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A cleaner's application from the public "Work with us" page (issue 38 part 3; decision 049). The mobile was
 * proven by a code before the row was made. The Aadhaar is kept as its last four digits only; the ID photo's
 * bytes live in the private photo store under id_photo_key. Erased (row and photo) on request and
 * APPLICATION_RETENTION_DAYS after its last change.
 */
export const cleanerApplications = pgTable(
  'cleaner_applications',
  {
    id: id(),
    name: text('name').notNull(),
    /** 10 digits, proven by a code. */
    phone: text('phone').notNull(),
    email: text('email'),
    /** A slug of HIRING_CITIES (shared/domain/hiring.ts) until cities have their table. */
    city: text('city').notNull(),
    /** Catalogue service ids the applicant can do. */
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    experienceYears: integer('experience_years').notNull().default(0),
    availability: text('availability', { enum: AVAILABILITIES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('screening'),
    idPhotoKey: text('id_photo_key'),
    idPhotoType: text('id_photo_type'),
    /** The applicant's portrait taken at hiring: it becomes the cleaner's photo when they are active. */
    portraitKey: text('portrait_key'),
    portraitType: text('portrait_type'),
    aadhaarLast4: text('aadhaar_last4'),
    policeStatus: text('police_status', { enum: POLICE_STATUSES }).notNull().default('not-started'),
    policeDate: date('police_date', { mode: 'string' }),
    training: jsonb('training').$type<string[]>().notNull().default([]),
    /** The cleaner account made when the application became active. */
    cleanerId: uuid('cleaner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The office's own note on a rejection; the applicant never reads it. */
    rejectionNote: text('rejection_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'cleaner_applications_state_check',
      sql`${t.state} in ('screening', 'documents', 'police', 'training', 'active', 'rejected')`,
    ),
    check(
      'cleaner_applications_aadhaar_check',
      sql`${t.aadhaarLast4} IS NULL OR ${t.aadhaarLast4} ~ '^[0-9]{4}$'`,
    ),
    index('cleaner_applications_state_idx').on(t.state, t.createdAt),
    index('cleaner_applications_phone_idx').on(t.phone),
    index('cleaner_applications_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One-time codes proving an applicant's mobile (POST /api/cleaner-applications/send-code): by number, as
 * login_codes (no account yet); an HMAC, never the digits; five tries, ten minutes; a newer code closes the
 * number's older ones. Deleted by the retention job after a year, as the other codes.
 */
export const applicationCodes = pgTable(
  'application_codes',
  {
    id: id(),
    number: text('number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('application_codes_number_idx').on(t.number, t.createdAt)],
);

/**
 * What a customer sees of a cleaner beside their name (issue 38 part 4): their photo (from hiring or uploaded
 * by the cleaner; bytes in the private photo store) and the day their police verification cleared.
 */
export const cleanerProfiles = pgTable('cleaner_profiles', {
  cleanerId: uuid('cleaner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  photoKey: text('photo_key'),
  photoType: text('photo_type'),
  policeVerifiedOn: date('police_verified_on', { mode: 'string' }),
  updatedAt: updatedAt(),
});
