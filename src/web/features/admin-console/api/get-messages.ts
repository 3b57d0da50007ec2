import { useQuery } from '@tanstack/react-query';
import { adminMessageSchema, pagedSchema } from '../../../../shared/api-admin';
import { api } from '../../../lib/api-client';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

const messagesPage = pagedSchema(adminMessageSchema);

export interface MessagesFilter {
  channel?: string;
  status?: string;
  bookingId?: string;
}

/** GET /api/admin/messages: email, SMS and WhatsApp messages, newest first. */
export const getMessages = (filter: MessagesFilter) =>
  api
    .getParsed(`/api/admin/messages${toQueryString({ ...filter, size: 100 })}`, messagesPage)
    .then((d) => d.items);

export const useMessages = (filter: MessagesFilter) =>
  useQuery({
    queryKey: adminKeys.messages(filter),
    queryFn: () => getMessages(filter),
    refetchInterval: 15_000,
  });
