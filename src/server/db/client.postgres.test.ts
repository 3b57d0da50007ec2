import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { createPostgresDatabase } from '../test/test-app';

/**
 * A connection dropped inside a transaction (a failover, an admin's pg_terminate_backend) fails that
 * transaction; it must not crash the process with an unhandled 'error' from the checked-out client.
 */
let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: Database;
let admin: pg.Client;
beforeAll(async () => {
  created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  database = await openDatabase({ databaseUrl: created.url });
  admin = new pg.Client({ connectionString: created.url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await database?.close();
  await created?.drop();
});

it('fails a transaction whose connection is terminated between its queries, and keeps serving', async () => {
  const transaction = database.db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    // Until the server has closed it: the client hears of it between queries, with no query to fail.
    for (;;) {
      const gone = await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0].pid]);
      if (gone.rowCount === 0) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    await tx.execute(sql`select 1`);
  });
  await expect(transaction).rejects.toThrow();
  const again = (await database.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
  expect(again.rows[0].n).toBe(2);
});
