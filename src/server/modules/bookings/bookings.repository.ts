import {
  and,
  count,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  bookingAssignments,
  bookingEvents,
  bookings,
  bookingSeries,
  pendingBookings,
  services,
  users,
} from '../../db/schema/index';
import { preparedStatement } from '../../db/prepared';
import { rowFields } from '../../db/row-fields';
import type { Stamped } from '../../db/stamped';
import { containsPattern } from '../../../shared/like-pattern';
import { reportBookingChange } from '../../platform/metrics';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

const cleaner = alias(users, 'cleaner');

/** A booking with what its screens show: the service's name and description, the assigned cleaner. */
export interface BookingDetail<B = BookingRow> {
  booking: B;
  service: { id: string; name: string; description: string; slug: string };
  cleaner: { id: string; name: string; phone: string; email: string } | null;
}

/** A booking's address columns (its point aside): copied from the address it was booked at. */
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'state', 'pincode'] as const;

/** The booking fields a booking's DTO reads (bookings.dto.ts): what a list selects, no more. */
const dtoFields = rowFields(bookings, [
  'id',
  'packageId',
  'serviceName',
  'packageName',
  'packageDescription',
  'packageDuration',
  'addons',
  'customerName',
  'customerEmail',
  'phoneNumber',
  ...ADDRESS_FIELDS,
  'areaSqft',
  'measurementUnit',
  'scheduledDate',
  'scheduledTime',
  'instructions',
  'frequency',
  'seriesId',
  'basePaise',
  'discountPaise',
  'planDiscountPaise',
  'memberDiscountPaise',
  'totalPaise',
  'couponId',
  'couponCode',
  'paymentMethod',
  'paymentStatus',
  'status',
  'cleanerId',
  'cleanerAssignedAt',
  'startsAt',
  'endsAt',
  'durationMinutes',
  'crewSize',
  'startCode',
  'startCodeFailures',
  'onMyWayAt',
  'startedAt',
  'completedAt',
  'completionNote',
  'cancelReason',
  'holdExpiresAt',
  'createdAt',
]);

export type BookingDtoRow = ReturnType<typeof dtoFields.read>;

/** A listed booking: its detail and its crew (lead first is the DTO's business), read in one statement. */
export interface ListedBooking extends BookingDetail<BookingDtoRow> {
  crew: { cleanerId: string; kind: string; name: string; phone: string }[];
}

/** A row of the list as PostgreSQL's json gives it: the booking's fields by name, then its service and cleaner. */
interface ListRow extends Record<string, unknown> {
  s_id: string;
  s_name: string;
  s_description: string;
  s_slug: string;
  c_id: string | null;
  c_name: string | null;
  c_phone: string | null;
  c_email: string | null;
  crew: ListedBooking['crew'] | null;
}

/** One list row by hand (see rowFields). Tested against findDetail in bookings.list.test.ts. */
function toListedBooking(r: ListRow): ListedBooking {
  return {
    booking: dtoFields.read(r),
    service: { id: r.s_id, name: r.s_name, description: r.s_description, slug: r.s_slug },
    cleaner: r.c_id ? { id: r.c_id, name: r.c_name!, phone: r.c_phone!, email: r.c_email! } : null,
    crew: r.crew ?? [],
  };
}

/** listQuery's columns; the crew comes as json from a subquery (ordered by name, as crewsOf orders it). */
const listColumns = sql`${dtoFields.columns},
  "services"."id" as s_id, "services"."name" as s_name, "services"."description" as s_description,
  "services"."slug" as s_slug,
  "cleaner"."id" as c_id, "cleaner"."name" as c_name, "cleaner"."phone" as c_phone, "cleaner"."email" as c_email,
  (select json_agg(json_build_object('cleanerId', a.cleaner_id, 'kind', a.kind, 'name', m.name, 'phone', m.phone)
      order by m.name)
    from booking_assignments a join users m on m.id = a.cleaner_id where a.booking_id = "bookings"."id") as crew`;

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

