import { notificationTexts } from '../../../../shared/notifications';
import { Switch } from '../../../components/ui/switch';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences-api';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

/** Profile → Settings: how the customer hears about bookings (email always; SMS and WhatsApp theirs to choose). */
export function NotificationSettings() {
  const { t } = useTranslation(PROFILE_NS);
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const change = (patch: { sms?: boolean; whatsapp?: boolean }) =>
    update.mutate(patch, {
      onSuccess: () => showToast('success', notificationTexts.saved),
      onError: (error) =>
        showToast('error', 'Could not save', error instanceof ApiError ? error.serverMessage : undefined),
    });
  const current = prefs.data;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
        {t('notifications.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('notifications.intro')}</p>
      <div className="mt-2 divide-y divide-slate-100">
        <Switch
          label={t('notifications.email')}
          hint={t('notifications.emailHint')}
          checked
          disabled
          onChange={() => undefined}
        />
        <Switch
          label={t('notifications.sms')}
          hint={t('notifications.smsHint')}
          checked={current?.sms ?? true}
          disabled={!current || update.isPending}
          onChange={(sms) => change({ sms })}
        />
        <Switch
          label={t('notifications.whatsapp')}
          hint={t('notifications.whatsappHint')}
          checked={current?.whatsapp ?? false}
          disabled={!current || update.isPending}
          onChange={(whatsapp) => change({ whatsapp })}
        />
      </div>
    </section>
  );
}
