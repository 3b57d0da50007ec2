import { toast as sonner } from 'sonner';

/** SPEC §3 toast: type, title, message, optional duration (default 5000 ms; login 3 s, signup 6 s). */
export const TOAST_DEFAULT_MS = 5000;

type ToastType = 'success' | 'error' | 'warning' | 'info';

export function showToast(
  type: ToastType,
  title: string,
  message?: string,
  durationMs: number = TOAST_DEFAULT_MS,
) {
  sonner[type](title, { description: message, duration: durationMs });
}
