import { api } from '../../../lib/api-client';
import type { QuoteInput } from '../forms/inbox-schemas';
import type { InboxReply } from './send-contact-message';

/** POST /api/quotes: 'Get a quote'; reaches the admin's inbox. */
export const requestQuote = (input: QuoteInput) =>
  api.post<InboxReply>('/api/quotes', input, { auth: false });
