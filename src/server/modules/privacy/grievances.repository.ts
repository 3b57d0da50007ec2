import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { grievances } from '../../db/schema/index';
import type { GrievanceStatus } from '../../../shared/schemas/privacy';

export type GrievanceRow = typeof grievances.$inferSelect;

export const grievancesRepository = {
  async insert(db: DbOrTx, values: typeof grievances.$inferInsert): Promise<GrievanceRow> {
    const [row] = await db.insert(grievances).values(values).returning();
    return row!;
  },

  /** Oldest due first: what the 90-day clock says to answer next. */
  list(db: DbOrTx, status: GrievanceStatus) {
    return db
      .select()
      .from(grievances)
      .where(eq(grievances.status, status))
      .orderBy(asc(grievances.dueAt), asc(grievances.number))
      .limit(500);
  },

  /** Answers an open grievance once: undefined when it is not open (answered already, or none). */
  async answer(db: DbOrTx, id: string, answer: string, by: string, now: Date) {
    const [row] = await db
      .update(grievances)
      .set({ status: 'answered', answer, answeredBy: by, answeredAt: now })
      .where(and(eq(grievances.id, id), eq(grievances.status, 'open')))
      .returning();
    return row;
  },

  async find(db: DbOrTx, id: string) {
    const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
    return row;
  },

  /** An account's grievances: linked to it, or sent from its address. */
  ofAccount(db: DbOrTx, userId: string, email: string) {
    return db
      .select()
      .from(grievances)
      .where(or(eq(grievances.userId, userId), eq(grievances.email, email)))
      .orderBy(asc(grievances.createdAt));
  },

  /** Erasure: who sent it and what it said go; the reference, its dates and whether it was answered stay. */
  async redactForAccount(db: DbOrTx, userId: string, email: string, placeholder: string) {
    await db
      .update(grievances)
      .set({
        name: placeholder,
        email: placeholder,
        phone: null,
        message: placeholder,
        answer: sql`case when ${grievances.answer} is null then null else ${placeholder} end`,
      })
      .where(or(eq(grievances.userId, userId), eq(grievances.email, email)));
  },
};
