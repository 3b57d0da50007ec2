import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import type { Db } from '../../db/client';
import { errorResponses, ok, typed } from '../../platform/routing';
import { notFound } from '../../platform/errors';
import { inboundTexts } from '../notifications/inbound-texts.service';

const conversationSchema = z.object({
  number: z.string(),
  channel: z.string(),
  messages: z.number(),
  lastText: z.string(),
  lastAt: z.string(),
  userId: z.string().nullable(),
  customerName: z.string().nullable(),
});
const messageSchema = z.object({ id: z.string(), text: z.string(), receivedAt: z.string() });

/** The admin inbox's conversations: what customers wrote to us on WhatsApp, per number. */
export async function conversationsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = typed(app);
  const tags = ['inbox'];

  r.get(
    '/api/admin/inbox/conversations',
    {
      config: { access: 'inbox' as const },
      schema: { tags, response: { 200: successEnvelope(z.array(conversationSchema)), ...errorResponses } },
    },
    async () =>
      ok(
        (await inboundTexts.conversations(db)).map((c) => ({
          ...c,
          lastAt: c.lastAt.toISOString(),
        })),
      ),
  );

  r.get(
    '/api/admin/inbox/conversations/:number',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        params: z.object({ number: z.string().regex(/^[0-9]{8,15}$/) }),
        response: { 200: successEnvelope(z.array(messageSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const messages = await inboundTexts.messagesOf(db, req.params.number);
      // A number that never wrote to us has no conversation to open.
      if (!messages.length) throw notFound('No messages from this number.');
      return ok(messages.map((m) => ({ id: m.id, text: m.text, receivedAt: m.receivedAt.toISOString() })));
    },
  );
}
