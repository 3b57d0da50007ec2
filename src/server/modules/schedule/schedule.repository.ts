import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAssignments, bookings, users } from '../../db/schema/index';
import type { CleanerCalendar, Span } from '../../../shared/domain/crew-calendar';
import { windowFromRows, type CleanerDay } from '../../../shared/domain/day-availability';

export type AssignmentKind = 'reserved' | 'assigned';

/** A cleaner's jobs between two dates (inclusive); only the assigned ones when `onlyAssigned`. */
export interface JobsQuery {
  cleanerId: string;
  from: string;
  to: string;
  onlyAssigned: boolean;
}

const epochMs = (col: SQL) => sql<number>`(extract(epoch from ${col}) * 1000)::float8`;
const range = (span: Span) =>
  sql`tstzrange(${new Date(span.start).toISOString()}::timestamptz, ${new Date(span.end).toISOString()}::timestamptz, '[)')`;

/** A cleaner in the calendars' json: id, name, phone, [weekday, start, end]s, [from, to]s, [start, end]s. */
type CalendarRow = [
  string,
  string,
  string,
  [number, string, string][],
  [string, string][],
  [number, number][],
];

/**
 * The holds touching a window, grouped by cleaner. Read once as a materialized CTE: joined as a subquery, a
 * planner that has not yet counted a newly hired team (stale statistics) re-ran it for every cleaner, 8 ms
 * against 1 ms with 300 cleaners.
 */
const heldByCleaner = (window: Span, also: SQL = sql``) => sql`
  select a.cleaner_id,
    json_agg(json_build_array(${epochMs(sql`lower(a.during)`)}, ${epochMs(sql`upper(a.during)`)})) as held
  from booking_assignments a
  where a.during && ${range(window)} ${also}
  group by a.cleaner_id`;

/** json columns arrive parsed from node-postgres and as text from some drivers. */
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A json value another module reads in the calendars' statement (calendarsWith). */
export type ReadAlongside = SQL;

/** The exclusion constraint refused an overlapping hold (or, rarely, two crews deadlocked). */
export function isHoldConflict(error: unknown): boolean {
  for (let e: any = error; e; e = e.cause) if (e.code === '23P01' || e.code === '40P01') return true;
  return false;
}

