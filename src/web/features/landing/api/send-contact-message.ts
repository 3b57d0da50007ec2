import { api } from '../../../lib/api-client';
import type { ContactInput } from '../forms/inbox-schemas';

export interface InboxReply {
  status: 'success';
  message: string;
}

/** POST /api/contact: the 'Keep In Touch' form; stored for the admin's inbox. */
export const sendContactMessage = (input: ContactInput) =>
  api.post<InboxReply>('/api/contact', input, { auth: false });
