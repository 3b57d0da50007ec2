import { lazy, Suspense } from 'react';

const CleanerConsolePage = lazy(() => import('./pages/cleaner-console-page'));

/** A stub route chunk: the landing bundle then lists one file for the cleaner app, not its shared ones. */
export default function CleanerConsoleEntry() {
  return (
    <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading your jobs…</p>}>
      <CleanerConsolePage />
    </Suspense>
  );
}
