import { useQuery } from '@tanstack/react-query';
import { adminMessageDetailSchema, type AdminMessageDto } from '../../../../shared/api-admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/messages/:channel/:id: one message as it was sent. */
export const getMessage = (channel: AdminMessageDto['channel'], id: string) =>
  api.getParsed(`/api/admin/messages/${channel}/${id}`, adminMessageDetailSchema);

export const useMessage = (message: Pick<AdminMessageDto, 'channel' | 'id'> | null) =>
  useQuery({
    queryKey: adminKeys.message(message),
    queryFn: () => getMessage(message!.channel, message!.id),
    enabled: !!message,
  });
