import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const services = pgTable('services', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  teaser: text('teaser').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  pricingType: text('pricing_type', { enum: ['sq.ft', 'fixed', 'unit'] }).notNull(),
  measurementLabel: text('measurement_label').notNull().default('Area (sq.ft)'),
  measurementPlaceholder: text('measurement_placeholder').notNull().default('Enter area in sq.ft'),
  measurementUnit: text('measurement_unit').notNull().default('sq.ft'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The price a package added without one gets (the service's basePrice); null: packages name their own. */
  basePricePaise: integer('base_price_paise'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const packages = pgTable(
  'packages',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration: text('duration').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    notCovered: jsonb('not_covered').$type<string[]>().notNull().default([]),
    variant: text('variant', { enum: ['normal', 'classic'] })
      .notNull()
      .default('normal'),
    pricePaise: integer('price_paise').notNull(),
    minArea: integer('min_area'),
    maxArea: integer('max_area'),
    extraPerSqftPaise: integer('extra_per_sqft_paise'),
    /** The flat duration, or the base that per-unit minutes add to (docs/decisions/004-durations-and-crews.md). */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** Added per unit: per item for unit-priced services, per 100 sq.ft (rounded up) for area-priced ones. */
    minutesPerUnit: integer('minutes_per_unit').notNull().default(0),
    /** Cleaners the job needs at once. */
    crewSize: integer('crew_size').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('packages_service_name_uq').on(t.serviceId, t.name),
    check('packages_price_check', sql`${t.pricePaise} >= 0`),
    check(
      'packages_timing_check',
      sql`${t.durationMinutes} >= 0 and ${t.minutesPerUnit} >= 0 and ${t.crewSize} between 1 and 10`,
    ),
  ],
);

export const addons = pgTable(
  'addons',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** Package names the add-on goes with; empty = all. */
    packageNames: jsonb('package_names').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [unique('addons_service_name_uq').on(t.serviceId, t.name)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent (1-100) or paise. */
    discountValue: integer('discount_value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise'),
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown to everyone on the site's offers (GET /api/offers); otherwise a code the office hands out. */
    isPublic: boolean('is_public').notNull().default(false),
    /** The city the coupon is for (cities); null: every city. */
    cityId: uuid('city_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0`),
  ],
);
