import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, cleanerPayRules, dispatchDecisions, dispatchOffers, users } from '../../db/schema/index';
import type { DispatchBookingRow } from './auto-dispatch.repository';

export type OfferRow = typeof dispatchOffers.$inferSelect;
export type OfferState = OfferRow['state'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * DISPATCH_MODE=offer's reads and writes. An offer's state moves only from 'open', each time by an update
 * conditional on it (or under the offer's row lock), so an accept, a decline and the expiry job never both
 * win; the partial unique index keeps one open offer a booking.
 */
export const dispatchOffersRepository = {
  /**
   * The next confirmed booking with no decision and no open offer, locked for the caller's transaction
   * (another process skips it). The same bookings auto mode claims, less those waiting on an answer.
   */
  async claimNext(tx: DbOrTx, now: Date): Promise<DispatchBookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending'),
          sql`${bookings.cleanerId} is null`,
          sql`${bookings.holdExpiresAt} is null`,
          sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${dispatchDecisions} d where d.booking_id = ${bookings.id})`,
          sql`not exists (select 1 from ${dispatchOffers} o where o.booking_id = ${bookings.id} and o.state = 'open')`,
          // A plan is offered as one: its later visits wait while one of its visits is offered.
          sql`(${bookings.seriesId} is null or not exists (
            select 1 from ${dispatchOffers} o join ${bookings} s on s.id = o.booking_id
            where s.series_id = ${bookings.seriesId} and o.state = 'open'))`,
        ),
      )
      .orderBy(bookings.startsAt)
      .limit(1)
      .for('update', { of: bookings, skipLocked: true });
    return row;
  },

  /** The booking's earlier offers that came to nothing, with each crew, oldest first. */
  async triedOffers(tx: DbOrTx, bookingId: string) {
    return tx
      .select({ cleanerIds: dispatchOffers.cleanerIds, state: dispatchOffers.state })
      .from(dispatchOffers)
      .where(
        and(
          eq(dispatchOffers.bookingId, bookingId),
          sql`${dispatchOffers.state} in ('declined', 'expired', 'withdrawn')`,
        ),
      )
      .orderBy(dispatchOffers.offeredAt);
  },

  async insert(tx: DbOrTx, values: typeof dispatchOffers.$inferInsert): Promise<OfferRow> {
    const [row] = await tx.insert(dispatchOffers).values(values).returning();
    return row;
  },

  /**
   * Every open offer past its time becomes 'expired', once: the update is conditional on 'open', so an
   * accept holding the row's lock wins, and a second process's update finds nothing left to change.
   */
  async expireDue(tx: DbOrTx, now: Date): Promise<number> {
    const rows = await tx
      .update(dispatchOffers)
      .set({ state: 'expired', answeredAt: now })
      .where(
        and(
          eq(dispatchOffers.state, 'open'),
          sql`${dispatchOffers.expiresAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: dispatchOffers.id });
    return rows.length;
  },

  /** Open offers whose booking no longer waits for a crew (assigned by an admin, cancelled): withdrawn. */
  async withdrawStale(tx: DbOrTx, now: Date): Promise<number> {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update ${dispatchOffers} o set state = 'withdrawn', answered_at = ${now.toISOString()}::timestamptz
        from ${bookings} b
        where b.id = o.booking_id and o.state = 'open'
          and (b.status <> 'pending' or b.cleaner_id is not null)
        returning o.id`),
    );
    return rows.length;
  },

  /** The offer, locked, when it was made to this cleaner; undefined otherwise (theirs to see or not at all). */
  async lockMine(tx: DbOrTx, offerId: string, cleanerId: string): Promise<OfferRow | undefined> {
    const [row] = await tx
      .select()
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.id, offerId), sql`${cleanerId}::uuid = any(${dispatchOffers.cleanerIds})`))
      .for('update');
    return row;
  },

  /**
   * A plan's visits after this one still waiting for a crew (confirmed, unassigned, not decided or offered):
   * what comes with an accepted offer of its visit, soonest first.
   */
  laterOpenVisits: (db: DbOrTx, b: Pick<DispatchBookingRow, 'id' | 'seriesId' | 'startsAt'>) =>
    b.seriesId && b.startsAt
      ? db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.seriesId, b.seriesId),
              ne(bookings.id, b.id),
              eq(bookings.status, 'pending'),
              sql`${bookings.cleanerId} is null`,
              sql`${bookings.holdExpiresAt} is null`,
              sql`${bookings.startsAt} > ${b.startsAt.toISOString()}::timestamptz`,
              sql`not exists (select 1 from ${dispatchDecisions} d where d.booking_id = ${bookings.id})`,
              sql`not exists (select 1 from ${dispatchOffers} o where o.booking_id = ${bookings.id} and o.state = 'open')`,
            ),
          )
          .orderBy(asc(bookings.startsAt))
      : Promise.resolve([] as { id: string }[]),

  async find(db: DbOrTx, offerId: string): Promise<OfferRow | undefined> {
    const [row] = await db.select().from(dispatchOffers).where(eq(dispatchOffers.id, offerId));
    return row;
  },

  async booking(db: DbOrTx, bookingId: string): Promise<DispatchBookingRow | undefined> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },

  async lockBooking(tx: DbOrTx, bookingId: string): Promise<DispatchBookingRow | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return row;
  },

  /** Answers an open offer (the caller holds its lock). */
  async answer(
    tx: DbOrTx,
    offerId: string,
    values: { state: Exclude<OfferState, 'open'>; answeredBy?: string; declineReason?: string | null },
    now: Date,
  ) {
    await tx
      .update(dispatchOffers)
      .set({ ...values, answeredAt: now })
      .where(and(eq(dispatchOffers.id, offerId), eq(dispatchOffers.state, 'open')));
  },

  /** The booking's open offer, if one waits for an answer. */
  /** The booking's answered, lapsed and withdrawn offers, oldest first. */
  async closedOfBooking(db: DbOrTx, bookingId: string): Promise<OfferRow[]> {
    return db
      .select()
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.bookingId, bookingId), ne(dispatchOffers.state, 'open')))
      .orderBy(asc(dispatchOffers.offeredAt));
  },

  async lockOpenOfBooking(tx: DbOrTx, bookingId: string): Promise<OfferRow | undefined> {
    const [row] = await tx
      .select()
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.bookingId, bookingId), eq(dispatchOffers.state, 'open')))
      .for('update');
    return row;
  },

  async openOfBooking(db: DbOrTx, bookingId: string): Promise<OfferRow | undefined> {
    const [row] = await db
      .select()
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.bookingId, bookingId), eq(dispatchOffers.state, 'open')));
    return row;
  },

  /** The cleaner's open offers not yet lapsed, with each booking and the cleaner's pay rule. */
  async openFor(db: DbOrTx, cleanerId: string, now: Date) {
    return db
      .select({
        offer: dispatchOffers,
        booking: bookings,
        rule: { kind: cleanerPayRules.kind, ratePaise: cleanerPayRules.ratePaise },
      })
      .from(dispatchOffers)
      .innerJoin(bookings, eq(bookings.id, dispatchOffers.bookingId))
      .leftJoin(cleanerPayRules, eq(cleanerPayRules.cleanerId, sql`${cleanerId}::uuid`))
      .where(
        and(
          eq(dispatchOffers.state, 'open'),
          sql`${cleanerId}::uuid = any(${dispatchOffers.cleanerIds})`,
          sql`${dispatchOffers.expiresAt} > ${now.toISOString()}::timestamptz`,
          // Assigned or cancelled meanwhile (the next pass withdraws the offer): no longer shown.
          eq(bookings.status, 'pending'),
          sql`${bookings.cleanerId} is null`,
        ),
      )
      .orderBy(bookings.startsAt);
  },

  /** Names, emails and phones of cleaners (for the push and the history's words). */
  async people(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  },
};
