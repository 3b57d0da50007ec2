import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idOf, type ContactMessage, type NewsletterSubscriber, type QuoteRequest } from '../model/admin-dtos';

type WithId<T> = Omit<T, 'id'> & { id?: string; _id?: string };

/** GET /api/admin/inbox: contact messages, quote requests and (when sent) newsletter subscribers. */
export const getInbox = () =>
  api
    .get<{
      data: {
        contacts: WithId<ContactMessage>[];
        quotes: WithId<QuoteRequest>[];
        newsletter?: NewsletterSubscriber[];
        subscribers?: NewsletterSubscriber[];
      };
    }>('/api/admin/inbox')
    .then((r) => ({
      contacts: r.data.contacts.map((c): ContactMessage => ({ ...c, id: idOf(c) })),
      quotes: r.data.quotes.map((q): QuoteRequest => ({ ...q, id: idOf(q) })),
      subscribers: r.data.newsletter ?? r.data.subscribers ?? null,
    }));

export const useInbox = () => useQuery({ queryKey: ['admin', 'inbox'], queryFn: getInbox });
