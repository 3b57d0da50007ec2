import { and, asc, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookingEvents, bookings, users } from '../../../db/schema/index';
import type { AdminBookingsQuery } from '../../../../shared/schemas/admin';
import { containsPattern, pageWindow } from '../paging';

const customer = alias(users, 'customer');
const cleaner = alias(users, 'cleaner');

export interface AdminBookingRow {
  booking: typeof bookings.$inferSelect;
  customer: { name: string; email: string; phone: string };
  cleaner: { id: string; name: string; phone: string } | null;
}

const HEX_REFERENCE = /^[0-9a-f-]{4,36}$/i;

function filters(q: Partial<AdminBookingsQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.from) where.push(gte(bookings.scheduledDate, q.from));
  if (q.to) where.push(lte(bookings.scheduledDate, q.to));
  if (q.serviceId) where.push(eq(bookings.serviceId, q.serviceId));
  if (q.cleanerId) where.push(eq(bookings.cleanerId, q.cleanerId));
  if (q.customerId) where.push(eq(bookings.userId, q.customerId));
  if (q.unassigned === 'true') where.push(isNull(bookings.cleanerId), ne(bookings.status, 'cancelled'));
  if (q.unassigned === 'false') where.push(sql`${bookings.cleanerId} is not null`);
  if (q.search) {
    const like = containsPattern(q.search);
    const digits = q.search.replace(/\D/g, '');
    const matches: SQL[] = [
      ilike(bookings.customerName, like),
      ilike(bookings.customerEmail, like),
      ilike(customer.name, like),
      ilike(customer.email, like),
    ];
    if (digits.length >= 3) matches.push(ilike(bookings.phoneNumber, `%${digits}%`));
    // A reference is the start of the id: 'A1B2C3D4' finds booking a1b2c3d4-….
    if (HEX_REFERENCE.test(q.search))
      matches.push(sql`${bookings.id}::text like ${`${q.search.toLowerCase()}%`}`);
    where.push(or(...matches)!);
  }
  return where.length ? and(...where) : undefined;
}

function ordering(q: Pick<AdminBookingsQuery, 'sort' | 'order'>): SQL[] {
  const dir = (q.order ?? 'desc') === 'asc' ? asc : desc;
  if (q.sort === 'created') return [dir(bookings.createdAt), dir(bookings.id)];
  if (q.sort === 'total') return [dir(bookings.totalPaise), desc(bookings.createdAt), dir(bookings.id)];
  return [dir(bookings.scheduledDate), dir(bookings.scheduledTime), dir(bookings.id)];
}

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      cleaner: { id: cleaner.id, name: cleaner.name, phone: cleaner.phone },
    })
    .from(bookings)
    .innerJoin(customer, eq(bookings.userId, customer.id))
    .leftJoin(cleaner, eq(bookings.cleanerId, cleaner.id));
}

export const adminBookingsRepository = {
  async page(db: DbOrTx, q: AdminBookingsQuery) {
    const where = filters(q);
    const { limit, offset } = pageWindow(q);
    const [rows, [{ total }]] = await Promise.all([
      rowsQuery(db)
        .where(where)
        .orderBy(...ordering(q))
        .limit(limit)
        .offset(offset),
      // Only a search reads the customer's row; without one the count stays on bookings' own indexes.
      q.search
        ? db
            .select({ total: count() })
            .from(bookings)
            .innerJoin(customer, eq(bookings.userId, customer.id))
            .where(where)
        : db.select({ total: count() }).from(bookings).where(where),
    ]);
    return { rows: rows as AdminBookingRow[], total };
  },

  async find(db: DbOrTx, id: string): Promise<AdminBookingRow | undefined> {
    const [row] = await rowsQuery(db).where(eq(bookings.id, id));
    return row as AdminBookingRow | undefined;
  },

  history: (db: DbOrTx, bookingId: string) =>
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)),
};
