import { ProviderError } from './provider';

/** The base URL without trailing slashes (a loop: `/\/+$/` is quadratic on a long run of slashes). */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/** How long a provider gets to answer before the attempt counts as a timeout (retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON and reads the JSON answer. Network failures and timeouts become retryable
 * ProviderErrors; the caller decides what an HTTP status means.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<{ status: number; json: unknown; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${timeoutMs} ms`
        : `could not connect: ${(error as Error).message}`;
    throw new ProviderError(reason, true);
  }
  let text = '';
  try {
    text = await res.text();
  } catch (error) {
    throw new ProviderError(`answer cut off: ${(error as Error).message}`, true, res.status);
  }
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: json stays undefined */
  }
  return { status: res.status, json, text };
}

/** 5xx, 408 and 429 are worth another try; any other 4xx will answer the same. */
export const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;
