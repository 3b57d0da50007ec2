import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditBalances, creditEntries, users } from '../../db/schema';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type NewCreditEntry = typeof creditEntries.$inferInsert;

/** The ledger's queries. Entries are only inserted: the database refuses UPDATE and DELETE of them. */
export const creditsRepository = {
  async balance(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ balance: creditBalances.balancePaise })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    return row?.balance ?? 0;
  },

  /**
   * The customer's balance row, held until the transaction ends: two spends of one balance queue here and
   * the second reads what the first left. The row is made first when the customer never had credits.
   */
  async lockBalance(tx: DbOrTx, userId: string): Promise<number> {
    await tx.insert(creditBalances).values({ userId, balancePaise: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({ balance: creditBalances.balancePaise })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId))
      .for('update');
    return row!.balance;
  },

  /** Adds an entry; the database's trigger moves the balance with it (and refuses one below zero). */
  async insert(tx: DbOrTx, entry: NewCreditEntry): Promise<CreditEntryRow> {
    const [row] = await tx.insert(creditEntries).values(entry).returning();
    return row!;
  },

  async byKey(db: DbOrTx, userId: string, key: string): Promise<CreditEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, userId), eq(creditEntries.idempotencyKey, key)));
    return row;
  },

  /** Newest first. */
  async entries(db: DbOrTx, userId: string, limit = 200): Promise<CreditEntryRow[]> {
    return db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(limit);
  },

  /**
   * What a booking holds of the customer's credits now: its spends less what was given back for it (both
   * carry the booking), as a positive amount.
   */
  async heldByBooking(db: DbOrTx, userId: string, bookingId: string): Promise<number> {
    const [row] = await db
      .select({ net: sql<string>`coalesce(sum(${creditEntries.amountPaise}), 0)` })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.userId, userId),
          eq(creditEntries.bookingId, bookingId),
          sql`${creditEntries.reason} in ('spent', 'refund')`,
        ),
      );
    return Math.max(0, -Number(row?.net ?? 0));
  },

  async customer(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
