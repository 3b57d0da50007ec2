import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from './toast';

const AppToaster = lazy(() => import('./toaster'));

/** Mounts the toaster when the first toast is asked for (components/ui/toast.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toasterState.subscribe, toasterState.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
