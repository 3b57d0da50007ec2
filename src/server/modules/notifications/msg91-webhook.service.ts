import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import { textOutboxRepository } from '../../platform/messaging/text-outbox.repository';
import { rememberWebhookEvent } from '../../platform/webhook-events.repository';

/**
 * One delivery report as MSG91 pushes it (JSON: the "Webhook (New)" On Report Received payload, or the
 * v3 one): the request id our send got back, the number, and the status as a code ("1") or a word.
 */
const reportSchema = z
  .object({
    requestId: z.string().min(1).max(100),
    status: z.union([z.string(), z.number()]).transform(String),
    telNum: z.string().max(20).optional(),
    number: z.string().max(20).optional(),
    desc: z.string().max(500).optional(),
    failureReason: z.string().max(500).optional(),
  })
  .passthrough();
export const msg91WebhookBodySchema = z.union([reportSchema, z.array(reportSchema).max(1000)]);
export type Msg91Report = z.input<typeof reportSchema>;

/** MSG91's report statuses (its help: 1 delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked). */
const FAILED_CODES: Record<string, string> = {
  '2': 'failed',
  '9': 'number on the Do Not Disturb list (NDNC)',
  '16': 'rejected',
  '25': 'rejected',
  '17': 'blocked number',
};

/** 'delivered', 'failed' with its reason, or null for a report that only says it is under way. */
export function readMsg91Status(r: {
  status: string;
  desc?: string;
  failureReason?: string;
}): { status: 'delivered' } | { status: 'failed'; reason: string } | null {
  const s = r.status.trim().toLowerCase();
  if (s === '1' || s === 'delivered') return { status: 'delivered' };
  const label =
    FAILED_CODES[s] ?? (/^(failed|rejected|ndnc|blocked|undelivered|expired)$/.test(s) ? s : null);
  if (!label) return null;
  const reason = [r.failureReason, r.desc].find((x) => x && x.trim() && x.toLowerCase() !== s) ?? label;
  return { status: 'failed', reason };
}

/**
 * MSG91's SMS delivery reports. MSG91 signs nothing: the URL set in its panel carries our secret
 * (`?token=…`, MSG91_WEBHOOK_TOKEN), compared in constant time. Each report moves the message with that
 * request id to delivered or failed (failed shows on the booking's messages with the reason), once: a
 * replayed report, in this process or another, is remembered in webhook_events and changes nothing.
 */
export function createMsg91WebhookService(deps: { db: Db; clock: Clock; token?: string }) {
  const authentic = (given: unknown) => {
    if (!deps.token || typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(deps.token);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    async receive(token: unknown, body: unknown) {
      if (!authentic(token)) throw new AppError('INVALID_SIGNATURE', 401, 'Invalid webhook token');
      const parsed = msg91WebhookBodySchema.safeParse(body);
      if (!parsed.success)
        throw new AppError('INVALID_BODY', 400, 'The webhook body is not an MSG91 delivery report.');
      const reports = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
      const now = deps.clock.now();
      let applied = 0;
      for (const r of reports) {
        const outcome = readMsg91Status(r);
        if (!outcome) continue;
        const number = r.telNum ?? r.number ?? '';
        await deps.db.transaction(async (tx) => {
          const key = `msg91:${r.requestId}:${number}:${outcome.status}`;
          if (!(await rememberWebhookEvent(tx, key, 'msg91'))) return;
          applied += await textOutboxRepository.recordDelivery(
            tx,
            r.requestId,
            outcome.status,
            now,
            outcome.status === 'failed' ? `SMS not delivered: ${outcome.reason}` : undefined,
          );
        });
      }
      return { applied };
    },
  };
}

export type Msg91WebhookService = ReturnType<typeof createMsg91WebhookService>;
