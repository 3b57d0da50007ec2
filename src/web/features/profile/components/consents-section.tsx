import { formatInstantDay } from '../../../../shared/domain/date-format';
import type { Consent, ConsentPurpose } from '../../../../shared/schemas/privacy';
import { Switch } from '../../../components/ui/switch';
import { showToast } from '../../../components/ui/toast';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { PrivacyNotice } from '../../privacy-notice';
import { useConsents, useSetConsent } from '../api/consents-api';
import { PROFILE_NS } from '../i18n';

/**
 * Profile → Settings, "Privacy and consent" (DPDP Rules 2025): the itemised notice, and each consent with
 * when it was given or withdrawn. The newsletter and location are withdrawn here in one tap; WhatsApp is the
 * Notifications switch above (one switch for one choice).
 */
export function ConsentsSection({ email }: { email: string }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const messageText = useMessageText();
  const consents = useConsents();
  const update = useSetConsent();
  const byPurpose = new Map<ConsentPurpose, Consent>((consents.data ?? []).map((c) => [c.purpose, c]));
  const when = (c: Consent | undefined) =>
    c?.changedAt
      ? t(c.granted ? 'consents.given' : 'consents.withdrawn', {
          date: formatInstantDay(c.changedAt, i18n.language),
        })
      : '';
  const hint = (text: string, c: Consent | undefined) => [text, when(c)].filter(Boolean).join(' ');
  const change = (purpose: ConsentPurpose, granted: boolean) =>
    update.mutate(
      { purpose, granted },
      {
        onSuccess: () => showToast('success', messageText('Your choice is saved.')),
        onError: (error) =>
          showToast('error', 'Could not save', error instanceof ApiError ? error.serverMessage : undefined),
      },
    );
  const whatsapp = byPurpose.get('whatsapp');
  const newsletter = byPurpose.get('newsletter');
  const location = byPurpose.get('location');
  const busy = !consents.data || update.isPending;

  return (
    <section aria-labelledby="consents-heading" className="space-y-3">
      <h2 id="consents-heading" className="text-lg font-semibold text-slate-900">
        {t('consents.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('consents.intro')}</p>
      <PrivacyNotice />
      {consents.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('consents.failed')}
        </p>
      ) : null}
      <div className="divide-y divide-slate-100">
        <div className="py-3">
          <p className="text-sm font-medium text-slate-900">{t('consents.whatsapp')}</p>
          <p className="text-xs text-slate-500">
            {hint(t(whatsapp?.granted ? 'consents.whatsappOn' : 'consents.whatsappOff'), whatsapp)}
          </p>
        </div>
        <Switch
          label={t('consents.newsletter')}
          hint={hint(
            t(newsletter?.awaitingConfirmation ? 'consents.newsletterPending' : 'consents.newsletterHint', {
              email,
            }),
            newsletter,
          )}
          checked={newsletter?.granted ?? false}
          disabled={busy}
          onChange={(granted) => change('newsletter', granted)}
        />
        <Switch
          label={t('consents.location')}
          hint={hint(t('consents.locationHint'), location)}
          checked={location?.granted ?? false}
          // Given only by sharing a point from an address: the switch can only withdraw.
          disabled={busy || !location?.granted}
          onChange={(granted) => change('location', granted)}
        />
      </div>
    </section>
  );
}
