import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './lib/migration-rules';

const drizzle = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

/**
 * Contract steps from before the rule, left as they landed (a landed migration is never edited): the
 * release that stopped reading slot_seat shipped with 0006; 0027 adds, fills and makes NOT NULL a column
 * no release read before it.
 */
const CONTRACTS_BEFORE_THE_RULE = ['0006_drop_slot_seats.sql', '0027_providers_ready.sql'];

describe('migrations expand, and contract only when they say so', () => {
  it('every migration only adds, or is marked as a contract step', () => {
    const found = readdirSync(drizzle)
      .filter((f) => f.endsWith('.sql') && !CONTRACTS_BEFORE_THE_RULE.includes(f))
      .flatMap((f) =>
        contractViolations(readFileSync(path.join(drizzle, f), 'utf8')).map(
          (v) => `${f}: ${v.rule}: ${v.statement}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it.each([
    ['ALTER TABLE "bookings" DROP COLUMN "slot_seat";', 'drops a column'],
    ['DROP TABLE "quotes";', 'drops a table'],
    ['ALTER TABLE "users" RENAME COLUMN "phone" TO "mobile";', 'renames a table or column'],
    ['ALTER TABLE "bookings" ALTER COLUMN "total_paise" SET DATA TYPE bigint;', "changes a column's type"],
    ['ALTER TABLE "newsletter_subscribers" ALTER COLUMN "token" SET NOT NULL;', 'makes a column NOT NULL'],
    [
      'ALTER TABLE "bookings" ADD COLUMN "city_id" uuid NOT NULL;',
      'adds a NOT NULL column without a default (the previous release inserts without it)',
    ],
  ])('refuses %s', (sql, rule) => {
    expect(contractViolations(sql).map((v) => v.rule)).toEqual([rule]);
  });

  it.each([
    'ALTER TABLE "bookings" ADD COLUMN "crew_size" integer DEFAULT 1 NOT NULL;',
    'ALTER TABLE "bookings" ADD COLUMN "note" text;',
    'CREATE TABLE "masked_calls" ("id" uuid PRIMARY KEY NOT NULL);',
    'CREATE INDEX "x_idx" ON "bookings" ("city");',
    '-- contract: release 41 stopped reading slot_seat\nALTER TABLE "bookings" DROP COLUMN "slot_seat";',
  ])('allows %s', (sql) => {
    expect(contractViolations(sql)).toEqual([]);
  });
});
