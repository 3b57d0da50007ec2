import type { Db } from '../../db/client';
import type { ContactInput, QuoteInput } from '../../../shared/schemas/inbox';
import type { Brand } from '../../platform/mail/brand';
import { templateCall } from '../../platform/mail/templates/index';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { inboxRepository, type InboxPageQuery, type QuoteStatus } from './inbox.repository';

/** Contact messages and quote requests, each stored and sent on to the team; sign-ups: the newsletter module. */
export function createInboxService(deps: { db: Db; teamEmail: string; brand: Brand }) {
  const { db } = deps;
  return {
    async contact(input: ContactInput) {
      const content = templateCall('contact-message', deps.brand, {
        name: input.name,
        email: input.email,
        message: input.message,
      });
      await db.transaction(async (tx) => {
        await inboxRepository.insertContact(tx, input);
        await enqueueEmail(tx, { kind: 'contact-message', to: deps.teamEmail, ...content });
      });
    },

    async quote(input: QuoteInput) {
      const content = templateCall('quote-request', deps.brand, { ...input });
      await db.transaction(async (tx) => {
        await inboxRepository.insertQuote(tx, {
          service: input.service,
          area: input.area ? String(input.area) : '',
          name: input.name ?? '',
          phone: input.phone,
          message: input.message ?? '',
        });
        await enqueueEmail(tx, { kind: 'quote-request', to: deps.teamEmail, ...content });
      });
    },

    async recent(limit = 50) {
      const [contacts, quotes] = await Promise.all([
        inboxRepository.newestContacts(db, limit),
        inboxRepository.newestQuotes(db, limit),
      ]);
      return { contacts, quotes };
    },

    contactsPage: (q: InboxPageQuery) => inboxRepository.contacts(db, q),
    quotesPage: (q: InboxPageQuery & { status?: QuoteStatus }) => inboxRepository.quotes(db, q),
    subscribersPage: (q: InboxPageQuery) => inboxRepository.subscribers(db, q),

    /** An admin marks a quote request contacted or closed (handled); audited. */
    async setQuoteStatus(actor: AuthUser, id: string, status: QuoteStatus) {
      return db.transaction(async (tx) => {
        const before = await inboxRepository.findQuote(tx, id);
        if (!before) throw notFound('Quote request not found', 'QUOTE_NOT_FOUND');
        const after = await inboxRepository.setQuoteStatus(tx, id, status);
        await recordAudit(tx, {
          actor,
          action: 'quote.status',
          entityType: 'quote',
          entityId: id,
          details: { from: before.status, to: status, phone: before.phone },
        });
        return after;
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
