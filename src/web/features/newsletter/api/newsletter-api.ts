import { api } from '../../../lib/api-client';

/** POST /api/newsletter/confirm: the confirm page's button (a GET of the page confirms nothing). */
export const confirmNewsletter = (token: string) =>
  api.post<{ message: string }>('/api/newsletter/confirm', { token }, { auth: false });

/** POST /api/newsletter/unsubscribe: the unsubscribe page's button (mail providers POST the same link). */
export const unsubscribeNewsletter = (token: string) =>
  api.post<{ message: string }>('/api/newsletter/unsubscribe', { token }, { auth: false });
