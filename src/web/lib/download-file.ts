import { api, ApiError } from './api-client';
import { getToken } from './auth-store';

/**
 * GETs a file from the API with the signed-in person's token and saves it under the name the server gives
 * (Content-Disposition), else `fallbackName`: a plain link could not send the token. `timeoutMs` covers
 * the whole download (a streamed export of a year takes longer than a report).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<void> {
  const token = getToken();
  const res = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: Error) => {
    throw new ApiError('network', null, error.message);
  });
  if (!res.ok) throw new ApiError('http', res.status, (await res.json().catch(() => null))?.message ?? '');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves an export straight to disk: the server makes a one-time link to the path (a minute, this account,
 * this query) and the browser opens it, so a year of CSV streams to the file instead of into the page first.
 * A query the export refuses is refused here, with its words, before anything is saved.
 */
export async function downloadByLink(path: string, fallbackName: string): Promise<void> {
  const { data } = await api.post<{ data: { url: string; expiresAt: string } }>('/api/download-links', {
    path,
  });
  const link = document.createElement('a');
  link.href = data.url;
  link.download = fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
}
