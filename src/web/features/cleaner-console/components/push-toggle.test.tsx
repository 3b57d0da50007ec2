import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushToggle } from './push-toggle';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/device-1',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A browser with the Push API: the worker registers and subscribes; fetch answers the API. */
function browserWithPush(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => undefined },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  const fetch = vi.fn(async (url: string) =>
    Response.json(
      url.endsWith('/public-key')
        ? { status: 'success', data: { publicKey: KEY } }
        : { status: 'success', message: 'ok' },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return { subscribe, register, fetch };
}

describe('PushToggle', () => {
  it('shows nothing where the browser has no Push API', () => {
    const { container } = render(<PushToggle />);
    expect(container.innerHTML).toBe('');
  });

  it('subscribes with the server’s key and saves the subscription when tapped', async () => {
    const browser = browserWithPush('granted');
    render(<PushToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeTruthy();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = (browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const saved = browser.fetch.mock.calls.find(([url]) => url === '/api/push/subscriptions') as unknown as [
      string,
      RequestInit,
    ];
    expect(saved[1].method).toBe('POST');
    expect(JSON.parse(saved[1].body as string)).toEqual(SUBSCRIPTION);
  });

  it('says notifications are blocked when the person refuses, and subscribes nothing', async () => {
    const browser = browserWithPush('denied');
    render(<PushToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByText(/blocked for this site/)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
  });
});
