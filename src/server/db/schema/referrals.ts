import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REFERRAL_REFUSALS, REFERRAL_STATES } from '../../../shared/domain/referrals';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A customer's referral code, made on their first ask (drizzle/0055_referrals.sql). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('referral_codes_code_uq').on(t.code),
    check('referral_codes_code_check', sql`${t.code} ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'`),
  ],
);

/** A new customer who signed up with a code: one per referee; rewarded or refused once. */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    state: text('state', { enum: REFERRAL_STATES }).notNull().default('pending'),
    refusedReason: text('refused_reason', { enum: REFERRAL_REFUSALS }),
    /** The referee's booking that decided it (its completion, paid). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    referrerRewardPaise: integer('referrer_reward_paise'),
    refereeRewardPaise: integer('referee_reward_paise'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('referrals_referee_uq').on(t.refereeId),
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_created_idx').on(t.createdAt),
    check('referrals_state_check', sql`${t.state} in ('pending', 'rewarded', 'refused')`),
  ],
);

/** The owner's reward amounts: one row (id = 1), seeded by the migration at ₹200 each side. */
export const referralRules = pgTable(
  'referral_rules',
  {
    id: integer('id').primaryKey().default(1),
    referrerRewardPaise: integer('referrer_reward_paise').notNull().default(20000),
    refereeRewardPaise: integer('referee_reward_paise').notNull().default(20000),
    updatedAt: updatedAt(),
  },
  (t) => [check('referral_rules_single_row', sql`${t.id} = 1`)],
);