/** The fields a new visit is written with (the rest take their defaults): insertHeldVisit's columns. */
const HELD_VISIT_FIELDS = [
  'id',
  'userId',
  'serviceId',
  'packageId',
  'serviceName',
  'packageName',
  'packageDescription',
  'packageDuration',
  'addons',
  'customerName',
  'customerEmail',
  'phoneNumber',
  ...ADDRESS_FIELDS,
  'cityId',
  'addressLatitude',
  'addressLongitude',
  'areaSqft',
  'measurementUnit',
  'scheduledDate',
  'scheduledTime',
  'instructions',
  'frequency',
  'seriesId',
  'basePaise',
  'discountPaise',
  'memberDiscountPaise',
  'totalPaise',
  'couponId',
  'couponCode',
  'idempotencyKey',
  'idempotencyHash',
  'durationMinutes',
  'crewSize',
  'holdExpiresAt',
  'startsAt',
  'endsAt',
  'startCode',
  'preferredCleanerId',
] as const satisfies readonly (keyof NewBooking)[];

/** A held visit's values: every one of HELD_VISIT_FIELDS, none left to chance (null where none). */
export type HeldVisitValues = {
  [K in (typeof HELD_VISIT_FIELDS)[number]]-?: Exclude<NewBooking[K], undefined>;
};

const bookingColumns = getTableColumns(bookings);
const heldVisitColumns = HELD_VISIT_FIELDS.map((f) => `"${bookingColumns[f].name}"`).join(', ');
/** Every field of the inserted row, named by its field, read back as drizzle would have (rowFields). */
const allFields = rowFields(bookings, Object.keys(bookingColumns) as (keyof BookingRow)[]);

/**
 * A customer's checkout in one statement, its own transaction (no begin, no commit): the hold cap (the
 * account's row locked, its held bookings counted: drizzle/0036), the booking, its first history line and
 * its crew's holds. The exclusion constraint on the holds still refuses an overlap (23P01, the caller
 * retries with a fresh search); the cap refuses with P0001 TOO_MANY_UNPAID. Holds are inserted in cleaner-id
 * order, as every transaction inserts them, so two crews sharing cleaners queue instead of deadlocking.
 */
const insertHeldVisitStatement = preparedStatement<{ row: string }>(
  'insert_held_visit',
  `with cap as (select chamak_assert_under_hold_cap($1::uuid, $2::int) as ok),
  b as (
    insert into "bookings" (${heldVisitColumns})
    select ${heldVisitColumns} from cap, jsonb_populate_record(null::"bookings", $3::jsonb)
    where cap.ok
    returning *
  ),
  e as (
    insert into "booking_events" ("booking_id", "to_status", "actor_id", "actor_role", "note")
    select b.id, 'pending', $1::uuid, $4::text, $5::text from b
  ),
  h as (
    insert into "booking_assignments" ("booking_id", "cleaner_id", "during", "kind")
    select b.id, c.id, tstzrange($6::timestamptz, $7::timestamptz, '[)'), $8::text
    from b, (select x::uuid as id from jsonb_array_elements_text($9::jsonb) x order by 1) c
  )
  select row_to_json(r)::text as row from (select ${allFields.columnsText} from b as "bookings") r`,
);

