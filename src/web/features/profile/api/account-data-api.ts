import { ApiError, api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-store';

/** DELETE /api/users/profile: cancels upcoming visits, erases the person, ends every session. */
export const deleteAccount = () => api.delete<{ message: string }>('/api/users/profile');

/**
 * GET /api/users/profile/export with the customer's token, saved as the file the server names
 * (a plain link could not send the token).
 */
export async function downloadMyData(): Promise<void> {
  const token = getToken();
  const res = await fetch('/api/users/profile/export', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(30_000),
  }).catch((error: Error) => {
    throw new ApiError('network', null, error.message);
  });
  if (!res.ok) throw new ApiError('http', res.status, (await res.json().catch(() => null))?.message ?? '');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'chamak-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
