import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingChecklists, bookingPhotos, bookings } from '../../db/schema/index';

export type PhotoRow = typeof bookingPhotos.$inferSelect;
export type ChecklistRow = typeof bookingChecklists.$inferSelect;

export const jobProofRepository = {
  async saveChecklist(db: DbOrTx, row: typeof bookingChecklists.$inferInsert) {
    await db
      .insert(bookingChecklists)
      .values(row)
      .onConflictDoUpdate({ target: bookingChecklists.bookingId, set: { items: row.items } });
  },

  async checklistOf(db: DbOrTx, bookingId: string): Promise<ChecklistRow | undefined> {
    const [row] = await db.select().from(bookingChecklists).where(eq(bookingChecklists.bookingId, bookingId));
    return row;
  },

  photosOf: (db: DbOrTx, bookingId: string) =>
    db
      .select()
      .from(bookingPhotos)
      .where(eq(bookingPhotos.bookingId, bookingId))
      .orderBy(asc(bookingPhotos.createdAt)),

  async photo(db: DbOrTx, id: string): Promise<PhotoRow | undefined> {
    const [row] = await db.select().from(bookingPhotos).where(eq(bookingPhotos.id, id));
    return row;
  },

  /** Locks the booking's row: uploads to one job are counted one at a time (the 10-photo limit holds). */
  async lockBooking(tx: DbOrTx, bookingId: string) {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  },

  async photoCount(db: DbOrTx, bookingId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bookingPhotos)
      .where(eq(bookingPhotos.bookingId, bookingId));
    return Number(row?.n ?? 0);
  },

  async insertPhoto(db: DbOrTx, row: typeof bookingPhotos.$inferInsert): Promise<PhotoRow> {
    const [created] = await db.insert(bookingPhotos).values(row).returning();
    return created!;
  },
};
