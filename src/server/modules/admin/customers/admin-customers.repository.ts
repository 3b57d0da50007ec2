import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, users } from '../../../db/schema/index';
import type { AdminCustomersQuery } from '../../../../shared/schemas/admin';
import { pageWindow } from '../paging';
import { containsPattern } from '../../../../shared/like-pattern';

export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
  createdAt: Date;
  bookingsCount: number;
  activeBookingsCount: number;
  lastBookingDate: string | null;
}

function filters(q: { search?: string; id?: string }): SQL {
  const where: SQL[] = [eq(users.role, 'client')];
  if (q.id) where.push(eq(users.id, q.id));
  if (q.search) {
    const like = containsPattern(q.search);
    const digits = q.search.replace(/\D/g, '');
    const matches = [ilike(users.name, like), ilike(users.email, like)];
    if (digits.length >= 3) matches.push(ilike(users.phone, `%${digits}%`));
    where.push(or(...matches)!);
  }
  return and(...where)!;
}

const rowsQuery = (db: DbOrTx, where: SQL) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      isActive: users.isActive,
      createdAt: users.createdAt,
      bookingsCount: sql<number>`count(${bookings.id})::int`,
      activeBookingsCount: sql<number>`(count(${bookings.id}) filter (where ${bookings.status} <> 'cancelled'))::int`,
      lastBookingDate: sql<string | null>`max(${bookings.scheduledDate})::text`,
    })
    .from(users)
    .leftJoin(bookings, eq(bookings.userId, users.id))
    .where(where)
    .groupBy(users.id);

export const adminCustomersRepository = {
  async page(db: DbOrTx, q: AdminCustomersQuery) {
    const where = filters(q);
    const { limit, offset } = pageWindow(q);
    const [rows, [{ total }]] = await Promise.all([
      rowsQuery(db, where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows: rows as AdminCustomerRow[], total };
  },

  async find(db: DbOrTx, id: string): Promise<AdminCustomerRow | undefined> {
    const [row] = await rowsQuery(db, filters({ id }));
    return row as AdminCustomerRow | undefined;
  },
};
