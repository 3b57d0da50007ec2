import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessageSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminMessagesQuerySchema } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { currentUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import { conflict, notFound } from '../../../platform/errors';
import { redactArguments, redactText, redactTextMessage } from '../../../platform/mail/redaction';
import { renderTemplate } from '../../../platform/mail/templates/registry';
import { textOutboxRepository } from '../../../platform/messaging/text-outbox.repository';
import { errorResponses, idParams, typed, ok } from '../../../platform/routing';
import { adminMessageDetailRoutes } from './admin-message-detail.routes';
import { adminMessagesRepository, type MessageRow } from './admin-messages.repository';

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

const toDto = (r: MessageRow & { summary: string }) => ({
  id: r.id,
  channel: r.channel,
  kind: r.kind,
  to: r.to,
  summary: r.summary,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  providerMessageId: r.provider_message_id,
  deliveryStatus: r.delivery_status,
  bookingId: r.booking_id,
  createdAt: iso(r.created_at)!,
  sentAt: iso(r.sent_at),
  failedAt: iso(r.failed_at),
});

/** One outbox for every channel: email, SMS and WhatsApp, filterable, and a retry for failed texts. */
export async function adminMessagesRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; smsSandbox: boolean },
) {
  const { db, clock } = deps;
  const r = typed(app);
  await app.register(adminMessageDetailRoutes, { db, smsSandbox: deps.smsSandbox });

  r.get(
    '/api/admin/messages',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags: ['admin'],
        summary: 'Outgoing email, SMS and WhatsApp messages, newest first, by channel, status or booking',
        querystring: adminMessagesQuerySchema,
        response: { 200: successEnvelope(pagedSchema(adminMessageSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const { page = 1, size = 20, ...filter } = req.query;
      const { rows, total } = await adminMessagesRepository.list(db, filter, {
        limit: size,
        offset: (page - 1) * size,
      });
      // A templated email's subject comes from rendering it in its language, as it was sent.
      const items = await Promise.all(
        rows.map(async (row) =>
          toDto({
            ...row,
            // Secrets hidden (redaction.ts): an SMS body is its summary, and a code may be all it says.
            summary:
              row.channel === 'email'
                ? row.summary !== null
                  ? redactText(row.summary)
                  : (
                      await renderTemplate(
                        row.template ?? '',
                        redactArguments(row.template_args ?? []),
                        row.language ?? 'en',
                      )
                    ).subject
                : redactTextMessage(row.kind, row.summary ?? '', { sandbox: deps.smsSandbox }),
          }),
        ),
      );
      return ok({ items, page, size, total });
    },
  );

  r.post(
    '/api/admin/messages/texts/:id/retry',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed SMS or WhatsApp message again; a sent one is never resent (409)',
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.string() })), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const id = await db.transaction(async (tx) => {
        const found = await textOutboxRepository.findById(tx, req.params.id);
        if (!found) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
        const row = await textOutboxRepository.requeue(tx, found.id, clock.now());
        if (!row)
          throw found.status === 'sent'
            ? conflict('This message has already been sent.', 'MESSAGE_ALREADY_SENT')
            : conflict('This message is being sent right now.', 'MESSAGE_SENDING');
        await recordAudit(tx, {
          actor,
          action: 'outbox.retry',
          entityType: 'outbox_text',
          entityId: row.id,
          details: { kind: row.kind, channel: row.channel, to: row.to },
        });
        return row.id;
      });
      return ok({ id }, 'The message is queued again.');
    },
  );
}
