import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaintPhotos } from '../../db/schema/index';

export type ComplaintPhotoRow = typeof complaintPhotos.$inferSelect;

export const complaintPhotosRepository = {
  listFor: (db: DbOrTx, complaintIds: string[]) =>
    complaintIds.length === 0
      ? Promise.resolve([] as ComplaintPhotoRow[])
      : db
          .select()
          .from(complaintPhotos)
          .where(inArray(complaintPhotos.complaintId, complaintIds))
          .orderBy(asc(complaintPhotos.createdAt)),

  async find(db: DbOrTx, id: string): Promise<ComplaintPhotoRow | undefined> {
    const [row] = await db.select().from(complaintPhotos).where(eq(complaintPhotos.id, id));
    return row;
  },

  async countFor(db: DbOrTx, complaintId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(complaintPhotos)
      .where(eq(complaintPhotos.complaintId, complaintId));
    return Number(row?.n ?? 0);
  },

  async insert(db: DbOrTx, row: typeof complaintPhotos.$inferInsert): Promise<ComplaintPhotoRow> {
    const [created] = await db.insert(complaintPhotos).values(row).returning();
    return created!;
  },
};
