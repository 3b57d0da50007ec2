import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, secondFactors, staffCities, users } from '../../db/schema/index';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/permissions';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
  cityIds: sql<
    string[]
  >`coalesce((select json_agg(sc.city_id order by sc.city_id) from staff_cities sc where sc.user_id = "users"."id"), '[]'::json)`,
  secondFactor: sql<boolean>`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${users.id} and ${secondFactors.confirmedAt} is not null) or exists (select 1 from passkeys pk where pk.user_id = "users"."id")`,
};

export type StaffRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: StaffRole;
  isActive: boolean;
  createdAt: Date;
  /** A confirmed second factor (TOTP). */
  secondFactor: boolean;
  /** The cities they work for (none: every city). */
  cityIds: string[];
};

export const staffRepository = {
  async list(db: DbOrTx): Promise<StaffRow[]> {
    const rows = await db
      .select(columns)
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(asc(users.name), asc(users.email));
    return rows as StaffRow[];
  },

  async find(db: DbOrTx, id: string): Promise<StaffRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])));
    return row as StaffRow | undefined;
  },

  async insert(
    db: DbOrTx,
    values: {
      name: string;
      email: string;
      phone: string;
      role: StaffRole;
      passwordHash: string;
      mustChangePassword: boolean;
    },
  ): Promise<StaffRow> {
    const [row] = await db.insert(users).values(values).returning(columns);
    return row as StaffRow;
  },

  /**
   * The active owners' ids, their rows locked: two owners demoting each other at once queue here, so the
   * second sees the first's change and the last owner stays.
   */
  async lockActiveOwners(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
      .orderBy(asc(users.id))
      .for('update');
    return rows.map((r) => r.id);
  },

  /** Ids among `ids` that are cities. */
  async existingCities(db: DbOrTx, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
    return rows.map((r) => r.id);
  },

  /** The staff member's cities become exactly `cityIds`. */
  async setCities(db: DbOrTx, userId: string, cityIds: string[]) {
    await db.delete(staffCities).where(eq(staffCities.userId, userId));
    if (cityIds.length)
      await db
        .insert(staffCities)
        .values([...new Set(cityIds)].map((cityId) => ({ userId, cityId })))
        .onConflictDoNothing();
  },

  async update(
    db: DbOrTx,
    id: string,
    changes: { role?: StaffRole; isActive?: boolean },
    now: Date,
  ): Promise<StaffRow> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning(columns);
    return row as StaffRow;
  },
};
