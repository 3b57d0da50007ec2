import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '../api/push-subscription';
import { CLEANER_NS } from '../i18n';

type State = 'unknown' | 'off' | 'on' | 'busy' | 'denied';

/**
 * "Enable notifications" for this phone: new, changed and cancelled jobs arrive as
 * notifications. Shown only where the browser has the Push API; nothing registers until it is tapped.
 */
export function PushToggle() {
  const { t } = useTranslation(CLEANER_NS);
  const [supported] = useState(pushSupported);
  const [state, setState] = useState<State>('unknown');

  useEffect(() => {
    if (!supported) return;
    if (Notification.permission === 'denied') return setState('denied');
    currentPushSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [supported]);

  if (!supported || state === 'unknown') return null;
  if (state === 'denied') return <p className="mt-2 text-xs text-slate-500">{t('push.denied')}</p>;

  async function toggle() {
    const was = state;
    setState('busy');
    try {
      if (was === 'on') {
        await disablePush();
        setState('off');
        return;
      }
      const result = await enablePush();
      if (result === 'denied') return setState('denied');
      if (result === 'unavailable') {
        showToast('error', t('push.failed'), '');
        return setState('off');
      }
      setState('on');
      showToast('success', t('push.enabled'), '');
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title || t('push.failed'), message);
      setState(was);
    }
  }

  return (
    <div className="mt-2 flex items-center gap-2">
      {state === 'on' && <span className="text-xs text-emerald-700">{t('push.enabled')}</span>}
      <Button type="button" size="sm" variant="outline" disabled={state === 'busy'} onClick={toggle}>
        {state === 'on' ? t('push.disable') : t('push.enable')}
      </Button>
    </div>
  );
}
