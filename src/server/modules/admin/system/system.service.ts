import { readFileSync } from 'node:fs';
import type { SystemStatusDto } from '../../../../shared/api-system';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Metrics } from '../../../platform/metrics';
import { readScrapeSnapshot } from '../../../platform/metrics.repository';
import { systemRepository } from './system.repository';

const appVersion: string = JSON.parse(
  readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
).version;

type Providers = SystemStatusDto['providers'];

/** Which live service each channel uses, or null where it runs in its sandbox (or is off). */
export function providersOf(config: Config, running: { mailSandbox: boolean; push: boolean }): Providers {
  const exotel =
    config.EXOTEL_API_KEY && config.EXOTEL_API_TOKEN && config.EXOTEL_ACCOUNT_SID && config.EXOTEL_CALLER_ID;
  return [
    { channel: 'email', provider: running.mailSandbox ? null : 'SMTP' },
    { channel: 'sms', provider: config.MSG91_AUTH_KEY ? 'MSG91' : null },
    {
      channel: 'whatsapp',
      provider: config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID ? 'WhatsApp Cloud API' : null,
    },
    { channel: 'payments', provider: config.RAZORPAY_KEY_ID ? 'Razorpay' : null },
    { channel: 'calls', provider: exotel ? 'Exotel' : null },
    { channel: 'push', provider: running.push ? 'Web Push' : null },
  ];
}

/**
 * The owner's System page: what is queued and how old, what failed last and why, each job's last run,
 * which providers are live, and the versions. Jobs' runs are this process's (its metrics); the schedule
 * of cluster-wide jobs is the database's, whichever process ran them.
 */
export function createSystemService(deps: {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  metrics: Metrics;
  providers: Providers;
  startedAt: Date;
}) {
  return {
    async status(): Promise<SystemStatusDto> {
      const [snapshot, troubles, schedules, jobs, databaseVersion] = await Promise.all([
        readScrapeSnapshot(deps.db),
        systemRepository.channelTroubles(deps.db),
        systemRepository.schedules(deps.db),
        deps.metrics.jobStates(),
        systemRepository.databaseVersion(deps.db),
      ]);
      const trouble = new Map(troubles.map((t) => [t.channel, t]));
      const schedule = new Map(schedules.map((s) => [s.name, s]));
      return {
        versions: {
          app: appVersion,
          node: process.versions.node,
          database: `${deps.databaseKind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${databaseVersion}`.trim(),
        },
        startedAt: deps.startedAt.toISOString(),
        queues: snapshot.outboxes.map((q) => {
          const t = trouble.get(q.channel);
          return {
            outbox: q.outbox,
            channel: q.channel,
            depth: q.depth,
            oldestDueAgeSeconds: Math.round(q.oldestDueAgeSeconds),
            failedLastDay: t?.failedLastDay ?? 0,
            lastError:
              t?.lastError && t.lastErrorAt ? { at: t.lastErrorAt.toISOString(), error: t.lastError } : null,
          };
        }),
        jobs: jobs.map((j) => ({
          name: j.name,
          everySeconds: j.everySeconds,
          runs: j.runs,
          failures: j.failures,
          lastSuccessAt: j.lastSuccessAt?.toISOString() ?? null,
          lastStartedAt: schedule.get(j.name)?.lastStartedAt?.toISOString() ?? null,
          nextRunAt: schedule.get(j.name)?.nextRunAt.toISOString() ?? null,
        })),
        providers: deps.providers,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
