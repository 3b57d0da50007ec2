import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, newsletterSubscribers, quoteRequests } from '../../db/schema/index';
import { containsPattern } from '../../../shared/like-pattern';

export type QuoteStatus = (typeof quoteRequests.$inferSelect)['status'];
export interface InboxPageQuery {
  page: number;
  size: number;
  search?: string;
}

const window = (q: InboxPageQuery) => ({ limit: q.size, offset: (q.page - 1) * q.size });
const all = (where: SQL[]) => (where.length ? and(...where) : undefined);

export const inboxRepository = {
  async contacts(db: DbOrTx, q: InboxPageQuery) {
    const where = all(
      q.search
        ? [
            or(
              ilike(contactMessages.name, containsPattern(q.search)),
              ilike(contactMessages.email, containsPattern(q.search)),
              ilike(contactMessages.message, containsPattern(q.search)),
            )!,
          ]
        : [],
    );
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(window(q).limit)
        .offset(window(q).offset),
      db.select({ total: count() }).from(contactMessages).where(where),
    ]);
    return { rows, total };
  },

  async quotes(db: DbOrTx, q: InboxPageQuery & { status?: QuoteStatus }) {
    const filters: SQL[] = [];
    if (q.status) filters.push(eq(quoteRequests.status, q.status));
    if (q.search)
      filters.push(
        or(
          ilike(quoteRequests.name, containsPattern(q.search)),
          ilike(quoteRequests.phone, containsPattern(q.search)),
          ilike(quoteRequests.service, containsPattern(q.search)),
          ilike(quoteRequests.message, containsPattern(q.search)),
        )!,
      );
    const where = all(filters);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(quoteRequests)
        .where(where)
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(window(q).limit)
        .offset(window(q).offset),
      db.select({ total: count() }).from(quoteRequests).where(where),
    ]);
    return { rows, total };
  },

  async subscribers(db: DbOrTx, q: InboxPageQuery) {
    const where = q.search ? ilike(newsletterSubscribers.email, containsPattern(q.search)) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
        .limit(window(q).limit)
        .offset(window(q).offset),
      db.select({ total: count() }).from(newsletterSubscribers).where(where),
    ]);
    return { rows, total };
  },

  async findQuote(db: DbOrTx, id: string) {
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
    return row;
  },

  async setQuoteStatus(db: DbOrTx, id: string, status: QuoteStatus) {
    const [row] = await db.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id)).returning();
    return row;
  },
};
