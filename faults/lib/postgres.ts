import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the fault tests use; each test file makes its own database there and drops it. */
export const postgresBaseUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.FAULTS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export async function createDatabase(): Promise<{ url: string; sql: pg.Pool; drop: () => Promise<void> }> {
  const name = `chamak_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresBaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresBaseUrl);
  url.pathname = `/${name}`;
  const sql = new pg.Pool({ connectionString: url.toString(), max: 2 });
  sql.on('error', () => undefined);
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end();
      const c = new pg.Client({ connectionString: postgresBaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
