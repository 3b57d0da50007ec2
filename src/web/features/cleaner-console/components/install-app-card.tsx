import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/** "Install the app" on the cleaner's phone: Chrome's own prompt, or the steps on an iPhone. */
export function InstallAppCard() {
  const { t } = useTranslation(CLEANER_NS);
  const { offer, dismiss } = useInstallPrompt();
  if (offer.kind === 'none') return null;
  return (
    <section
      aria-labelledby="install-app-title"
      className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <h2 id="install-app-title" className="font-semibold text-slate-900">
        {t('install.title')}
      </h2>
      <p className="text-slate-700">{t('install.text')}</p>
      {offer.kind === 'ios' && <p className="mt-1 text-slate-700">{t('install.iosSteps')}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {offer.kind === 'prompt' && (
          <Button type="button" size="sm" onClick={() => void offer.install()}>
            {t('install.button')}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={dismiss}>
          {t('install.notNow')}
        </Button>
      </div>
    </section>
  );
}
