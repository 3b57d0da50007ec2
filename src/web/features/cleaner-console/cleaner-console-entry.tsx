import { lazy, Suspense } from 'react';
import { loadActiveLanguage } from '../../i18n/i18n';

// The page's chunk registers the app's namespaces; their texts in the active language come before it renders.
const CleanerConsolePage = lazy(() =>
  import('./pages/cleaner-console-page').then((m) => loadActiveLanguage().then(() => m)),
);

/** A stub route chunk: the landing bundle then lists one file for the cleaner app, not its shared ones. */
export default function CleanerConsoleEntry() {
  return (
    <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading your jobs…</p>}>
      <CleanerConsolePage />
    </Suspense>
  );
}
