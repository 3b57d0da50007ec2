import { api } from '../../../lib/api-client';

/** This browser can take Web Push: a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key as the Push API takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's subscription, when it has one (the worker is registered only by `enablePush`). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, registers the push-only worker (/sw.js), subscribes with the server's VAPID key
 * and saves the subscription (POST /api/push/subscriptions). 'denied' when the person said no.
 */
export async function enablePush(): Promise<'on' | 'denied' | 'unavailable'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { data } = await api.get<{ data: { publicKey: string | null } }>('/api/push/public-key');
  if (!data.publicKey) return 'unavailable';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await api.post('/api/push/subscriptions', subscription.toJSON());
  return 'on';
}

/** Stops this device's notifications: the server forgets it, the browser drops it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
