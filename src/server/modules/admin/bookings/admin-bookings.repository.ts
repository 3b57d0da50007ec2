import { and, asc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookingEvents, bookings, users } from '../../../db/schema/index';
import type { AdminBookingsExportQuery, AdminBookingsQuery } from '../../../../shared/schemas/admin';
import { rowFields } from '../../../db/row-fields';
import { pageWindow } from '../paging';
import { EXACT_TOTAL_LIMIT, largeTotal } from '../../../platform/large-totals.repository';
import { AppError } from '../../../platform/errors';
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

/** What decides which rows a list has (not their order or page): its total's cache key. */
const filterKey = ({
  page: _page,
  size: _size,
  sort: _sort,
  order: _order,
  after: _after,
  ...rest
}: AdminBookingsQuery) => rest;

/** A search already read as the ids it matches (matchingIds), so the page and its count need not repeat it. */
type ListFilters = (Partial<AdminBookingsQuery> | AdminBookingsExportQuery) & {
  matchingIds?: string[];
  /** The caller's cities (a staff member tied to cities sees only theirs); undefined: every city. */
  scopeCityIds?: string[];
};

function filters(q: ListFilters): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.from) where.push(gte(bookings.scheduledDate, q.from));
  if (q.to) where.push(lte(bookings.scheduledDate, q.to));
  if (q.serviceId) where.push(eq(bookings.serviceId, q.serviceId));
  if (q.cleanerId) where.push(eq(bookings.cleanerId, q.cleanerId));
  if (q.customerId) where.push(eq(bookings.userId, q.customerId));
  if (q.cityId) where.push(eq(bookings.cityId, q.cityId));
  if (q.scopeCityIds) where.push(inArray(bookings.cityId, q.scopeCityIds));
  if (q.unassigned === 'true') where.push(isNull(bookings.cleanerId), ne(bookings.status, 'cancelled'));
  if (q.unassigned === 'false') where.push(sql`${bookings.cleanerId} is not null`);
  if (q.matchingIds) where.push(sql`${bookings.id} = any(${`{${q.matchingIds.join(',')}}`}::uuid[])`);
  else if (q.search) where.push(sql`${bookings.id} in (${searchMatches(q.search)})`);
  return where.length ? and(...where) : undefined;
}

/** The least and greatest uuid whose text starts with `prefix` (hex digits, dashes where a uuid has them). */
function uuidRange(prefix: string): [string, string] | undefined {
  const hex = prefix.replace(/-/g, '');
  if (hex.length > 32) return undefined;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}

/**
 * The ids of bookings a search finds: by the booking's own contact copy (name, email, phone) or its
 * reference, or by its customer account's name or email. Written as a union of two indexed reads
 * (drizzle/0051: trigram indexes; the reference as a range of the primary key) rather than one OR across
 * bookings and users, which only a scan of every booking could answer.
 */
function searchMatches(search: string): SQL {
  const like = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  const own: SQL[] = [sql`s.customer_name ilike ${like}`, sql`s.customer_email ilike ${like}`];
  if (digits.length >= 3) own.push(sql`s.phone_number ilike ${`%${digits}%`}`);
  const idPrefix = referenceSearchPrefix(search);
  const range = idPrefix ? uuidRange(idPrefix) : undefined;
  if (idPrefix && range)
    own.push(
      sql`(s.id between ${range[0]}::uuid and ${range[1]}::uuid and s.id::text like ${`${idPrefix}%`})`,
    );
  return sql`select s.id from ${bookings} s where ${sql.join(own, sql` or `)}
    union
    select s.id from ${bookings} s join "users" u on u.id = s.user_id
    where u.name ilike ${like} or u.email ilike ${like}`;
}

/**
 * The ids a search matches, read once for the page and its count (each ran the search before: a search by
 * name read ~36 ms twice at 1,000,000 bookings); undefined past EXACT_TOTAL_LIMIT, where both keep it as a
 * subquery rather than carry that many ids.
 */
