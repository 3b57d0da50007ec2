import { and, asc, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookingEvents, bookings, users } from '../../../db/schema/index';
import type { AdminBookingsQuery } from '../../../../shared/schemas/admin';
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

/** The booking columns a list item shows (admin-bookings.dto.ts). */
export type AdminListBooking = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'userId'
  | 'customerName'
  | 'customerEmail'
  | 'phoneNumber'
  | 'serviceId'
  | 'serviceName'
  | 'packageName'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'durationMinutes'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'totalPaise'
  | 'city'
  | 'createdAt'
>;

/** A page row as either driver returns it (timestamps as text). */
export interface AdminListRow {
  id: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  phone_number: string;
  service_id: string;
  service_name: string;
  package_name: string;
  scheduled_date: string;
  scheduled_time: string;
  duration_minutes: number;
  status: AdminListBooking['status'];
  payment_status: AdminListBooking['paymentStatus'];
  payment_method: string | null;
  total_paise: number;
  city: string;
  created_at: string;
  u_name: string;
  u_email: string;
  u_phone: string;
  c_id: string | null;
  c_name: string | null;
  c_phone: string | null;
  crew: CrewMember[];
}

/** A page row by hand: drizzle's generic mapping of every booking column cost more than the rest of the request. */
export function toAdminListRow(r: AdminListRow): AdminBookingRow<AdminListBooking> {
  return {
    booking: {
      id: r.id,
      userId: r.user_id,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      phoneNumber: r.phone_number,
      serviceId: r.service_id,
      serviceName: r.service_name,
      packageName: r.package_name,
      scheduledDate: r.scheduled_date,
      scheduledTime: r.scheduled_time,
      durationMinutes: r.duration_minutes,
      status: r.status,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method,
      totalPaise: r.total_paise,
      city: r.city,
      createdAt: new Date(r.created_at),
    },
    customer: { name: r.u_name, email: r.u_email, phone: r.u_phone },
    cleaner: r.c_id ? { id: r.c_id, name: r.c_name!, phone: r.c_phone! } : null,
    crew: r.crew,
  };
}

const pageColumns = sql.raw(`"bookings"."id", "bookings"."user_id", "bookings"."customer_name",
  "bookings"."customer_email", "bookings"."phone_number", "bookings"."service_id", "bookings"."service_name",
  "bookings"."package_name", "bookings"."scheduled_date", "bookings"."scheduled_time", "bookings"."duration_minutes", "bookings"."status",
  "bookings"."payment_status", "bookings"."payment_method", "bookings"."total_paise", "bookings"."city",
  "bookings"."created_at", "customer"."name" as u_name, "customer"."email" as u_email,
  "customer"."phone" as u_phone, "cleaner"."id" as c_id, "cleaner"."name" as c_name, "cleaner"."phone" as c_phone`);

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
