import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAssignments, bookings, tips, tipShares, users } from '../../db/schema/index';

export type TipRow = typeof tips.$inferSelect;

export const tipsRepository = {
  async openTip(db: DbOrTx, bookingId: string): Promise<TipRow | undefined> {
    const [row] = await db
      .select()
      .from(tips)
      .where(and(eq(tips.bookingId, bookingId), eq(tips.status, 'created')));
    return row;
  },

  /** The visit's paid tip, if it has one (tips_paid_uq: at most one). */
  async paidTip(db: DbOrTx, bookingId: string): Promise<TipRow | undefined> {
    const [row] = await db
      .select()
      .from(tips)
      .where(and(eq(tips.bookingId, bookingId), eq(tips.status, 'paid')));
    return row;
  },

  async insert(db: DbOrTx, row: typeof tips.$inferInsert): Promise<TipRow> {
    const [created] = await db.insert(tips).values(row).returning();
    return created!;
  },

  async abandon(db: DbOrTx, id: string) {
    await db
      .update(tips)
      .set({ status: 'failed' })
      .where(and(eq(tips.id, id), eq(tips.status, 'created')));
  },

  async byOrderId(db: DbOrTx, orderId: string): Promise<TipRow | undefined> {
    const [row] = await db.select().from(tips).where(eq(tips.orderId, orderId));
    return row;
  },

  async lock(tx: DbOrTx, id: string): Promise<TipRow | undefined> {
    const [row] = await tx.select().from(tips).where(eq(tips.id, id)).for('update');
    return row;
  },

  async markPaid(tx: DbOrTx, id: string, paymentId: string, paidAt: Date): Promise<TipRow> {
    const [row] = await tx
      .update(tips)
      .set({ status: 'paid', paymentId, paidAt })
      .where(eq(tips.id, id))
      .returning();
    return row!;
  },

  async insertShares(tx: DbOrTx, tipId: string, shares: { cleanerId: string; amountPaise: number }[]) {
    if (shares.length)
      await tx
        .insert(tipShares)
        .values(shares.map((s) => ({ tipId, ...s })))
        .onConflictDoNothing();
  },

  async leadOf(db: DbOrTx, bookingId: string): Promise<string | null> {
    const [row] = await db
      .select({ lead: bookings.cleanerId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.lead ?? null;
  },

  /** The crew that did the job (confirmed members), read in the caller's transaction. */
  async crewOf(db: DbOrTx, bookingId: string): Promise<string[]> {
    const rows = await db
      .select({ cleanerId: bookingAssignments.cleanerId })
      .from(bookingAssignments)
      .innerJoin(users, eq(users.id, bookingAssignments.cleanerId))
      .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.kind, 'assigned')))
      .orderBy(asc(users.name));
    return rows.map((r) => r.cleanerId);
  },

  /** What the thanks for a tip tells: the visit, and who did it. */
  async tippedVisit(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select({
        id: bookings.id,
        customerEmail: bookings.customerEmail,
        customerName: bookings.customerName,
        serviceName: bookings.serviceName,
        scheduledDate: bookings.scheduledDate,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row;
  },

  listForBooking: (db: DbOrTx, bookingId: string) =>
    db.select().from(tips).where(eq(tips.bookingId, bookingId)).orderBy(asc(tips.createdAt)),

  async sharesOf(db: DbOrTx, tipIds: string[]) {
    if (!tipIds.length) return [];
    return db
      .select({
        tipId: tipShares.tipId,
        cleanerId: tipShares.cleanerId,
        name: users.name,
        amountPaise: tipShares.amountPaise,
      })
      .from(tipShares)
      .innerJoin(users, eq(users.id, tipShares.cleanerId))
      .where(inArray(tipShares.tipId, tipIds))
      .orderBy(asc(users.name));
  },
};
