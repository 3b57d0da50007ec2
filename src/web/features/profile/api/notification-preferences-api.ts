import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '../../../../shared/notifications';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

const path = '/api/users/notification-preferences';

export const getNotificationPreferences = () =>
  api.get<{ data: NotificationPreferences }>(path).then((r) => r.data);
export const updateNotificationPreferences = (change: UpdateNotificationPreferences) =>
  api.put<{ data: NotificationPreferences }>(path, change).then((r) => r.data);

export const useNotificationPreferences = () =>
  useQuery({ queryKey: profileKeys.notificationPreferences(), queryFn: getNotificationPreferences });

export function useUpdateNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (prefs) => {
      client.setQueryData(profileKeys.notificationPreferences(), prefs);
      // The WhatsApp switch is that consent: its date changes with it.
      return client.invalidateQueries({ queryKey: profileKeys.consents() });
    },
  });
}
