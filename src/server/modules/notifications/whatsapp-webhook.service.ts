import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import { indianMobile } from '../../platform/messaging/phone';
import { textOutboxRepository } from '../../platform/messaging/text-outbox.repository';
import { rememberWebhookEvent } from '../../platform/webhook-events.repository';
import { verifiedMobiles } from '../users/phone-verification.service';
import { notificationsRepository } from './notifications.repository';

/** The parts of Meta's webhook body we read: message statuses and inbound messages. */
const webhookBodySchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  statuses: z
                    .array(
                      z.object({
                        id: z.string(),
                        status: z.string(),
                        recipient_id: z.string().optional(),
                        errors: z
                          .array(
                            z.object({
                              code: z.number().optional(),
                              title: z.string().optional(),
                              message: z.string().optional(),
                            }),
                          )
                          .optional(),
                      }),
                    )
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        id: z.string().optional(),
                        from: z.string(),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z
                          .object({ text: z.string().optional(), payload: z.string().optional() })
                          .optional(),
                      }),
                    )
                    .optional(),
                })
                .passthrough(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/** English and the Hindi the sign-up hint asks for ('reply स्टॉप'). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop all', 'cancel updates', 'स्टॉप', 'बंद करें']);
/** The number's own way back after a STOP (Meta's opt-in keywords, and Hindi). */
const START_WORDS = new Set(['start', 'unstop', 'subscribe', 'स्टार्ट', 'शुरू करें']);
const DELIVERY = new Set(['sent', 'delivered', 'read', 'failed'] as const);

/**
 * Meta's WhatsApp webhook: the subscribe handshake, then signed POSTs carrying the statuses of our
 * messages and the messages people send us. The signature (X-Hub-Signature-256: sha256=<hex HMAC of
 * the raw body with the app secret>) is checked before anything is read.
 */
export function createWhatsAppWebhookService(deps: {
  db: Db;
  clock: Clock;
  appSecret?: string;
  verifyToken?: string;
}) {
  function verifySignature(raw: Buffer, header: unknown): boolean {
    if (!deps.appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
    const given = Buffer.from(header.slice('sha256='.length), 'hex');
    const expected = createHmac('sha256', deps.appSecret).update(raw).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    /** GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: the challenge back; 403 for a wrong token. */
    handshake(mode: string | undefined, token: string | undefined, challenge: string | undefined): string {
      const a = Buffer.from(token ?? '');
      const b = Buffer.from(deps.verifyToken ?? '');
      const matches = !!deps.verifyToken && a.length === b.length && timingSafeEqual(a, b);
      if (mode !== 'subscribe' || !challenge)
        throw new AppError('NOT_A_HANDSHAKE', 400, 'Expected hub.mode=subscribe with a hub.challenge.');
      if (!matches) throw forbidden('Webhook verification failed.');
      return challenge;
    },

    async receive(raw: Buffer, signature: unknown) {
      if (!verifySignature(raw, signature))
        throw new AppError('INVALID_SIGNATURE', 401, 'Invalid webhook signature');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('INVALID_BODY', 400, 'The webhook body is not JSON.');
      }
      const parsed = webhookBodySchema.safeParse(json);
      if (!parsed.success)
        throw new AppError('INVALID_BODY', 400, 'The webhook body is not a WhatsApp event.');
      const now = deps.clock.now();
      let statuses = 0;
      let stops = 0;
      let starts = 0;
      // Each status and message is applied once, with its id remembered in the same transaction: a
      // replayed body (Meta retries, or someone resends a signed one) changes nothing the second time.
      const once = (eventId: string, apply: (tx: DbOrTx) => Promise<void>) =>
        deps.db.transaction(async (tx) => {
          if (await rememberWebhookEvent(tx, `whatsapp:${eventId}`, 'whatsapp')) await apply(tx);
        });
      for (const entry of parsed.data.entry)
        for (const change of entry.changes) {
          for (const s of change.value.statuses ?? []) {
            if (!DELIVERY.has(s.status as 'sent')) continue;
            const reason = s.errors?.map((e) => e.message ?? e.title ?? `code ${e.code}`).join('; ');
            await once(`status:${s.id}:${s.status}`, async (tx) => {
              statuses += await textOutboxRepository.recordDelivery(
                tx,
                s.id,
                s.status as 'sent',
                now,
                reason ? `WhatsApp: ${reason}` : undefined,
              );
            });
          }
          for (const m of change.value.messages ?? []) {
            const said = (m.text?.body ?? m.button?.text ?? m.button?.payload ?? '').trim().toLowerCase();
            const stop = STOP_WORDS.has(said);
            if (!stop && !START_WORDS.has(said)) continue;
            const number = indianMobile(`+${m.from.replace(/\D/g, '')}`);
            if (!number) continue;
            const id = m.id ?? createHash('sha256').update(JSON.stringify(m)).digest('hex');
            await once(`message:${id}`, async (tx) => {
              // The STOP or START is the number's: it binds the number and the account that proved it.
              if (stop) await notificationsRepository.optOut(tx, 'whatsapp', number);
              else await notificationsRepository.clearOptOut(tx, 'whatsapp', number);
              const owner = await verifiedMobiles.ownerOf(tx, number);
              if (owner) await notificationsRepository.setChannel(tx, owner, 'whatsapp', !stop, now);
              if (stop) stops++;
              else starts++;
            });
          }
        }
      return { statuses, stops, starts };
    },
  };
}

export type WhatsAppWebhookService = ReturnType<typeof createWhatsAppWebhookService>;
