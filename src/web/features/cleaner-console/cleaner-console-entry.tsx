import { lazy, Suspense } from 'react';
import { loadActiveLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { CLEANER_NS } from './i18n';

// The page's chunk registers the app's namespaces; their texts in the active language come before it renders.
const CleanerConsolePage = lazy(() =>
  import('./pages/cleaner-console-page').then((m) => loadActiveLanguage().then(() => m)),
);

/** A stub route chunk: the landing bundle then lists one file for the cleaner app, not its shared ones. */
export default function CleanerConsoleEntry() {
  const { t } = useTranslation(CLEANER_NS);
  return (
    <Suspense fallback={<p className="p-8 text-center text-slate-600">{t('page.loading')}</p>}>
      <CleanerConsolePage />
    </Suspense>
  );
}
