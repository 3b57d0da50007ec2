import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * An address's optional point: both or neither, inside India's bounding box (shared/domain/address-point.ts
 * INDIA_BOUNDS; the API says why, the database keeps the rule). Finite: NaN and infinities are refused.
 */
export const pointCheck = (lat: AnyPgColumn, lng: AnyPgColumn) =>
  sql`(${lat} IS NULL) = (${lng} IS NULL) AND (${lat} IS NULL OR (${lat} BETWEEN 6.5 AND 37.2 AND ${lng} BETWEEN 68.0 AND 97.5))`;
