import { useQuery } from '@tanstack/react-query';
import type {
  AdminInboxDto,
  ContactMessageDto,
  NewsletterSubscriberDto,
  Paged,
  QuoteRequestDto,
} from '../../../../shared/api-admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/inbox (contact messages, quote requests) and GET /api/admin/inbox/newsletter (subscribers). */
export const getInbox = () =>
  Promise.all([
    api.get<{ data: AdminInboxDto }>('/api/admin/inbox'),
    api.get<{ data: Paged<NewsletterSubscriberDto> }>('/api/admin/inbox/newsletter?size=100'),
  ]).then(([inbox, newsletter]) => ({
    contacts: inbox.data.contacts.map(({ _id, ...c }): ContactMessageDto => ({ ...c, id: _id })),
    quotes: inbox.data.quotes.map(({ _id, ...q }): QuoteRequestDto => ({ ...q, id: _id })),
    subscribers: newsletter.data.items,
  }));

export const useInbox = () => useQuery({ queryKey: adminKeys.inbox(), queryFn: getInbox });
