import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, complaints } from '../../db/schema/index';
import type { Stamped } from '../../db/stamped';
import type { ComplaintStatus } from '../../../shared/domain/complaint-rules';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

const visit = {
  serviceName: bookings.serviceName,
  customerName: bookings.customerName,
  scheduledDate: bookings.scheduledDate,
  scheduledTime: bookings.scheduledTime,
  totalPaise: bookings.totalPaise,
  paymentStatus: bookings.paymentStatus,
  /** Whose city's staff see the complaint (decision 051). */
  cityId: bookings.cityId,
};
export type ComplaintWithVisit = { complaint: ComplaintRow; booking: { [K in keyof typeof visit]: any } };

export const complaintsRepository = {
  /** Inserts the booking's complaint; undefined when it already has one (the unique key). */
  async insert(db: DbOrTx, row: NewComplaint): Promise<ComplaintRow | undefined> {
    const [created] = await db.insert(complaints).values(row).onConflictDoNothing().returning();
    return created;
  },

  /** The complaint whose free re-clean `bookingId` is, if it is one. */
  async recleanOf(db: DbOrTx, bookingId: string): Promise<ComplaintRow | undefined> {
    const [row] = await db.select().from(complaints).where(eq(complaints.recleanBookingId, bookingId));
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<ComplaintRow | undefined> {
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
    return row;
  },

  /** The row locked for the rest of the transaction: one resolution at a time. */
  async lock(tx: DbOrTx, id: string): Promise<ComplaintRow | undefined> {
    const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
    return row;
  },

  async update(db: DbOrTx, id: string, set: Stamped<NewComplaint>, whereStatus?: ComplaintStatus) {
    const where: SQL = whereStatus
      ? and(eq(complaints.id, id), eq(complaints.status, whereStatus))!
      : eq(complaints.id, id);
    const [row] = await db.update(complaints).set(set).where(where).returning();
    return row as ComplaintRow | undefined;
  },

  listByUser: (db: DbOrTx, userId: string) =>
    db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.createdAt)),

  listByBooking: (db: DbOrTx, bookingId: string) =>
    db.select().from(complaints).where(eq(complaints.bookingId, bookingId)),

  async listWithVisits(db: DbOrTx, status?: ComplaintStatus, limit = 200): Promise<ComplaintWithVisit[]> {
    return db
      .select({ complaint: complaints, booking: visit })
      .from(complaints)
      .innerJoin(bookings, eq(bookings.id, complaints.bookingId))
      .where(status ? eq(complaints.status, status) : undefined)
      .orderBy(desc(complaints.createdAt))
      .limit(limit);
  },
};
