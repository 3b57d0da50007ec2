import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingEvents, bookings, services, users } from '../../db/schema/index';

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
    limit = 200,
  ) {
    const where: SQL[] = [];
    if (filter.userId) where.push(eq(bookings.userId, filter.userId));
    if (filter.cleanerId) where.push(eq(bookings.cleanerId, filter.cleanerId));
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
    const rows = await detailQuery(db)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(bookings.scheduledDate), desc(bookings.scheduledTime))
      .limit(limit);
    return rows as BookingDetail[];
  },

  async findByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<BookingRow | undefined> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
    return row;
  },

  async activeCleanerCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'cleaner'), eq(users.isActive, true)));
    return Number(row?.n ?? 0);
  },

  async takenSeats(db: DbOrTx, date: string, time: string): Promise<number[]> {
    const rows = await db
      .select({ seat: bookings.slotSeat })
      .from(bookings)
      .where(
        and(eq(bookings.scheduledDate, date), eq(bookings.scheduledTime, time), isNotNull(bookings.slotSeat)),
      );
    return rows.map((r) => r.seat!);
  },

  async bookedPerSlot(db: DbOrTx, date: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ time: bookings.scheduledTime, n: count() })
      .from(bookings)
      .where(and(eq(bookings.scheduledDate, date), isNotNull(bookings.slotSeat)))
      .groupBy(bookings.scheduledTime);
    return new Map(rows.map((r) => [r.time, Number(r.n)]));
  },

  /** Inserts into a given seat; null when that seat was taken meanwhile (the unique constraint decided). */
  async insertIntoSeat(db: DbOrTx, values: NewBooking): Promise<BookingRow | null> {
    const rows = await db
      .insert(bookings)
      .values(values)
      .onConflictDoNothing({ target: [bookings.scheduledDate, bookings.scheduledTime, bookings.slotSeat] })
      .returning();
    return rows[0] ?? null;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await db
      .update(bookings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    return row;
  },

  async cleanerBusy(
    db: DbOrTx,
    cleanerId: string,
    date: string,
    time: string,
    exceptBookingId?: string,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.cleanerId, cleanerId),
          eq(bookings.scheduledDate, date),
          eq(bookings.scheduledTime, time),
          sql`${bookings.status} <> 'cancelled'`,
          exceptBookingId ? sql`${bookings.id} <> ${exceptBookingId}` : undefined,
        ),
      )
      .limit(1);
    return !!row;
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

  listCleaners(db: DbOrTx) {
    return db.select().from(users).where(eq(users.role, 'cleaner')).orderBy(users.name);
  },
};
