import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_PERIODS, SUBSCRIPTION_STATUSES } from '../../../shared/domain/membership';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A membership plan the owner defines (drizzle/0058_memberships.sql seeds the demo's one). */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    period: text('period', { enum: PLAN_PERIODS }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    prioritySlots: boolean('priority_slots').notNull().default(false),
    recleanDays: integer('reclean_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The provider's plan (POST /v1/plans), made on the first subscribe with that provider. */
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }),
    providerPlanId: text('provider_plan_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('membership_plans_code_uq').on(t.code),
    check('membership_plans_price_check', sql`${t.pricePaise} BETWEEN 100 AND 1500000`),
  ],
);

/** A customer's subscription to a plan, as the provider's webhooks last reported it. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('created'),
    currentStart: at('current_start'),
    currentEnd: at('current_end'),
    chargeAt: at('charge_at'),
    /** The charge our own pre-debit notice was sent for (0060): one notice a charge. */
    preDebitNoticeFor: at('pre_debit_notice_for'),
    paidCount: integer('paid_count').notNull().default(0),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    haltedAt: at('halted_at'),
    /** When the perks end (a halted subscription's grace, a cancellation's period end); null: they do not. */
    perksEndAt: at('perks_end_at'),
    /** Razorpay's created_at of the newest event applied: older ones never overwrite it. */
    lastEventAt: at('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('memberships_subscription_uq').on(t.subscriptionId),
    uniqueIndex('memberships_one_live_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('created', 'authenticated', 'active', 'pending', 'halted')`),
    index('memberships_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Each charge a subscription made (subscription.charged), once per payment. */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: id(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    chargedAt: at('charged_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('membership_charges_payment_uq').on(t.paymentId),
    index('membership_charges_membership_idx').on(t.membershipId, t.chargedAt),
  ],
);

/** The built-in sandbox's side of subscriptions: what "Razorpay" knows about them. */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  periodDays: integer('period_days').notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('created'),
  totalCount: integer('total_count').notNull(),
  paidCount: integer('paid_count').notNull().default(0),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  currentStart: at('current_start'),
  currentEnd: at('current_end'),
  chargeAt: at('charge_at'),
  cancelAtCycleEnd: boolean('cancel_at_cycle_end').notNull().default(false),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});