export const bookingsRepository = {
  /** Whether the cleaner was on the crew of one of the customer's completed visits (lead or member). */
  async hasServed(db: DbOrTx, userId: string, cleanerId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.status, 'completed'),
          or(
            eq(bookings.cleanerId, cleanerId),
            exists(
              db
                .select({ one: sql`1` })
                .from(bookingAssignments)
                .where(
                  and(
                    eq(bookingAssignments.bookingId, bookings.id),
                    eq(bookingAssignments.cleanerId, cleanerId),
                  ),
                ),
            ),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(db: DbOrTx, values: NewBooking): Promise<BookingRow> {
    const [row] = await db.insert(bookings).values(values).returning();
    return row;
  },

  /** A held one-time visit, its history line and its crew's holds, in one statement (insertHeldVisitStatement). */
  async insertHeldVisit(
    db: Db,
    visit: {
      values: HeldVisitValues;
      maxHeld: number;
      actor: { id: string; role: string };
      note: string;
      holds: { cleanerIds: string[]; span: { start: number; end: number }; kind: 'reserved' | 'assigned' };
    },
  ): Promise<BookingRow> {
    const record: Record<string, unknown> = {};
    for (const f of HELD_VISIT_FIELDS) record[bookingColumns[f].name] = visit.values[f];
    const [{ row }] = await insertHeldVisitStatement(db, [
      visit.actor.id,
      visit.maxHeld,
      JSON.stringify(record),
      visit.actor.role,
      visit.note,
      new Date(visit.holds.span.start).toISOString(),
      new Date(visit.holds.span.end).toISOString(),
      visit.holds.kind,
      JSON.stringify(visit.holds.cleanerIds),
    ]);
    reportBookingChange({ to: 'pending', note: visit.note });
    return allFields.read(JSON.parse(row)) as BookingRow;
  },

  async insertSeries(
    db: DbOrTx,
    userId: string,
    frequency: (typeof bookingSeries.$inferInsert)['frequency'],
    discountPercent: number,
  ) {
    const [row] = await db
      .insert(bookingSeries)
      .values({ userId, frequency, discountPercent })
      .returning({ id: bookingSeries.id });
    return row.id;
  },

  /** A series' visits from `fromDate` on that are still to happen (pending or assigned). */
  openVisitsOfSeries: (db: DbOrTx, seriesId: string, fromDate: string) =>
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.seriesId, seriesId),
          gte(bookings.scheduledDate, fromDate),
          inArray(bookings.status, ['pending', 'assigned']),
        ),
      ),

  /**
   * Updates the booking only while its status is still `status` (and, with `startCodeFailuresBelow`, while
   * its start code is not locked); undefined when it moved meanwhile.
   */
  async updateIfStatus(
    db: DbOrTx,
    id: string,
    status: BookingRow['status'],
    values: Partial<NewBooking>,
    opts: { startCodeFailuresBelow?: number } = {},
  ): Promise<BookingRow | undefined> {
    const [row] = await db
      .update(bookings)
      .set(values)
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, status),
          opts.startCodeFailuresBelow === undefined
            ? undefined
            : lt(bookings.startCodeFailures, opts.startCodeFailuresBelow),
        ),
      )
      .returning();
    return row;
  },

  /** One more wrong start code, counted by the database; undefined when `max` had already been reached. */
  async countWrongStartCode(db: DbOrTx, id: string, max: number): Promise<number | undefined> {
    const [row] = await db
      .update(bookings)
      .set({ startCodeFailures: sql`${bookings.startCodeFailures} + 1` })
      .where(and(eq(bookings.id, id), lt(bookings.startCodeFailures, max)))
      .returning({ failures: bookings.startCodeFailures });
    return row?.failures;
  },

  /** Records 'on my way' once; undefined when it already was. */
  async markOnMyWay(db: DbOrTx, id: string, now: Date): Promise<BookingRow | undefined> {
    const [row] = await db
      .update(bookings)
      .set({ onMyWayAt: now, updatedAt: now })
      .where(and(eq(bookings.id, id), isNull(bookings.onMyWayAt)))
      .returning();
    return row;
  },

  // --- a booking kept while its customer logs in (made as a guest, booked after login) ---

  async findPending(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(pendingBookings).where(eq(pendingBookings.userId, userId));
    return row;
  },

  async savePending(db: DbOrTx, userId: string, payload: Record<string, unknown>, now: Date) {
    await db
      .insert(pendingBookings)
      .values({ userId, payload, createdAt: now })
      .onConflictDoUpdate({ target: pendingBookings.userId, set: { payload, createdAt: now } });
  },

  async deletePending(db: DbOrTx, userId: string) {
    await db.delete(pendingBookings).where(eq(pendingBookings.userId, userId));
  },

  async findDetail(db: DbOrTx, id: string): Promise<BookingDetail | undefined> {
    const [row] = await detailQuery(db).where(eq(bookings.id, id));
    return row as BookingDetail | undefined;
  },

  async list(
    db: DbOrTx,
    filter: { userId?: string; cleanerId?: string; status?: string; date?: string; q?: string },
    paging: { limit: number; offset: number } = { limit: 200, offset: 0 },
  ): Promise<{ rows: ListedBooking[]; total: number }> {
    const where: SQL[] = [];
    if (filter.userId) where.push(eq(bookings.userId, filter.userId));
    // A cleaner's jobs: those they lead, and those they are on the crew of. A union of two indexed reads
    // (bookings_cleaner_idx, booking_assignments_cleaner_idx): as an OR with EXISTS it was a scan of every
    // booking (issue 34 part 5: 4.8 s p95 at 1,000,000 bookings).
    if (filter.cleanerId)
      where.push(
        sql`${bookings.id} in (select l.id from ${bookings} l where l.cleaner_id = ${filter.cleanerId}
          union select a.booking_id from ${bookingAssignments} a
          where a.cleaner_id = ${filter.cleanerId} and a.kind = 'assigned')`,
      );
    if (filter.status) where.push(eq(bookings.status, filter.status as BookingRow['status']));
    if (filter.date) where.push(eq(bookings.scheduledDate, filter.date));
    if (filter.q) {
      const like = containsPattern(filter.q);
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
    const [result, [counted]] = await Promise.all([
      // The page as one json text: one JSON.parse instead of the driver parsing ~50 fields a row in JS.
      db.execute(sql`select coalesce(json_agg(page order by
          page."scheduledDate" desc, page."scheduledTime" desc, page.id desc), '[]')::text as page
        from (select ${listColumns}
          from ${bookings} inner join ${services} on ${eq(bookings.serviceId, services.id)}
          left join "users" "cleaner" on ${eq(bookings.cleanerId, cleaner.id)}
          ${condition ? sql`where ${condition}` : sql``}
          order by ${bookings.scheduledDate} desc, ${bookings.scheduledTime} desc, ${bookings.id} desc
          limit ${paging.limit} offset ${paging.offset}) page`),
      // Only a search reads the service's name; without one the count stays on bookings' own indexes.
      filter.q
        ? db
            .select({ n: count() })
            .from(bookings)
            .innerJoin(services, eq(bookings.serviceId, services.id))
            .where(condition)
        : db.select({ n: count() }).from(bookings).where(condition),
    ]);
    const [{ page }] = (result as unknown as { rows: { page: string }[] }).rows;
    const rows = (JSON.parse(page) as ListRow[]).map(toListedBooking);
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** The booking as it is now, locked until the transaction ends: changes of one booking queue up. */
  async lockForChange(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row;
  },

  async findByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<BookingRow | undefined> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
    return row;
  },

  /**
   * The invite's next SEQUENCE, counted by the database: two changes of one booking at once each get
   * their own number (a value read before the update could give both the same).
   */
  nextCalendarSequence: sql<number>`${bookings.calendarSequence} + 1`,

  async update(
    db: DbOrTx,
    id: string,
    values: Omit<Stamped<NewBooking>, 'calendarSequence'> & { calendarSequence?: number | SQL<number> },
  ): Promise<BookingRow> {
    const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
    return row;
  },

  /**
   * The payment choice for a booking and, when it is of a series, the series' other visits still to be
   * paid: each is paid at its own visit.
   */
  async setPaymentMethodOfGroup(
    db: DbOrTx,
    b: Pick<BookingRow, 'id' | 'seriesId'>,
    { paymentMethod, updatedAt }: { paymentMethod: string; updatedAt: Date },
  ) {
    const group = b.seriesId
      ? or(eq(bookings.id, b.id), eq(bookings.seriesId, b.seriesId))
      : eq(bookings.id, b.id);
    await db
      .update(bookings)
      .set({ paymentMethod, updatedAt })
      .where(
        and(
          group,
          or(
            eq(bookings.id, b.id),
            and(eq(bookings.paymentStatus, 'unpaid'), sql`${bookings.status} <> 'cancelled'`),
          ),
        ),
      );
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
