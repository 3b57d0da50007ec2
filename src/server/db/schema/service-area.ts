import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** The PINs we take bookings for; admins edit the list (docs/decisions/007-service-area.md). */
export const servicePincodes = pgTable(
  'service_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    area: text('area').notNull().default(''),
    /** The PIN area's centre: the address's coordinates for a live ETA and attendance distances. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The city the PIN belongs to (cities); null: no city, the company's defaults. */
    cityId: uuid('city_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('service_pincodes_pincode_check', sql`${t.pincode} ~ '^[0-9]{6}$'`),
    check(
      'service_pincodes_coordinates_check',
      sql`(${t.lat} IS NULL) = (${t.lng} IS NULL) AND (${t.lat} IS NULL OR (${t.lat} BETWEEN -90 AND 90 AND ${t.lng} BETWEEN -180 AND 180))`,
    ),
  ],
);

/**
 * Booking rules admins change at run time: one row (id = 1). Its insert at seed time also marks the
 * default pincodes as seeded, so an admin who empties the list does not get it back on restart.
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: integer('id').primaryKey().default(1),
    horizonDays: integer('horizon_days').notNull().default(90),
    /** The owner's DISPATCH_MODE (manual | auto | offer); null: the configured default. */
    dispatchMode: text('dispatch_mode', { enum: ['manual', 'auto', 'offer'] }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_rules_single_row', sql`${t.id} = 1`),
    check('booking_rules_horizon_check', sql`${t.horizonDays} between 1 and 365`),
    check(
      'booking_rules_dispatch_mode_check',
      sql`${t.dispatchMode} is null or ${t.dispatchMode} in ('manual', 'auto', 'offer')`,
    ),
  ],
);
