import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { packages } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * The cities we clean in (docs/decisions/051-cities.md): each owns its PINs (service_pincodes.city_id), its
 * prices where they differ (city_package_prices), its cleaners (users.city_id), coupons (coupons.city_id),
 * working hours (null: the company's) and GSTIN (one per state; null: the company's COMPANY_GSTIN).
 */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    slug: text('slug').notNull().unique('cities_slug_unique'),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    /** The GST place of supply of its bookings. */
    state: text('state').notNull(),
    gstin: text('gstin'),
    openingTime: text('opening_time'),
    closingTime: text('closing_time'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cities_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('cities_gstin_check', sql`${t.gstin} IS NULL OR ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
  ],
);

/** A city's own price for a package; a package without a row costs the catalogue's price there. */
export const cityPackagePrices = pgTable(
  'city_package_prices',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'city_package_prices_pk', columns: [t.cityId, t.packageId] }),
    check('city_package_prices_price_check', sql`${t.pricePaise} > 0`),
  ],
);

/** The cities a staff member works for: a staff member with rows sees only those cities' bookings. */
export const staffCities = pgTable(
  'staff_cities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'staff_cities_pk', columns: [t.userId, t.cityId] })],
);
