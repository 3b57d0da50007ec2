import { z } from 'zod';

/** GET /api/admin/system: the owner's System page — versions, queues, jobs and providers. */
export const systemStatusSchema = z.object({
  versions: z.object({ app: z.string(), node: z.string(), database: z.string() }),
  /** When this process started (ISO). */
  startedAt: z.string(),
  queues: z.array(
    z.object({
      outbox: z.enum(['mail', 'text']),
      channel: z.string(),
      /** Messages waiting to be sent (due or retrying later). */
      depth: z.number(),
      oldestDueAgeSeconds: z.number(),
      /** Given up on in the last 24 hours. */
      failedLastDay: z.number(),
      lastError: z.object({ at: z.string(), error: z.string() }).nullable(),
    }),
  ),
  jobs: z.array(
    z.object({
      name: z.string(),
      everySeconds: z.number(),
      runs: z.number(),
      failures: z.number(),
      /** In this process; null until a run succeeds. */
      lastSuccessAt: z.string().nullable(),
      /** Cluster-wide jobs' schedule (any process): null for a job every process runs. */
      lastStartedAt: z.string().nullable(),
      nextRunAt: z.string().nullable(),
    }),
  ),
  providers: z.array(
    z.object({
      channel: z.enum(['email', 'sms', 'whatsapp', 'payments', 'calls', 'push']),
      /** The live service's name, or null when the channel runs in its sandbox / is off. */
      provider: z.string().nullable(),
    }),
  ),
});
export type SystemStatusDto = z.infer<typeof systemStatusSchema>;
