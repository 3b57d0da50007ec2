import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { secondFactors, users } from '../../db/schema/index';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/permissions';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
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
