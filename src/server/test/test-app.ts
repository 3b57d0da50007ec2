import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import type { Clock } from '../platform/clock';
import type { MailTransport } from '../platform/mail/outbox';
import type { PaymentProvider } from '../platform/payments/provider';
import type { MessageProvider } from '../platform/messaging/provider';
import { configurePasswordHashing } from '../platform/passwords';
import type { TemplateContents } from './pglite-template';
import { apiClient, type ApiClient } from './api-client';

export { demo, uniqueEmail } from './api-client';

/**
 * A real app on a real port with its own database: in-memory PGlite, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (created here, dropped on close).
 */
export interface TestApp extends ApiClient {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, empty database on the PostgreSQL server at baseUrl; drop() removes it again. */
export async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `chamak_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A test file's own database, migrated and seeded as `contents` says (the seed's demo bookings not
 * included): in-memory PGlite loaded from the template the server project's global setup made
 * (pglite-template.ts), or, on PostgreSQL (TEST_DATABASE_URL) or without a template, a fresh database
 * migrated and seeded here. `drop` removes a PostgreSQL database after `database.close()`.
 */
export async function openTestDatabase(
  contents: TemplateContents = 'demo',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgBase = process.env.TEST_DATABASE_URL;
  const template = pgBase ? undefined : inject('pgliteTemplates')?.[contents];
  if (template) {
    const database = await openDatabase({ pgliteDump: new Blob([readFileSync(template)]) });
    return { database, drop: async () => undefined };
  }
  const created = pgBase ? await createPostgresDatabase(pgBase) : null;
  const database = await openDatabase({ databaseUrl: created?.url });
  await database.migrate();
  if (contents !== 'migrated') {
    await seedDatabase(database.db, { demoData: contents === 'demo', demoBookings: false });
  }
  return { database, drop: async () => created?.drop() };
}

export async function startTestApp(
  opts: {
    env?: Record<string, string>;
    clock?: Clock;
    mailTransport?: MailTransport | null;
    demoData?: boolean;
    /** The seed's demo bookings (off by default: tests book their own days). */
    demoBookings?: boolean;
    paymentProvider?: PaymentProvider | null;
    textProviders?: MessageProvider[];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-0123456789abcdef0123456789',
    ...opts.env,
  });
  configurePasswordHashing(config);
  const demoData = opts.demoData ?? true;
  const { database, drop } = await openTestDatabase(demoData ? 'demo' : 'catalogue');
  // Idempotent: on top of the template it adds only the demo bookings, dated from the test's clock.
  if (demoData && opts.demoBookings) {
    await seedDatabase(database.db, { demoData, demoBookings: true, now: opts.clock?.now() });
  }
  const app = await buildApp({
    config,
    database,
    clock: opts.clock,
    mailTransport: opts.mailTransport ?? null,
    webRoot: null,
    paymentProvider: opts.paymentProvider,
    textProviders: opts.textProviders,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    database,
    config,
    ...apiClient(baseUrl),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A clock tests can move. */
export function manualClock(start = new Date()): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d) => (now = d.getTime()),
    advance: (ms) => (now += ms),
  };
}
