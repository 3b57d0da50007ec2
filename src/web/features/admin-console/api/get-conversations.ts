import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export interface ConversationDto {
  number: string;
  channel: string;
  messages: number;
  lastText: string;
  lastAt: string;
  userId: string | null;
  customerName: string | null;
}
export interface InboundMessageDto {
  id: string;
  text: string;
  receivedAt: string;
}

/** GET /api/admin/inbox/conversations: what customers wrote to us on WhatsApp, one row per number. */
export const useConversations = () =>
  useQuery({
    queryKey: adminKeys.conversations(),
    queryFn: () => api.get<{ data: ConversationDto[] }>('/api/admin/inbox/conversations').then((r) => r.data),
  });

/** One number's messages, newest first. */
export const useConversation = (number: string | null) =>
  useQuery({
    queryKey: adminKeys.conversation(number),
    queryFn: () =>
      api
        .get<{ data: InboundMessageDto[] }>(`/api/admin/inbox/conversations/${encodeURIComponent(number!)}`)
        .then((r) => r.data),
    enabled: !!number,
  });
