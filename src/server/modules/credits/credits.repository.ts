import { and, asc, desc, eq, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditBalances, creditEntries, creditLotExpiries, users } from '../../db/schema';

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

  /** heldByBooking by the booking alone (a receipt knows its booking, not whose credits paid it). */
  async heldByBookingId(db: DbOrTx, bookingId: string): Promise<number> {
    const [row] = await db
      .select({ net: sql<string>`coalesce(sum(${creditEntries.amountPaise}), 0)` })
      .from(creditEntries)
      .where(
        and(eq(creditEntries.bookingId, bookingId), sql`${creditEntries.reason} in ('spent', 'refund')`),
      );
    return Math.max(0, -Number(row?.net ?? 0));
  },

  /** Every entry of a customer, oldest first (the expiry rule's input). */
  async ledger(db: DbOrTx, userId: string): Promise<CreditEntryRow[]> {
    return db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id));
  },

  /** Customers holding a lot that has run out by `now` and is not settled yet (soonest expiry first). */
  async customersWithDueLots(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ userId: creditEntries.userId })
      .from(creditEntries)
      .where(
        and(
          isNotNull(creditEntries.expiresAt),
          gt(creditEntries.amountPaise, 0),
          lte(creditEntries.expiresAt, now),
          notExists(
            db
              .select({ one: sql`1` })
              .from(creditLotExpiries)
              .where(eq(creditLotExpiries.entryId, creditEntries.id)),
          ),
        ),
      )
      .groupBy(creditEntries.userId)
      .orderBy(sql`min(${creditEntries.expiresAt})`, asc(creditEntries.userId))
      .limit(limit);
    return rows.map((r) => r.userId);
  },

  /** Settles a lot's expiry; false when it was settled already (another process, an earlier pass). */
  async settleLot(
    tx: DbOrTx,
    lot: { entryId: string; userId: string; expiredPaise: number },
  ): Promise<boolean> {
    const rows = await tx
      .insert(creditLotExpiries)
      .values(lot)
      .onConflictDoNothing()
      .returning({ entryId: creditLotExpiries.entryId });
    return rows.length === 1;
  },

  async customer(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
