import type { Db } from './client';

/** The drivers under drizzle, as much of them as a raw statement needs. */
interface PgPoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A statement whose text is written once (no query building per call), run on the pool outside any
 * transaction: on PostgreSQL a named prepared statement (parsed and planned once per connection), on PGlite
 * a parameterised query (PGlite runs it between transactions, never inside another's). For the hot paths
 * where drizzle's builder and its row mapping were a measurable share of a request's CPU.
 */
export function preparedStatement<Row = Record<string, unknown>>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
    const result =
      'totalCount' in client
        ? await client.query({ name, text, values })
        : await (client as PgliteLike).query(text, values);
    return result.rows as Row[];
  };
}
