import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatInstantDay } from '../../../../shared/domain/date-format';
import type { PasskeyDto } from '../../../../shared/schemas/passkeys';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { PASSKEYS_NS } from '../../../i18n/namespaces/passkeys';
import { authKeys } from '../api/auth-keys';
import { usePasskeyErrorText } from './passkey-sign-in';
import { addPasskey, listPasskeys, passkeysSupported, removePasskey } from '../api/passkeys-api';

/**
 * "Passkeys": the account's passkeys (name, when added and last used), one more added with the device's
 * fingerprint, face or screen lock, one removed. On the profile, the console's sign-in page and the screen a
 * staff account must pass first (`onAdded`: a passkey is its second factor).
 */
export function PasskeysSection({ onAdded }: { onAdded?: () => void }) {
  const { t, i18n } = useTranslation(PASSKEYS_NS);
  const messageText = useMessageText();
  const errorText = usePasskeyErrorText();
  const qc = useQueryClient();
  const passkeys = useQuery({ queryKey: authKeys.passkeys(), queryFn: listPasskeys });
  const [error, setError] = useState<string | undefined>();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: authKeys.passkeys() }),
      qc.invalidateQueries({ queryKey: authKeys.secondFactor() }),
    ]);
  const add = useMutation({
    mutationFn: addPasskey,
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      showToast('success', messageText('Passkey added.'), undefined, 3000);
      await refresh();
      onAdded?.();
    },
    onError: (e) => setError(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: (p: PasskeyDto) => removePasskey(p.id),
    onMutate: () => setError(undefined),
    onSuccess: async (res) => {
      showToast('success', messageText(res.message), undefined, 3000);
      await refresh();
    },
    onError: (e) => setError(errorText(e)),
  });
  if (!passkeysSupported()) return null;
  const day = (iso: string) => formatInstantDay(iso, i18n.language);
  const list = passkeys.data ?? [];

  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {passkeys.isSuccess && list.length === 0 ? <p className="text-sm text-slate-600">{t('none')}</p> : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('title')}>
          {list.map((p) => {
            const name = p.name || t(p.backedUp ? 'syncedName' : 'deviceName');
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">
                    {t('added', { date: day(p.createdAt) })}
                    {p.lastUsedAt ? ` · ${t('lastUsed', { date: day(p.lastUsedAt) })}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('removeLabel', { name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p)}
                >
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button variant="outline" disabled={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? t('adding') : t('add')}
      </Button>
    </section>
  );
}
