import { notificationTexts as t } from '../../../../shared/notifications';
import { Switch } from '../../../components/ui/switch';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences-api';

/** Profile → Settings: how the customer hears about bookings (email always; SMS and WhatsApp theirs to choose). */
export function NotificationSettings() {
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const change = (patch: { sms?: boolean; whatsapp?: boolean }) =>
    update.mutate(patch, {
      onSuccess: () => showToast('success', t.saved),
      onError: (error) =>
        showToast('error', 'Could not save', error instanceof ApiError ? error.serverMessage : undefined),
    });
  const current = prefs.data;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
        {t.settingsTitle}
      </h2>
      <p className="text-sm text-slate-600">{t.settingsIntro}</p>
      <div className="mt-2 divide-y divide-slate-100">
        <Switch label={t.email} hint={t.emailHint} checked disabled onChange={() => undefined} />
        <Switch
          label={t.sms}
          hint={t.smsHint}
          checked={current?.sms ?? true}
          disabled={!current || update.isPending}
          onChange={(sms) => change({ sms })}
        />
        <Switch
          label={t.whatsapp}
          hint={t.whatsappHint}
          checked={current?.whatsapp ?? false}
          disabled={!current || update.isPending}
          onChange={(whatsapp) => change({ whatsapp })}
        />
      </div>
    </section>
  );
}
