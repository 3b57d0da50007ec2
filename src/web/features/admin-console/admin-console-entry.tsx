import { lazy, Suspense } from 'react';

const AdminConsoleLayout = lazy(() => import('./pages/admin-console-layout'));

/**
 * The route's own chunk is this stub, so the landing bundle's preload list names one file for the
 * console instead of every chunk the console shares (measured: it grew the landing JS otherwise).
 */
export default function AdminConsoleEntry() {
  return (
    <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading the dashboard…</p>}>
      <AdminConsoleLayout />
    </Suspense>
  );
}
