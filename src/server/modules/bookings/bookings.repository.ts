import { and, count, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingAssignments, bookingEvents, bookings, services, users } from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

const cleaner = alias(users, 'cleaner');

/** A booking with what its screens show: the service's name and description, the assigned cleaner. */
export interface BookingDetail {
  booking: BookingRow;
  service: { id: string; name: string; description: string; slug: string };
  cleaner: { id: string; name: string; phone: string; email: string } | null;
}

function detailQuery(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      service: {
        id: services.id,
        name: services.name,
        description: services.description,
        slug: services.slug,
      },
      cleaner: { id: cleaner.id, name: cleaner.name, phone: cleaner.phone, email: cleaner.email },
    })
    .from(bookings)
    .innerJoin(services, eq(bookings.serviceId, services.id))
    .leftJoin(cleaner, eq(bookings.cleanerId, cleaner.id));
}

export const bookingsRepository = {
  async findDetail(db: DbOrTx, id: string): Promise<BookingDetail | undefined> {
    const [row] = await detailQuery(db).where(eq(bookings.id, id));
    return row as BookingDetail | undefined;
  },

  async list(
    db: DbOrTx,
    filter: { userId?: string; cleanerId?: string; status?: string; date?: string; q?: string },
    paging: { limit: number; offset: number } = { limit: 200, offset: 0 },
  ): Promise<{ rows: BookingDetail[]; total: number }> {
    const where: SQL[] = [];
    if (filter.userId) where.push(eq(bookings.userId, filter.userId));
    // A cleaner's jobs: those they lead, and those they are on the crew of.
    if (filter.cleanerId)
      where.push(
        or(
          eq(bookings.cleanerId, filter.cleanerId),
          exists(
            db
              .select({ one: bookingAssignments.id })
              .from(bookingAssignments)
              .where(
                and(
                  eq(bookingAssignments.bookingId, bookings.id),
                  eq(bookingAssignments.cleanerId, filter.cleanerId),
                  eq(bookingAssignments.kind, 'assigned'),
                ),
              ),
          ),
        )!,
      );
    if (filter.status) where.push(eq(bookings.status, filter.status as BookingRow['status']));
    if (filter.date) where.push(eq(bookings.scheduledDate, filter.date));
    if (filter.q) {
      const like = `%${filter.q.replace(/[%_]/g, '')}%`;
      where.push(
        or(
          ilike(bookings.customerName, like),
          ilike(bookings.customerEmail, like),
          ilike(bookings.phoneNumber, like),
          ilike(services.name, like),
        )!,
      );
    }
    const condition = where.length ? and(...where) : undefined;
    const [rows, [counted]] = await Promise.all([
      detailQuery(db)
        .where(condition)
        .orderBy(desc(bookings.scheduledDate), desc(bookings.scheduledTime), desc(bookings.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(services, eq(bookings.serviceId, services.id))
        .where(condition),
    ]);
    return { rows: rows as BookingDetail[], total: Number(counted?.n ?? 0) };
  },

  async findByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<BookingRow | undefined> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await db
      .update(bookings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    return row;
  },

  async recordEvent(db: DbOrTx, event: typeof bookingEvents.$inferInsert) {
    await db.insert(bookingEvents).values(event);
  },

  listEvents(db: DbOrTx, bookingId: string) {
    return db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.createdAt);
  },

  async findCleaner(db: DbOrTx, id: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'cleaner')));
    return row;
  },
};
