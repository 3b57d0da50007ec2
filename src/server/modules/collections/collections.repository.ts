import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings, cleanerPayRules, collections, users } from '../../db/schema/index';

export type CollectionRow = typeof collections.$inferSelect;
export type PayRuleRow = typeof cleanerPayRules.$inferSelect;

const cleanerUser = alias(users, 'collection_cleaner');
const recorder = alias(users, 'collection_recorder');

export const collectionsRepository = {
  /** The booking, locked until the caller's transaction ends: two collects for it queue here. */
  async lockBooking(tx: DbOrTx, bookingId: string) {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return row;
  },

  async booking(db: DbOrTx, bookingId: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },

  async insert(tx: DbOrTx, row: typeof collections.$inferInsert): Promise<CollectionRow> {
    const [created] = await tx.insert(collections).values(row).returning();
    return created!;
  },

  markBookingPaid: (tx: DbOrTx, bookingId: string, now: Date) =>
    tx.update(bookings).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(bookings.id, bookingId)),

  /** A booking's collection with the names of who received and who recorded it. */
  async forBooking(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select({
        collection: collections,
        cleanerName: cleanerUser.name,
        recorderName: recorder.name,
      })
      .from(collections)
      .leftJoin(cleanerUser, eq(cleanerUser.id, collections.cleanerId))
      .innerJoin(recorder, eq(recorder.id, collections.recordedBy))
      .where(eq(collections.bookingId, bookingId));
    return row;
  },

  /** Cash not yet handed over, per cleaner, oldest first; collected before `until` when given. */
  cashHeld: (db: DbOrTx, until?: Date) =>
    db
      .select({
        id: collections.id,
        bookingId: collections.bookingId,
        cleanerId: collections.cleanerId,
        name: users.name,
        amountPaise: collections.amountPaise,
        collectedAt: collections.collectedAt,
      })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.cleanerId))
      .where(
        and(
          eq(collections.method, 'cash'),
          isNull(collections.handedOverAt),
          until ? lte(collections.collectedAt, until) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(collections.collectedAt)),

  /** Marks everything the cleaner holds as handed over; returns the rows it changed. */
  handOver: (tx: DbOrTx, cleanerId: string, by: string, now: Date) =>
    tx
      .update(collections)
      .set({ handedOverAt: now, handedOverBy: by })
      .where(
        and(
          eq(collections.cleanerId, cleanerId),
          eq(collections.method, 'cash'),
          isNull(collections.handedOverAt),
        ),
      )
      .returning({ id: collections.id, amountPaise: collections.amountPaise }),

  /** The cash the cleaner holds, its rows locked: a handover and a new collection do not cross. */
  async lockHeld(tx: DbOrTx, cleanerId: string) {
    return tx
      .select({ id: collections.id, amountPaise: collections.amountPaise })
      .from(collections)
      .where(
        and(
          eq(collections.cleanerId, cleanerId),
          eq(collections.method, 'cash'),
          isNull(collections.handedOverAt),
        ),
      )
      .for('update');
  },

  async cleaner(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  /** Every cleaner with their pay rule (null fields when none is set). */
  payRules: (db: DbOrTx) =>
    db
      .select({ cleanerId: users.id, name: users.name, rule: cleanerPayRules })
      .from(users)
      .leftJoin(cleanerPayRules, eq(cleanerPayRules.cleanerId, users.id))
      .where(eq(users.role, 'cleaner'))
      .orderBy(asc(users.name), asc(users.id)),

  async upsertPayRule(tx: DbOrTx, row: typeof cleanerPayRules.$inferInsert) {
    const [saved] = await tx
      .insert(cleanerPayRules)
      .values(row)
      .onConflictDoUpdate({
        target: cleanerPayRules.cleanerId,
        set: { kind: row.kind, ratePaise: row.ratePaise, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
      })
      .returning();
    return saved!;
  },

  /** Total cash each cleaner holds, collected up to `until`. */
  async cashHeldTotals(db: DbOrTx, until: Date): Promise<Map<string, number>> {
    const rows = await db
      .select({ cleanerId: collections.cleanerId, paise: sql<string>`sum(${collections.amountPaise})::text` })
      .from(collections)
      .where(
        and(
          eq(collections.method, 'cash'),
          isNull(collections.handedOverAt),
          lte(collections.collectedAt, until),
        ),
      )
      .groupBy(collections.cleanerId);
    return new Map(rows.filter((r) => r.cleanerId).map((r) => [r.cleanerId!, Number(r.paise)]));
  },
};
