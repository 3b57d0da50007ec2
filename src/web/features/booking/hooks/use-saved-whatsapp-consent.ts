import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-store';
import { getNotificationPreferences } from '../../profile/api/notification-preferences-api';
import { profileKeys } from '../../profile/api/profile-keys';

/**
 * Whether the signed-in customer already agreed to WhatsApp updates (at sign-up or in the profile): the
 * booking form's box starts from it (issue 37). Undefined for a guest, or until the answer comes.
 */
export function useSavedWhatsappConsent(): boolean | undefined {
  const auth = useAuth();
  const prefs = useQuery({
    queryKey: profileKeys.notificationPreferences(),
    queryFn: getNotificationPreferences,
    enabled: !!auth,
    staleTime: 60_000,
  });
  return auth ? prefs.data?.whatsapp : undefined;
}
