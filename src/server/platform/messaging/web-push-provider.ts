import webPush from 'web-push';
import { PROVIDER_TIMEOUT_MS, retryableStatus } from './http';
import { type MessageProvider, ProviderError } from './provider';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https URL: who the push services contact about our traffic. */
  subject: string;
}

/** Where the provider finds a queued push's device, and drops one the push service no longer knows. */
export interface PushSubscriptionStore {
  find(id: string): Promise<{ endpoint: string; p256dh: string; auth: string } | undefined>;
  remove(id: string): Promise<void>;
}

/** How long a push service keeps a message for a device that is offline: a day. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` library: it signs the VAPID JWT and encrypts the
 * payload (aes128gcm) for the subscription's keys; we POST it ourselves with a timeout. The outbox row's
 * `to` is the push subscription's id; its text is the notification's body, its variables the title and
 * the page it opens. 404/410 mean the browser dropped the subscription: it is removed and the message
 * fails without retry.
 */
export function createWebPushProvider(deps: {
  vapid: VapidKeys;
  subscriptions: PushSubscriptionStore;
  timeoutMs?: number;
}): MessageProvider {
  const timeoutMs = deps.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  return {
    channel: 'push',
    async send(message) {
      const sub = await deps.subscriptions.find(message.to);
      if (!sub) throw new ProviderError('the device unsubscribed', false);
      const vars = Object.fromEntries(message.variables.map((v) => [v.name, v.value]));
      const payload = JSON.stringify({
        title: vars.title ?? 'Chamak',
        body: message.text ?? '',
        url: vars.url ?? '/',
        tag: `${message.kind}:${message.outboxId}`,
        lang: message.language,
      });
      const request = webPush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: deps.vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      let res: Response;
      try {
        res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
      } catch (error) {
        const name = (error as Error).name;
        throw new ProviderError(
          name === 'TimeoutError' || name === 'AbortError'
            ? `no answer within ${timeoutMs} ms`
            : `could not connect: ${(error as Error).message}`,
          true,
        );
      }
      if (res.status === 404 || res.status === 410) {
        await deps.subscriptions.remove(message.to);
        throw new ProviderError(
          `the push service no longer knows the device (${res.status}); removed`,
          false,
          res.status,
        );
      }
      if (res.status < 200 || res.status >= 300)
        throw new ProviderError(
          `push service answered ${res.status}`,
          retryableStatus(res.status),
          res.status,
        );
      return { providerMessageId: res.headers.get('location') ?? `push:${message.outboxId}` };
    },
  };
}
