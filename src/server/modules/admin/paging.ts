import type { Paged } from '../../../shared/api-admin';

/** The rows of one page: `limit`/`offset` for a query asked for `page` (from 1) of `size`. */
export const pageWindow = (q: { page: number; size: number }) => ({
  limit: q.size,
  offset: (q.page - 1) * q.size,
});

export function toPaged<Row, Item>(
  q: { page: number; size: number },
  rows: Row[],
  total: number,
  map: (row: Row) => Item,
): Paged<Item> {
  return { items: rows.map(map), page: q.page, size: q.size, total };
}

/** The first instant of a day in India, for `timestamptz >=` comparisons. */
export const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00+05:30`));
