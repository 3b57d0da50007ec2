import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import { indianMobile } from '../../platform/messaging/phone';
import { textOutboxRepository } from '../../platform/messaging/text-outbox.repository';
import { rememberWebhookEvent } from '../../platform/webhook-events.repository';
import { replyIntent } from '../../../shared/domain/opt-out-words';
import { isUuid } from '../../../shared/ids';
import { inboundTexts } from './inbound-texts.service';
import { verifiedMobiles } from '../users/phone-verification.service';
import { notificationsRepository } from './notifications.repository';

/** A Graph error inside a webhook: `error_data.details` says what was really wrong. */
const graphErrorSchema = z
  .object({
    code: z.number().optional(),
    title: z.string().optional(),
    message: z.string().optional(),
    error_data: z.object({ details: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();
type GraphError = z.infer<typeof graphErrorSchema>;

/** An error as one line: its code, its title or message, and Meta's details. */
export function describeGraphError(e: GraphError): string {
  const said = e.message ?? e.title ?? '';
  const details = e.error_data?.details && e.error_data.details !== said ? e.error_data.details : '';
  const head = [e.code !== undefined ? `(${e.code})` : '', said].filter(Boolean).join(' ');
  return [head, details].filter(Boolean).join(': ');
}

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
                  metadata: z.object({ phone_number_id: z.string().optional() }).passthrough().optional(),
                  /** Errors of the whole change (not of one message): logged with their details. */
                  errors: z.array(graphErrorSchema).optional(),
                  statuses: z
                    .array(
                      z.object({
                        id: z.string(),
                        status: z.string(),
                        recipient_id: z.string().optional(),
                        /** Our outbox id, sent with the message and echoed in each of its statuses. */
                        biz_opaque_callback_data: z.string().optional(),
                        errors: z.array(graphErrorSchema).optional(),
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
                        interactive: z
                          .object({
                            button_reply: z.object({ title: z.string().optional() }).optional(),
                            list_reply: z.object({ title: z.string().optional() }).optional(),
                          })
                          .passthrough()
                          .optional(),
                        /** A message type the API cannot carry ('unsupported') names why here. */
                        errors: z.array(graphErrorSchema).optional(),
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
  /** Our WhatsApp number's id: a change for any other number (same app, another number) is ignored. */
  phoneNumberId?: string;
  log?: { warn: (obj: object, msg: string) => void };
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
      let inbox = 0;
      let ignored = 0;
      // Each status and message is applied once, with its id remembered in the same transaction: a
      // replayed body (Meta retries, or someone resends a signed one) changes nothing the second time.
      const once = (eventId: string, apply: (tx: DbOrTx) => Promise<void>) =>
        deps.db.transaction(async (tx) => {
          if (await rememberWebhookEvent(tx, `whatsapp:${eventId}`, 'whatsapp')) await apply(tx);
        });
      for (const entry of parsed.data.entry)
        for (const change of entry.changes) {
          const { value } = change;
          if (!deps.phoneNumberId || value.metadata?.phone_number_id !== deps.phoneNumberId) {
            ignored++;
            continue;
          }
          if (value.errors?.length)
            deps.log?.warn(
              { errors: value.errors.map(describeGraphError) },
              'WhatsApp webhook reported errors for our number',
            );
          for (const s of value.statuses ?? []) {
            if (!DELIVERY.has(s.status as 'sent')) continue;
            const reason = s.errors?.map(describeGraphError).join('; ');
            const outboxId =
              s.biz_opaque_callback_data && isUuid(s.biz_opaque_callback_data)
                ? s.biz_opaque_callback_data
                : undefined;
            await once(`status:${s.id}:${s.status}`, async (tx) => {
              statuses += await textOutboxRepository.recordDelivery(
                tx,
                s.id,
                s.status as 'sent',
                now,
                reason ? `WhatsApp: ${reason}` : undefined,
                outboxId,
              );
            });
          }
          for (const m of value.messages ?? []) {
            const said = (
              m.text?.body ??
              m.button?.text ??
              m.button?.payload ??
              m.interactive?.button_reply?.title ??
              m.interactive?.list_reply?.title ??
              ''
            ).trim();
            const intent = replyIntent(said);
            const number = indianMobile(`+${m.from.replace(/\D/g, '')}`) ?? m.from.replace(/\D/g, '');
            if (!/^[0-9]{8,15}$/.test(number)) continue;
            const id = m.id ?? createHash('sha256').update(JSON.stringify(m)).digest('hex');
            await once(`message:${id}`, async (tx) => {
              const owner = await verifiedMobiles.ownerOf(tx, number);
              if (!intent) {
                // Anything else is a customer writing to us: it lands in the admin inbox.
                const problems = m.errors?.map(describeGraphError).join('; ');
                const text = said || `[${m.type}${problems ? `: ${problems}` : ''}]`;
                await inboundTexts.record(tx, {
                  channel: 'whatsapp',
                  from: number,
                  userId: owner ?? null,
                  text: text.slice(0, 4000),
                  providerMessageId: id,
                  receivedAt: now,
                });
                inbox++;
                return;
              }
              // The STOP or START is the number's: it binds the number and the account that proved it.
              const stop = intent === 'stop';
              if (stop) await notificationsRepository.optOut(tx, 'whatsapp', number);
              else await notificationsRepository.clearOptOut(tx, 'whatsapp', number);
              if (owner) await notificationsRepository.setChannel(tx, owner, 'whatsapp', !stop, now);
              if (stop) stops++;
              else starts++;
            });
          }
        }
      return { statuses, stops, starts, inbox, ignored };
    },
  };
}

export type WhatsAppWebhookService = ReturnType<typeof createWhatsAppWebhookService>;