/** Cleaners' time: their holds on bookings (reserved or assigned) and their calendars. */
export const scheduleRepository = {
  /**
   * Active cleaners with their hours, leave on `date`, and the holds that touch the window: one statement
   * (it runs inside every booking's transaction, where four separate ones were four round trips).
   */
  async calendars(
    db: DbOrTx,
    date: string,
    window: Span,
    opts: { exceptBookingId?: string; cleanerIds?: string[]; cityId?: string | null } = {},
  ): Promise<(CleanerCalendar & { phone: string })[]> {
    return (await scheduleRepository.calendarsWith(db, date, window, opts)).calendars;
  },

  /**
   * The calendars, and `alongside` (another module's json value, read in the same statement and round trip:
   * the booking's service-area rules), or null without one.
   */
  async calendarsWith(
    db: DbOrTx,
    date: string,
    window: Span,
    opts: {
      exceptBookingId?: string;
      cleanerIds?: string[];
      alongside?: ReadAlongside;
      /** The job's city: only its cleaners and those of no city (none: every cleaner). */
      cityId?: string | null;
    } = {},
  ): Promise<{ calendars: (CleanerCalendar & { phone: string })[]; alongside: unknown }> {
    if (opts.cleanerIds?.length === 0 && !opts.alongside) return { calendars: [], alongside: null };
    const ids = opts.cleanerIds?.length
      ? sql.join(
          opts.cleanerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : undefined;
    const only = opts.cleanerIds ? (ids ? sql`and u.id in (${ids})` : sql`and false`) : sql``;
    const inCity = opts.cityId ? sql`and (u.city_id is null or u.city_id = ${opts.cityId}::uuid)` : sql``;
    const except = opts.exceptBookingId ? sql`and a.booking_id <> ${opts.exceptBookingId}::uuid` : sql``;
    // One row even without a cleaner, for the value read alongside. The window's holds come in one read,
    // grouped by cleaner: a read per cleaner cost ~0.06 ms each (30 ms of 49 for 503 cleaners; issue 34).
    // The calendars come as one json value: a row and three json columns a cleaner cost more to parse than
    // the rest of a booking with 300 cleaners (issue 35).
    const held = heldByCleaner(window, sql`${except} ${ids ? sql`and a.cleaner_id in (${ids})` : sql``}`);
    const result = await db.execute(sql`
      with w as materialized (${held})
      select x.alongside, (
        select coalesce(json_agg(json_build_array(u.id, u.name, u.phone,
          coalesce((select json_agg(json_build_array(h.weekday, h.start_time, h.end_time))
            from cleaner_working_hours h where h.cleaner_id = u.id), '[]'),
          coalesce((select json_agg(json_build_array(l.from_date, l.to_date))
            from cleaner_leave l where l.cleaner_id = u.id and l.from_date <= ${date}::date and l.to_date >= ${date}::date), '[]'),
          coalesce(w.held, '[]'))), '[]')
        from users u left join w on w.cleaner_id = u.id
        where u.role = 'cleaner' and u.is_active ${only} ${inCity}
      ) as calendars
      from (select ${opts.alongside ?? sql`null::json`} as alongside) x`);
    const [row] = (result as unknown as { rows: { alongside: unknown; calendars: unknown }[] }).rows;
    const calendars = parseJson<CalendarRow[]>(row?.calendars ?? '[]').map(
      ([id, name, phone, hours, leaves, heldSpans]) => ({
        id,
        name,
        phone,
        hours: hours.map(([weekday, start, end]) => ({ weekday, start, end })),
        leaves: leaves.map(([fromDate, toDate]) => ({ fromDate, toDate })),
        held: heldSpans.map(([start, end]) => ({ start: +start, end: +end })),
      }),
    );
    return { calendars, alongside: row?.alongside ?? null };
  },

  /**
   * The day of every active cleaner not on leave, as availability needs it: that weekday's window and the
   * holds touching `window`, as one json value (one parse instead of a row and three json columns a cleaner:
   * with 300 cleaners those cost more than the rest of the request; issue 35).
   */
  async cleanerDays(db: DbOrTx, date: string, window: Span, cityId?: string | null): Promise<CleanerDay[]> {
    const inCity = cityId ? sql`and (u.city_id is null or u.city_id = ${cityId}::uuid)` : sql``;
    const result = await db.execute(sql`
      with w as materialized (${heldByCleaner(window)})
      select coalesce(json_agg(json_build_array(hw.any_hours, hw.start_time, hw.end_time, coalesce(w.held, '[]'))), '[]') as days
      from users u
      cross join lateral (
        select count(*) > 0 as any_hours,
          max(h.start_time) filter (where h.weekday = extract(dow from ${date}::date)) as start_time,
          max(h.end_time) filter (where h.weekday = extract(dow from ${date}::date)) as end_time
        from cleaner_working_hours h where h.cleaner_id = u.id
      ) hw
      left join w on w.cleaner_id = u.id
      where u.role = 'cleaner' and u.is_active ${inCity}
        and not exists (select 1 from cleaner_leave l
          where l.cleaner_id = u.id and l.from_date <= ${date}::date and l.to_date >= ${date}::date)`);
    const [row] = (result as unknown as { rows: { days: unknown }[] }).rows;
    type Row = [boolean, string | null, string | null, [number, number][]];
    return parseJson<Row[]>(row?.days ?? '[]').map(([anyHours, start, end, held]) => ({
      window: windowFromRows(anyHours, start !== null && end !== null ? { start, end } : null),
      held: held.map(([s, e]) => ({ start: +s, end: +e })),
    }));
  },

  /** Holds the crew's time; the exclusion constraint refuses an overlap even if the search raced. */
  async insertHolds(db: DbOrTx, bookingId: string, cleanerIds: string[], span: Span, kind: AssignmentKind) {
    // One insertion order for every transaction, so two crews sharing cleaners queue instead of deadlocking.
    for (const cleanerId of [...cleanerIds].sort()) {
      await db
        .insert(bookingAssignments)
        .values({ bookingId, cleanerId, during: range(span) as never, kind });
    }
  },

  async releaseHolds(db: DbOrTx, bookingId: string, cleanerId?: string) {
    await db
      .delete(bookingAssignments)
      .where(
        and(
          eq(bookingAssignments.bookingId, bookingId),
          cleanerId ? eq(bookingAssignments.cleanerId, cleanerId) : undefined,
        ),
      );
  },

  async confirmHolds(db: DbOrTx, bookingId: string) {
    await db
      .update(bookingAssignments)
      .set({ kind: 'assigned' })
      .where(eq(bookingAssignments.bookingId, bookingId));
  },

  async crewOf(db: DbOrTx, bookingId: string) {
    return db
      .select({
        cleanerId: bookingAssignments.cleanerId,
        kind: bookingAssignments.kind,
        name: users.name,
        phone: users.phone,
        email: users.email,
      })
      .from(bookingAssignments)
      .innerJoin(users, eq(users.id, bookingAssignments.cleanerId))
      .where(eq(bookingAssignments.bookingId, bookingId))
      .orderBy(asc(bookingAssignments.createdAt), asc(users.name));
  },

  /** The crews of many bookings at once (for lists). */
  async crewsOf(db: DbOrTx, bookingIds: string[]) {
    const map = new Map<string, { cleanerId: string; kind: string; name: string; phone: string }[]>();
    if (bookingIds.length === 0) return map;
    const rows = await db
      .select({
        bookingId: bookingAssignments.bookingId,
        cleanerId: bookingAssignments.cleanerId,
        kind: bookingAssignments.kind,
        name: users.name,
        phone: users.phone,
      })
      .from(bookingAssignments)
      .innerJoin(users, eq(users.id, bookingAssignments.cleanerId))
      .where(inArray(bookingAssignments.bookingId, bookingIds))
      .orderBy(asc(users.name));
    for (const { bookingId, ...member } of rows) map.set(bookingId, [...(map.get(bookingId) ?? []), member]);
    return map;
  },

  async isAssignedTo(db: DbOrTx, bookingId: string, cleanerId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookingAssignments.id })
      .from(bookingAssignments)
      .where(
        and(
          eq(bookingAssignments.bookingId, bookingId),
          eq(bookingAssignments.cleanerId, cleanerId),
          eq(bookingAssignments.kind, 'assigned'),
        ),
      );
    return !!row;
  },

  /** Bookings not started yet whose crew includes the cleaner, optionally only on some dates. */
  async futureJobsOf(db: DbOrTx, cleanerId: string, now: Date, dates?: { from: string; to: string }) {
    return db
      .select({ booking: bookings })
      .from(bookingAssignments)
      .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
      .where(
        and(
          eq(bookingAssignments.cleanerId, cleanerId),
          inArray(bookings.status, ['pending', 'assigned']),
          sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`,
          dates ? gte(bookings.scheduledDate, dates.from) : undefined,
          dates ? lte(bookings.scheduledDate, dates.to) : undefined,
        ),
      );
  },

  async jobsOf(db: DbOrTx, { cleanerId, from, to, onlyAssigned }: JobsQuery) {
    return db
      .select({ booking: bookings, kind: bookingAssignments.kind })
      .from(bookingAssignments)
      .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
      .where(
        and(
          eq(bookingAssignments.cleanerId, cleanerId),
          gte(bookings.scheduledDate, from),
          lte(bookings.scheduledDate, to),
          onlyAssigned ? eq(bookingAssignments.kind, 'assigned') : undefined,
        ),
      )
      .orderBy(asc(bookings.startsAt));
  },

  /** Each cleaner's jobs starting on a date (every status): the input of shared/domain/booked-hours.ts. */
  async jobsOn(db: DbOrTx, cleanerIds: string[], date: string, onlyAssigned = false) {
    if (cleanerIds.length === 0) return [];
    return db
      .select({
        cleanerId: bookingAssignments.cleanerId,
        status: bookings.status,
        durationMinutes: bookings.durationMinutes,
      })
      .from(bookingAssignments)
      .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
      .where(
        and(
          inArray(bookingAssignments.cleanerId, cleanerIds),
          eq(bookings.scheduledDate, date),
          onlyAssigned ? eq(bookingAssignments.kind, 'assigned') : undefined,
        ),
      );
  },
};
