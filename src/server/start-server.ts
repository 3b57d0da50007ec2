import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { registerDraining } from './platform/draining';
import { listenMetricsPort } from './platform/metrics-http';
import { configurePasswordHashing } from './platform/passwords';
import { createSmtpTransport } from './platform/mail/smtp-transport';
import type { Tracing } from './platform/tracing';

/** The only place that listens: configuration, database, migrations, seed, listen, graceful close. */
export async function startServer({ tracing }: { tracing?: Tracing } = {}) {
  const startedAt = performance.now();
  const config = loadConfig();
  configurePasswordHashing(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await seedDatabase(database.db, {
    demoData: config.DEMO_DATA,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
  });

  const app = await buildApp({
    config,
    database,
    mailTransport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, { from: config.MAIL_FROM }) : null,
    webRoot: config.WEB_ROOT,
    logMixin: tracing?.logIds,
  });
  const draining = registerDraining(app);
  const jobs = await app.jobs.start();

  // The scraper's own port (METRICS_PORT), apart from the app's; /metrics on the app's needs METRICS_TOKEN.
  const metricsPort =
    config.METRICS_PORT === undefined
      ? undefined
      : await listenMetricsPort(app.metrics, config.METRICS_PORT, config.HOST);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), config.DRAIN_GRACE_MS + 10_000).unref();
    try {
      if (config.DRAIN_GRACE_MS > 0) {
        // The load balancer sees /readyz fail and stops sending here; what it sent meanwhile is still served.
        draining.stopBeingReady();
        app.log.info(
          { signal, graceMs: config.DRAIN_GRACE_MS },
          'closing: /readyz answers 503, other requests are still served',
        );
        await new Promise((resolve) => setTimeout(resolve, config.DRAIN_GRACE_MS));
      }
      app.log.info(
        { signal, inFlight: draining.inFlight },
        'closing: new requests get 503, running ones finish',
      );
      const drained = await draining.drain(7_000);
      app.log.info({ drained }, 'closing: requests drained');
      await metricsPort?.close();
      await app.close();
      await database.close();
      // The last spans (the drained requests') reach the collector before the process ends.
      await tracing?.stop();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: database.kind,
      demoData: config.DEMO_DATA,
      mail: config.SMTP_URL ? 'smtp' : 'outbox only',
      texts: app.textOutbox.liveChannels.length ? app.textOutbox.liveChannels : 'outbox only',
      jobs,
      ...(metricsPort ? { metricsPort: metricsPort.port } : {}),
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Chamak is ready at http://localhost:${config.PORT}`,
  );
}
