import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { addresses, secondFactors, users } from '../../db/schema/index';
import type { Stamped } from '../../db/stamped';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export const usersRepository = {
  /**
   * What the access guard reads on every signed-in request: a statement built and prepared once (named,
   * so PostgreSQL plans it once per connection), without the password hash.
   */
  prepareAuthAccount(db: Db) {
    const statement = db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        tokenVersion: users.tokenVersion,
        isActive: users.isActive,
        mustChangePassword: users.mustChangePassword,
        // An authenticator app confirmed, or a passkey (decision 042).
        hasSecondFactor: sql<boolean>`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${users.id} and ${secondFactors.confirmedAt} is not null) or exists (select 1 from passkeys pk where pk.user_id = "users"."id")`,
        // A staff member's cities (decision 051): read in the same statement, so scoping costs no query.
        cityIds: sql<
          string[] | string | null
        >`(select json_agg(sc.city_id) from staff_cities sc where sc.user_id = "users"."id")`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_account');
    return async (id: string) => (await statement.execute({ id }))[0];
  },

  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  },

  async insert(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Stamped<typeof users.$inferInsert>,
  ): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },

  /** Moves the sign-in email only if it is still `from` (a confirmation or an undo racing another). */
  async changeEmail(
    db: DbOrTx,
    id: string,
    { from, to, now }: { from: string; to: string; now: Date },
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ email: to, pendingEmail: null, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.email, from)))
      .returning();
    return row;
  },

  /** Revoke every token issued so far. */
  async bumpTokenVersion(
    db: DbOrTx,
    id: string,
    values: Stamped<typeof users.$inferInsert>,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
    return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
  },

  async insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert): Promise<AddressRow> {
    const [row] = await db.insert(addresses).values(values).returning();
    return row;
  },

  async findAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  },

  /** Only the owner's address; null removes the point. */
  async setAddressPoint(db: DbOrTx, userId: string, id: string, point: { lat: number; lng: number } | null) {
    const [row] = await db
      .update(addresses)
      .set({ latitude: point?.lat ?? null, longitude: point?.lng ?? null })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row as AddressRow | undefined;
  },

  /** How many of the customer's saved addresses keep an exact point. */
  async pointsKept(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNotNull(addresses.latitude)));
    return row?.n ?? 0;
  },

  /** Location consent withdrawn: every saved address goes back to its PIN area's centre. */
  async removeAllPoints(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(addresses)
      .set({ latitude: null, longitude: null })
      .where(and(eq(addresses.userId, userId), isNotNull(addresses.latitude)));
  },

  /** Holds the customer's row until the transaction ends (one change of default at a time). */
  async lockUser(tx: DbOrTx, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** Only the owner's address; undefined when there is none. */
  async updateAddress(
    db: DbOrTx,
    userId: string,
    id: string,
    values: Partial<
      Pick<
        AddressRow,
        'name' | 'label' | 'line1' | 'line2' | 'city' | 'state' | 'pincode' | 'latitude' | 'longitude'
      >
    >,
  ): Promise<AddressRow | undefined> {
    if (Object.keys(values).length === 0) return this.findAddress(db, userId, id);
    const [row] = await db
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  },

  /** The owner's other addresses stop being the default, then this one is (run under lockUser). */
  async makeDefault(tx: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  },

  /** Deletes only the owner's address; false when there was none. */
  async deleteAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    return rows.length > 0;
  },
};
