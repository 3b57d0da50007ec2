/** SPEC §3 toast: type, title, message, optional duration (default 5000 ms; login 3 s, signup 6 s). */
export const TOAST_DEFAULT_MS = 5000;

type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * The toast library (~10 KB gzip) loads with the first toast, not with every page: the first call
 * mounts the toaster (see ToastHost), then the toast is shown once it listens.
 */
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<() => void>();

export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Called by the toaster once it is on the page and listening. */
  mounted: () => markMounted(),
};

export function showToast(
  type: ToastType,
  title: string,
  message?: string,
  durationMs: number = TOAST_DEFAULT_MS,
) {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  void mounted
    .then(() => import('sonner'))
    .then(({ toast }) => toast[type](title, { description: message, duration: durationMs }));
}
