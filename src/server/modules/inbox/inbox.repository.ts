import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  addresses,
  bookings,
  contactMessages,
  newsletterSubscribers,
  quoteRequests,
  users,
} from '../../db/schema/index';
import { containsPattern } from '../../../shared/like-pattern';

export type QuoteRow = typeof quoteRequests.$inferSelect;
export type QuoteStatus = QuoteRow['status'];

/** A phone number's last 10 digits, however it was written. */
export const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
export interface InboxPageQuery {
  page: number;
  size: number;
  search?: string;
}

const window = (q: InboxPageQuery) => ({ limit: q.size, offset: (q.page - 1) * q.size });
const all = (where: SQL[]) => (where.length ? and(...where) : undefined);

export const inboxRepository = {
  async insertContact(db: DbOrTx, row: typeof contactMessages.$inferInsert) {
    await db.insert(contactMessages).values(row);
  },

  async insertQuote(db: DbOrTx, row: typeof quoteRequests.$inferInsert) {
    await db.insert(quoteRequests).values(row);
  },

  newestContacts: (db: DbOrTx, limit: number) =>
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit),

  newestQuotes: (db: DbOrTx, limit: number) =>
    db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt)).limit(limit),

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

  /** A quote request, locked for the change unless `lock` is false. */
  async findQuote(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<QuoteRow | undefined> {
    const query = db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const [row] = await (opts.lock === false ? query : query.for('update'));
    return row;
  },

  /** Links the quote to its booking and closes it, unless another click linked it first (then undefined). */
  async linkQuote(db: DbOrTx, quoteId: string, bookingId: string): Promise<QuoteRow | undefined> {
    const [row] = await db
      .update(quoteRequests)
      .set({ bookingId, status: 'closed' })
      .where(and(eq(quoteRequests.id, quoteId), isNull(quoteRequests.bookingId)))
      .returning();
    return row;
  },

  async bookingOfQuote(db: DbOrTx, bookingId: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },

  /** Active client accounts whose phone is the quote's (compared on its last 10 digits). */
  customersWithPhone: (db: DbOrTx, phone: string) =>
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(
        and(
          eq(users.role, 'client'),
          eq(users.isActive, true),
          sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10) = ${lastTenDigits(phone)}`,
        ),
      )
      .orderBy(desc(users.createdAt)),

  /** Where the customer was last served: their newest saved address, else their latest booking's. */
  async lastAddressOf(db: DbOrTx, userId: string) {
    const [saved] = await db
      .select({
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        state: addresses.state,
        pincode: addresses.pincode,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (saved) return saved;
    const [booked] = await db
      .select({
        line1: bookings.addressLine1,
        line2: bookings.addressLine2,
        city: bookings.city,
        state: bookings.state,
        pincode: bookings.pincode,
      })
      .from(bookings)
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    return booked ?? null;
  },

  async setQuoteStatus(db: DbOrTx, id: string, status: QuoteStatus) {
    const [row] = await db.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id)).returning();
    return row;
  },
};
