import { and, asc, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookingEvents, bookings, users } from '../../../db/schema/index';
import type { AdminBookingsQuery } from '../../../../shared/schemas/admin';
import { rowFields } from '../../../db/row-fields';
import { pageWindow } from '../paging';
import { containsPattern } from '../../../../shared/like-pattern';
import { referenceSearchPrefix } from '../../../../shared/booking-reference';

const customer = alias(users, 'customer');
const cleaner = alias(users, 'cleaner');

export interface AdminBookingRow<B = typeof bookings.$inferSelect> {
  booking: B;
  customer: { name: string; email: string; phone: string };
  cleaner: { id: string; name: string; phone: string } | null;
  /** Everyone assigned to the job (a crew job has several), the lead first. */
  crew: CrewMember[];
}

export interface CrewMember {
  id: string;
  name: string;
  phone: string;
}

/** The assigned crew of the booking in the outer query, as a JSON array (one query, not one per row). */
const crewJson = sql<CrewMember[]>`(select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name,
  'phone', u.phone) order by (u.id = ${bookings.cleanerId}) desc, u.name), '[]'::json)
  from "booking_assignments" a join "users" u on u.id = a.cleaner_id
  where a.booking_id = ${bookings.id} and a.kind = 'assigned')`;

/** The booking fields a list item shows (admin-bookings.dto.ts). */
const listFields = rowFields(bookings, [
  'id',
  'userId',
  'customerName',
  'customerEmail',
  'phoneNumber',
  'serviceId',
  'serviceName',
  'packageName',
  'scheduledDate',
  'scheduledTime',
  'durationMinutes',
  'status',
  'paymentStatus',
  'paymentMethod',
  'totalPaise',
  'city',
  'createdAt',
  'holdExpiresAt',
  'seriesId',
]);

export type AdminListBooking = ReturnType<typeof listFields.read>;

/** A page row as either driver returns it: the booking's fields by name, then its customer and cleaner. */
interface AdminListRow extends Record<string, unknown> {
  u_name: string;
  u_email: string;
  u_phone: string;
  c_id: string | null;
  c_name: string | null;
  c_phone: string | null;
  crew: CrewMember[];
}

/** A page row by hand (see rowFields): drizzle's generic mapping of every booking column cost more than the rest of the request. */
function toAdminListRow(r: AdminListRow): AdminBookingRow<AdminListBooking> {
  return {
    booking: listFields.read(r),
    customer: { name: r.u_name, email: r.u_email, phone: r.u_phone },
    cleaner: r.c_id ? { id: r.c_id, name: r.c_name!, phone: r.c_phone! } : null,
    crew: r.crew,
  };
}

const pageColumns = sql`${listFields.columns}, "customer"."name" as u_name, "customer"."email" as u_email,
  "customer"."phone" as u_phone, "cleaner"."id" as c_id, "cleaner"."name" as c_name, "cleaner"."phone" as c_phone`;

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
    const idPrefix = referenceSearchPrefix(q.search);
    if (idPrefix) matches.push(sql`${bookings.id}::text like ${`${idPrefix}%`}`);
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
      crew: crewJson,
    })
    .from(bookings)
    .innerJoin(customer, eq(bookings.userId, customer.id))
    .leftJoin(cleaner, eq(bookings.cleanerId, cleaner.id));
}

export const adminBookingsRepository = {
  async page(db: DbOrTx, q: AdminBookingsQuery) {
    const where = filters(q);
    const { limit, offset } = pageWindow(q);
    const [result, [{ total }]] = await Promise.all([
      db.execute(sql`select ${pageColumns}, ${crewJson} as crew
        from ${bookings} inner join "users" "customer" on ${eq(bookings.userId, customer.id)}
        left join "users" "cleaner" on ${eq(bookings.cleanerId, cleaner.id)}
        ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(ordering(q), sql`, `)}
        limit ${limit} offset ${offset}`),
      // Only a search reads the customer's row; without one the count stays on bookings' own indexes.
      q.search
        ? db
            .select({ total: count() })
            .from(bookings)
            .innerJoin(customer, eq(bookings.userId, customer.id))
            .where(where)
        : db.select({ total: count() }).from(bookings).where(where),
    ]);
    const rows = (result as unknown as { rows: AdminListRow[] }).rows.map(toAdminListRow);
    return { rows, total };
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
