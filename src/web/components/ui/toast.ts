import { loadMessages } from '../../i18n/message-text';

/** A toast: type, title, message, optional duration (default 5000 ms; login 3 s, signup 6 s). */
export const TOAST_DEFAULT_MS = 5000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

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

/**
 * The title and message are the English texts (src/shared/texts.ts, the server's messages): the toaster
 * shows them in the active language, and again in the new one if the language changes meanwhile.
 */
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
  void Promise.all([mounted, loadMessages().catch(() => undefined)])
    .then(() => import('./toaster'))
    .then(({ present }) => present(type, title, message, durationMs));
}
