import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, cities, collections, documentCounters, invoices, payments } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What a document says of the visit it is for, read with it: the booking's date, size and add-ons, and how
 * its payment was made (the online payment's method, else the crew's collection, else the booking's choice).
 */
const visitColumns = {
  bookingId: bookings.id,
  scheduledDate: bookings.scheduledDate,
  scheduledTime: bookings.scheduledTime,
  quantity: bookings.areaSqft,
  measurementUnit: bookings.measurementUnit,
  addons: bookings.addons,
  paymentMethod: sql<
    string | null
  >`coalesce(${payments.method}, ${collections.method}, ${bookings.paymentMethod})`,
};
export interface InvoiceVisitRow {
  bookingId: string;
  scheduledDate: string;
  scheduledTime: string;
  quantity: number;
  measurementUnit: string;
  addons: { name: string; pricePaise: number }[];
  paymentMethod: string | null;
}

const withVisit = (db: DbOrTx) =>
  db
    .select({ invoice: invoices, visit: visitColumns, userId: bookings.userId })
    .from(invoices)
    .innerJoin(bookings, eq(invoices.bookingId, bookings.id))
    .leftJoin(payments, eq(invoices.paymentRowId, payments.id))
    .leftJoin(collections, eq(collections.bookingId, bookings.id));

export const invoicesRepository = {
  /**
   * The next number of a series: the counter row is created or bumped in the caller's transaction and
   * stays locked until it ends, so concurrent issuers queue and a rolled-back one leaves no gap.
   */
  async nextNumber(tx: DbOrTx, key: string): Promise<number> {
    const [row] = await tx
      .insert(documentCounters)
      .values({ key, last: 1 })
      .onConflictDoUpdate({ target: documentCounters.key, set: { last: sql`${documentCounters.last} + 1` } })
      .returning({ last: documentCounters.last });
    return row!.last;
  },

  async insert(tx: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [created] = await tx.insert(invoices).values(row).returning();
    return created!;
  },

  async find(db: DbOrTx, bookingId: string, kind: InvoiceRow['kind']) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, kind)));
    return row;
  },

  async findById(db: DbOrTx, id: string) {
    const [row] = await withVisit(db).where(eq(invoices.id, id));
    return row;
  },

  listForBooking: (db: DbOrTx, bookingId: string) =>
    db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.createdAt)),

  listWithVisits: (db: DbOrTx, bookingId: string) =>
    withVisit(db).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.createdAt)),

  async booking(db: DbOrTx, bookingId: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },

  /** The booking's city's GSTIN and state (nulls for a booking of no city), and the address's state. */
  async supplierOf(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select({ cityGstin: cities.gstin, cityState: cities.state, addressState: bookings.state })
      .from(bookings)
      .leftJoin(cities, eq(cities.id, bookings.cityId))
      .where(eq(bookings.id, bookingId));
    return row;
  },
};
