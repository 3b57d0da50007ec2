import { useQuery } from '@tanstack/react-query';
import { adminMessageDetailSchema, type AdminMessageDto } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/messages/:channel/:id: one message as it was sent. */
export const getMessage = (channel: AdminMessageDto['channel'], id: string) =>
  parsedApi.get(`/api/admin/messages/${channel}/${id}`, adminMessageDetailSchema);

export const useMessage = (message: Pick<AdminMessageDto, 'channel' | 'id'> | null) =>
  useQuery({
    queryKey: adminKeys.message(message),
    queryFn: () => getMessage(message!.channel, message!.id),
    enabled: !!message,
  });
