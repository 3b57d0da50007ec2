import { ProviderError } from '../messaging/provider';
import { PROVIDER_TIMEOUT_MS, retryableStatus, withoutTrailingSlashes } from '../messaging/http';
import type { CallProvider } from './call-provider';

export interface ExotelOptions {
  apiKey: string;
  apiToken: string;
  accountSid: string;
  /** https://api.in.exotel.com (Mumbai) or https://api.exotel.com (Singapore); a loopback stand-in in tests. */
  baseUrl: string;
  /** The ExoPhone both sides see as the caller. */
  callerId: string;
  timeoutMs?: number;
}

/**
 * Exotel's "connect two numbers" call (Voice v1): `POST /v1/Accounts/<sid>/Calls/connect.json`, form-encoded,
 * HTTP Basic with the API key and token. Exotel rings From, then To, and shows both the ExoPhone. It answers
 * `{ Call: { Sid, Status, … } }`, or `{ RestException: { Status, Message } }` with a 4xx/5xx.
 */
export function createExotelProvider(opts: ExotelOptions): CallProvider {
  const url = `${withoutTrailingSlashes(opts.baseUrl)}/v1/Accounts/${encodeURIComponent(opts.accountSid)}/Calls/connect.json`;
  const authorization = `Basic ${Buffer.from(`${opts.apiKey}:${opts.apiToken}`).toString('base64')}`;
  return {
    name: 'exotel',
    async connect(call) {
      const form = new URLSearchParams({
        From: `+${call.first}`,
        To: `+${call.second}`,
        CallerId: opts.callerId,
        CallType: 'trans',
        TimeLimit: String(Math.min(14_400, Math.max(1, Math.floor(call.timeLimitSeconds)))),
        CustomField: call.reference.slice(0, 128),
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`Exotel did not answer: ${(error as Error).message}`, true);
      }
      const text = await res.text().catch(() => '');
      let json: { Call?: { Sid?: unknown }; RestException?: { Message?: unknown } } = {};
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        /* not JSON: said below from the text */
      }
      const sid = json.Call?.Sid;
      if (res.ok && typeof sid === 'string' && sid) return { providerCallId: sid };
      const said =
        typeof json.RestException?.Message === 'string' ? json.RestException.Message : text.slice(0, 200);
      throw new ProviderError(
        `Exotel ${res.status}: ${said || 'no call id'}`,
        retryableStatus(res.status),
        res.status,
      );
    },
  };
}
