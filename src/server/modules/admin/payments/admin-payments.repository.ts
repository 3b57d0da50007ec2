import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, payments, refunds, users } from '../../../db/schema/index';
import { addDays } from '../../../../shared/domain/time';
import type { AdminPaymentsQuery } from '../../../../shared/schemas/admin';
import { istDayStart, pageWindow } from '../paging';
import { largeTotal } from '../../../platform/large-totals.repository';

export interface AdminPaymentRow {
  payment: typeof payments.$inferSelect;
  booking: { customerName: string; customerEmail: string };
  customer: { name: string; email: string };
  /** Paise of its refunds asked for and not yet confirmed or failed (0: none). */
  refundInFlightPaise: number;
  /** Whether one of those is with the provider already ('pending'), not only recorded ('requested'). */
  refundInFlightSent: boolean;
}

const inFlight = sql`${refunds.paymentRowId} = ${payments.id} and ${refunds.status} in ('requested', 'pending')`;

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      payment: payments,
      booking: { customerName: bookings.customerName, customerEmail: bookings.customerEmail },
      customer: { name: users.name, email: users.email },
      refundInFlightPaise:
        sql<number>`(select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds} where ${inFlight})`.mapWith(
          Number,
        ),
      refundInFlightSent:
        sql<boolean>`exists (select 1 from ${refunds} where ${inFlight} and ${refunds.status} = 'pending')`.mapWith(
          Boolean,
        ),
    })
    .from(payments)
    .innerJoin(bookings, eq(payments.bookingId, bookings.id))
    .innerJoin(users, eq(bookings.userId, users.id));
}

function filters(
  q: Partial<AdminPaymentsQuery> & { bookingId?: string; customerId?: string; scopeCityIds?: string[] },
) {
  const where: SQL[] = [];
  // A staff member tied to cities sees their cities' bookings' payments only (decision 051).
  if (q.scopeCityIds) where.push(inArray(bookings.cityId, q.scopeCityIds));
  if (q.status) where.push(eq(payments.status, q.status));
  if (q.bookingId) where.push(eq(payments.bookingId, q.bookingId));
  if (q.from) where.push(gte(payments.createdAt, istDayStart(q.from)));
  if (q.to) where.push(lt(payments.createdAt, istDayStart(addDays(q.to, 1))));
  if (q.bookingId) where.push(eq(payments.bookingId, q.bookingId));
  if (q.customerId) where.push(eq(bookings.userId, q.customerId));
  return where.length ? and(...where) : undefined;
}

export const adminPaymentsRepository = {
  async page(db: DbOrTx, q: AdminPaymentsQuery, scopeCityIds?: string[]) {
    const where = filters({ ...q, scopeCityIds });
    const { limit, offset } = pageWindow(q);
    const [rows, total] = await Promise.all([
      rowsQuery(db)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
      // Every payment has its booking (a foreign key, not null): the count joins it only for a city scope.
      largeTotal(
        db,
        `admin-payments:${JSON.stringify([q.status, q.bookingId, q.from, q.to, scopeCityIds])}`,
        sql`from ${payments} ${scopeCityIds ? sql`join ${bookings} on ${bookings.id} = ${payments.bookingId}` : sql``} ${where ? sql`where ${where}` : sql``}`,
      ),
    ]);
    return { rows: rows as AdminPaymentRow[], total };
  },

  /** Every payment of a booking or a customer, newest first (a booking has a few; a customer, their history). */
  listFor: (db: DbOrTx, owner: { bookingId?: string; customerId?: string }, limit = 100) =>
    rowsQuery(db)
      .where(filters(owner))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit) as Promise<AdminPaymentRow[]>,
};
