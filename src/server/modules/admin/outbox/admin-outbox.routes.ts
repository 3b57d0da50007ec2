import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOutboxEmailSchema, pagedSchema } from '../../../../shared/api-admin';
import { successEnvelope } from '../../../../shared/api';
import { adminOutboxQuerySchema } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { currentUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import {
  listOutbox,
  messageIdFor,
  retryOutboxMessage,
  withStaffContent,
  type OutboxRow,
} from '../../../platform/mail/outbox';
import { errorResponses, idParams, typed, ok } from '../../../platform/routing';

const iso = (d: Date) => d.toISOString();

/** A row with its content as staff may read it (rendered on read, secrets hidden: see withStaffContent). */
export function toAdminOutboxEmailDto(row: OutboxRow & { subject: string; text: string }, mailFrom: string) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    attachments: row.attachments.map((a) => a.filename),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: messageIdFor(row.id, mailFrom),
    createdAt: iso(row.createdAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
  };
}

/** The admin's view of outgoing email: every message with its state, and a retry for one that failed. */
export async function adminOutboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; mailFrom: string; mailSandbox?: boolean },
) {
  const { db, clock, mailFrom } = deps;
  const sandbox = { sandbox: deps.mailSandbox };
  const r = typed(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/outbox',
    {
      config: { access: 'audit' as const },
      schema: {
        tags,
        summary: 'Outgoing emails, newest first, by status (queued, sent, failed)',
        querystring: adminOutboxQuerySchema,
        response: { 200: successEnvelope(pagedSchema(adminOutboxEmailSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const { items, total, page, size } = await listOutbox(db, req.query);
      return ok({
        items: (await withStaffContent(items, sandbox)).map((row) => toAdminOutboxEmailDto(row, mailFrom)),
        page,
        size,
        total,
      });
    },
  );

  r.post(
    '/api/admin/outbox/:id/retry',
    {
      config: { access: 'audit' as const },
      schema: {
        tags,
        summary: 'Queue a failed email again with a fresh set of attempts; a sent one is never resent (409)',
        params: idParams,
        response: { 200: successEnvelope(z.object({ email: adminOutboxEmailSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const row = await db.transaction(async (tx) => {
        const retried = await retryOutboxMessage(tx, req.params.id, clock);
        await recordAudit(tx, {
          actor,
          action: 'outbox.retry',
          entityType: 'outbox_email',
          entityId: retried.id,
          details: { kind: retried.kind, to: retried.to },
        });
        return retried;
      });
      return ok(
        { email: toAdminOutboxEmailDto((await withStaffContent([row], sandbox))[0], mailFrom) },
        'The email is queued again.',
      );
    },
  );
}
