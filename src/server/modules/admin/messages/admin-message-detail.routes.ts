import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessageDetailSchema, MESSAGE_CHANNELS } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { staffContentOf } from '../../../platform/mail/outbox';
import { outboxRepository } from '../../../platform/mail/outbox.repository';
import { redactTextMessage } from '../../../platform/mail/redaction';
import { textOutboxRepository } from '../../../platform/messaging/text-outbox.repository';
import { errorResponses, typed, ok } from '../../../platform/routing';

const params = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  id: z.string().uuid('Unknown id'),
});

const missing = () => notFound('Message not found', 'MESSAGE_NOT_FOUND');

/** An outbox message opened as it was sent, with the same secrets hidden as the list. */
export async function adminMessageDetailRoutes(app: FastifyInstance, deps: { db: Db; smsSandbox: boolean }) {
  const { db } = deps;
  typed(app).get(
    '/api/admin/messages/:channel/:id',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags: ['admin'],
        summary:
          "One outgoing message as it was sent: an email's subject, HTML, text and attachments; a text's words",
        params,
        response: { 200: successEnvelope(adminMessageDetailSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { channel, id } = req.params;
      if (channel === 'email') {
        const row = await outboxRepository.find(db, id);
        if (!row) throw missing();
        const content = await staffContentOf(row);
        return ok({
          id: row.id,
          channel,
          kind: row.kind,
          to: row.to,
          subject: content.subject,
          text: content.text,
          html: content.html ?? null,
          attachments: row.attachments.map((a) => a.filename),
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        });
      }
      const row = await textOutboxRepository.findById(db, id);
      if (!row || row.channel !== channel) throw missing();
      return ok({
        id: row.id,
        channel,
        kind: row.kind,
        to: row.to,
        subject: null,
        text: redactTextMessage(row.kind, row.text, { sandbox: deps.smsSandbox }),
        html: null,
        attachments: [],
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      });
    },
  );
}
