import { useQuery } from '@tanstack/react-query';
import { adminMessageSchema, pagedSchema } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

const messagesPage = pagedSchema(adminMessageSchema);

export interface MessagesFilter {
  channel?: string;
  status?: string;
  bookingId?: string;
}

/** GET /api/admin/messages: email, SMS and WhatsApp messages, newest first. */
export const getMessages = (filter: MessagesFilter) =>
  parsedApi
    .get(`/api/admin/messages${toQueryString({ ...filter, size: 100 })}`, messagesPage)
    .then((d) => d.items);

export const useMessages = (filter: MessagesFilter) =>
  useQuery({
    queryKey: adminKeys.messages(filter),
    queryFn: () => getMessages(filter),
    refetchInterval: 15_000,
  });
