import {
  getTableColumns,
  getTableName,
  sql,
  type Column,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

/** A timestamptz as the drivers return it (text, or a Date) to the Date drizzle would have made of it. */
const instant = (value: unknown) => (value === null ? null : new Date(value as string));
/** A numeric column in number mode: the drivers give text (PostgreSQL's json gives a number). */
const decimal = (value: unknown) => (value === null ? null : Number(value));

function readerOf(column: Column): ((value: unknown) => unknown) | undefined {
  if (column.dataType === 'date') return instant;
  if (column.columnType === 'PgNumericNumber') return decimal;
  return undefined;
}

/**
 * One list of a table's fields, read by hand: `columns` selects them in raw SQL, each named by its field,
 * and `read` turns such a row (from the driver, or from PostgreSQL's json) into the row drizzle would have
 * made of it. Drizzle's generic row mapping (a type check per column per row) was a quarter of the CPU of
 * a page of 100 bookings; this converts only the columns that need it.
 */
export function rowFields<T extends Table, F extends keyof InferSelectModel<T> & string>(
  table: T,
  fields: readonly F[],
) {
  const all = getTableColumns(table) as Record<string, Column>;
  const name = getTableName(table);
  const columnsText = fields.map((f) => `"${name}"."${all[f].name}" as "${f}"`).join(', ');
  const columns = sql.raw(columnsText);
  const converted = fields.flatMap((f) => {
    const read = readerOf(all[f]);
    return read ? [[f, read] as const] : [];
  });
  const plain = fields.filter((f) => !readerOf(all[f]));
  return {
    columns,
    /** The same list as SQL text, for a statement written once (db/prepared.ts). */
    columnsText,
    read(raw: Record<string, unknown>): Pick<InferSelectModel<T>, F> {
      const row: Record<string, unknown> = {};
      for (const f of plain) row[f] = raw[f];
      for (const [f, read] of converted) row[f] = read(raw[f]);
      return row as Pick<InferSelectModel<T>, F>;
    },
  };
}