async function matchingIds(db: DbOrTx, search: string): Promise<string[] | undefined> {
  const found = await db.execute(sql`${searchMatches(search)} limit ${EXACT_TOTAL_LIMIT + 1}`);
  const ids = (found as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return ids.length <= EXACT_TOTAL_LIMIT ? ids : undefined;
}

interface SortKey {
  column: SQL;
  /** The column's type, for a cursor's values (sent back as text). */
  type: SQL;
  dir: 'asc' | 'desc';
}

/** The sort's columns and directions: the list's order, and the keyset a cursor continues from. */
function sortKeys(q: Pick<AdminBookingsQuery, 'sort' | 'order'>): SortKey[] {
  const dir = (q.order ?? 'desc') === 'asc' ? 'asc' : 'desc';
  const key = (column: SQL, type: SQL, d: 'asc' | 'desc' = dir): SortKey => ({ column, type, dir: d });
  const id = key(sql`"bookings"."id"`, sql`uuid`);
  if (q.sort === 'created') return [key(sql`"bookings"."created_at"`, sql`timestamptz`), id];
  if (q.sort === 'total')
    return [
      key(sql`"bookings"."total_paise"`, sql`integer`),
      key(sql`"bookings"."created_at"`, sql`timestamptz`, 'desc'),
      id,
    ];
  return [
    key(sql`"bookings"."scheduled_date"`, sql`date`),
    key(sql`"bookings"."scheduled_time"`, sql`text`),
    id,
  ];
}

const orderBy = (keys: SortKey[]) =>
  sql.join(
    keys.map((k) => sql`${k.column} ${k.dir === 'asc' ? sql`asc` : sql`desc`}`),
    sql`, `,
  );

/** A page's cursor: its last row's sort values as PostgreSQL prints them, in base64url JSON. */
function decodeCursor(cursor: string, keys: SortKey[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (!Array.isArray(values) || values.length !== keys.length || !values.every((v) => typeof v === 'string'))
    throw new AppError('BAD_REQUEST', 400, 'This list has changed: start again from its first page');
  return values as string[];
}

/**
 * The rows after the cursor's, in the list's order (keyset pagination: the index is entered at the cursor,
 * where OFFSET would walk every row before it). One row comparison when every key runs the same way
 * (the index's range); else the lexicographic OR of each key beyond with the ones before it equal.
 */
function afterCursor(keys: SortKey[], values: string[]): SQL {
  const value = (i: number) => sql`${values[i]}::${keys[i]!.type}`;
  const beyond = (d: 'asc' | 'desc') => (d === 'asc' ? sql`>` : sql`<`);
  if (keys.every((k) => k.dir === keys[0]!.dir))
    return sql`(${sql.join(
      keys.map((k) => k.column),
      sql`, `,
    )}) ${beyond(keys[0]!.dir)} (${sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    )})`;
  const arms = keys.map((k, i) =>
    sql.join(
      [
        ...keys.slice(0, i).map((e, j) => sql`${e.column} = ${value(j)}`),
        sql`${k.column} ${beyond(k.dir)} ${value(i)}`,
      ],
      sql` and `,
    ),
  );
  return sql`(${sql.join(
    arms.map((a) => sql`(${a})`),
    sql` or `,
  )})`;
}

/** The booking fields an exported row has: the list's and the address. */
const exportFields = rowFields(bookings, [
  'id',
  'customerName',
  'customerEmail',
  'phoneNumber',
  'serviceName',
  'packageName',
  'scheduledDate',
  'scheduledTime',
  'status',
  'paymentStatus',
  'paymentMethod',
  'totalPaise',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'createdAt',
]);

export interface AdminExportRow {
  booking: ReturnType<typeof exportFields.read>;
  customer: { name: string; email: string; phone: string };
  /** The crew's names, the lead first; the assigned cleaner alone when no crew is recorded. */
  crew: string[];
}

/** The export's order: visit date, time, then id (bookings_date_idx, then the primary key for ties). */
const EXPORT_KEYS = sortKeys({ sort: 'date', order: 'asc' });

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
  /**
   * A page of the list: `page` (OFFSET), or with `after` the rows after that cursor (keyset; `page` is then
   * ignored). `nextCursor` continues after this page's last row; null on the last page.
   */
  async page(db: DbOrTx, q: AdminBookingsQuery & { scopeCityIds?: string[] }) {
    const where = filters(q.search ? { ...q, matchingIds: await matchingIds(db, q.search) } : q);
    const keys = sortKeys(q);
    const conditions = and(where, q.after ? afterCursor(keys, decodeCursor(q.after, keys)) : undefined);
    const { limit, offset } = q.after ? { limit: q.size, offset: 0 } : pageWindow(q);
    const [result, total] = await Promise.all([
      // The page's rows are chosen on bookings alone (its indexes; an OFFSET skips ids, not joined rows
      // with their crews); the customer, cleaner and crew are read for the page's rows only.
      db.execute(sql`select ${pageColumns}, ${crewJson} as crew, page.cursor
        from (select "bookings"."id", json_build_array(${sql.join(
          keys.map((k) => sql`${k.column}::text`),
          sql`, `,
        )})::text as cursor
          from ${bookings} ${conditions ? sql`where ${conditions}` : sql``}
          order by ${orderBy(keys)} limit ${limit} offset ${offset}) as page
        inner join ${bookings} on "bookings"."id" = page.id
        inner join "users" "customer" on ${eq(bookings.userId, customer.id)}
        left join "users" "cleaner" on ${eq(bookings.cleanerId, cleaner.id)}
        order by ${orderBy(keys)}`),
      // The count stays on bookings' own indexes (a search is a subquery of them too); large totals are
      // counted once a minute (large-totals.ts).
      largeTotal(
        db,
        `admin-bookings:${JSON.stringify(filterKey(q))}`,
        sql`from ${bookings} ${where ? sql`where ${where}` : sql``}`,
      ),
    ]);
    const raw = (result as unknown as { rows: (AdminListRow & { cursor: string })[] }).rows;
    const last = raw.length === limit ? raw[raw.length - 1] : undefined;
    return {
      rows: raw.map(toAdminListRow),
      total,
      nextCursor: last ? Buffer.from(last.cursor).toString('base64url') : null,
    };
  },

  /**
   * One batch of an export: up to `limit` matching bookings after `after` (the previous batch's last
   * sort values; null: from the first), in visit order. Each batch is its own short query, entered at its
   * cursor through bookings_date_idx, so a year is read a batch at a time and no transaction stays open.
   */
  async exportBatch(
    db: DbOrTx,
    q: AdminBookingsExportQuery & { scopeCityIds?: string[] },
    after: string[] | null,
    limit: number,
  ): Promise<{ rows: AdminExportRow[]; last: string[] | null }> {
    const conditions = and(filters(q), after ? afterCursor(EXPORT_KEYS, after) : undefined);
    const result = await db.execute(sql`select ${exportFields.columns}, "customer"."name" as u_name,
        "customer"."email" as u_email, "customer"."phone" as u_phone, "cleaner"."name" as c_name,
        ${crewJson} as crew, batch.cursor
      from (select "bookings"."id", json_build_array(${sql.join(
        EXPORT_KEYS.map((k) => sql`${k.column}::text`),
        sql`, `,
      )})::text as cursor
        from ${bookings} ${conditions ? sql`where ${conditions}` : sql``}
        order by ${orderBy(EXPORT_KEYS)} limit ${limit}) as batch
      inner join ${bookings} on "bookings"."id" = batch.id
      inner join "users" "customer" on ${eq(bookings.userId, customer.id)}
      left join "users" "cleaner" on ${eq(bookings.cleanerId, cleaner.id)}
      order by ${orderBy(EXPORT_KEYS)}`);
    const raw = (
      result as unknown as {
        rows: (Record<string, unknown> & {
          u_name: string;
          u_email: string;
          u_phone: string;
          c_name: string | null;
          crew: CrewMember[];
          cursor: string;
        })[];
      }
    ).rows;
    const last = raw.length === limit ? (JSON.parse(raw[raw.length - 1]!.cursor) as string[]) : null;
    return {
      rows: raw.map((r) => ({
        booking: exportFields.read(r),
        customer: { name: r.u_name, email: r.u_email, phone: r.u_phone },
        crew: r.crew.length ? r.crew.map((c) => c.name) : r.c_name ? [r.c_name] : [],
      })),
      last,
    };
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
