import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers, users } from '../../db/schema/index';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const newsletterRepository = {
  async lockByEmail(db: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row;
  },

  /** The account whose sign-in address this is (its newsletter consent is recorded), if any. */
  async accountOf(db: DbOrTx, email: string): Promise<string | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  async lockByToken(db: DbOrTx, token: string): Promise<SubscriberRow | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, token))
      .for('update');
    return row;
  },

  /** The new row, or null when another request signed the address up first. */
  async insert(db: DbOrTx, email: string, token: string): Promise<SubscriberRow | null> {
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({ email, token, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async update(db: DbOrTx, email: string, set: Partial<typeof newsletterSubscribers.$inferInsert>) {
    const [row] = await db
      .update(newsletterSubscribers)
      .set(set)
      .where(eq(newsletterSubscribers.email, email))
      .returning();
    return row!;
  },

  /** Confirmed and not unsubscribed: who a newsletter may go to. */
  confirmedCount: async (db: DbOrTx) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed'));
    return row?.n ?? 0;
  },
};
