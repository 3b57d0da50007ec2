import { expect, test } from '@playwright/test';
import { demo, pageSignedInAs } from './support/consoles';

/**
 * Journeys of the built worker (/sw.js, vite-plugin-pwa) on the cleaner's phone. It shows a Web Push as the
 * hand-written one did: the message's title, body and tag, the app's icon, and the page to open kept in
 * the notification's data; an empty push still shows the app's name. Chromium delivers the push itself
 * (DevTools protocol), as the push service would. And a phone that ran the hand-written worker loses its
 * cache (chamak-cleaner-app-v1) when the new worker takes over.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('a push to the cleaner app shows a notification with its title, body, icon and page', async ({
  browser,
}) => {
  const page = await pageSignedInAs(browser, baseURL, demo.cleaner, { width: 390, height: 844 });
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await page.context().newCDPSession(page);
  // Each registration's latest state, as DevTools reports it (a worker that updates keeps its registration).
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations) registrations.set(r.registrationId, r);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto('/cleanerDashboard');
  await expect(page.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const liveRegistration = () =>
    [...registrations].find(([, r]) => r.scopeURL === `${baseURL}/` && !r.isDeleted)?.[0];
  await expect.poll(liveRegistration).toBeTruthy();

  const shown = () =>
    page.evaluate(() =>
      navigator.serviceWorker.ready
        .then((r) => r.getNotifications())
        .then((list) =>
          list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data })),
        ),
    );
  // Chromium delivers the push itself (DevTools), as the push service would. On a loaded machine a delivery
  // was seen to go unshown (CI, 2026-11-28): each push is sent again, to the live registration, until shown.
  const deliverUntilShown = async (data: string, shownNow: () => Promise<void>) =>
    expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL,
        registrationId: liveRegistration()!,
        data,
      });
      await shownNow();
    }).toPass({ timeout: 60_000 });

  await deliverUntilShown(
    JSON.stringify({
      title: 'New job assigned',
      body: 'Bathroom cleaning, tomorrow 10:00',
      url: '/cleanerDashboard',
      tag: 'job-123',
    }),
    // One notification however many deliveries it took: the tag replaces an earlier one.
    () =>
      expect.poll(shown, { timeout: 10_000 }).toEqual([
        {
          title: 'New job assigned',
          body: 'Bathroom cleaning, tomorrow 10:00',
          tag: 'job-123',
          icon: `${baseURL}/icons/icon-192.png`,
          data: { url: '/cleanerDashboard' },
        },
      ]),
  );
  // An empty push still shows the app's name.
  await deliverUntilShown('', () =>
    expect.poll(async () => (await shown()).map((n) => n.title), { timeout: 10_000 }).toContain('Chamak'),
  );
  await page.context().close();
});

test('the new worker deletes the hand-written worker’s cache when it takes over', async ({ browser }) => {
  const page = await pageSignedInAs(browser, baseURL, demo.cleaner, { width: 390, height: 844 });
  // A public page: no worker yet. What the old worker left on this phone.
  await page.goto('/about');
  await page.evaluate(async () => {
    const old = await caches.open('chamak-cleaner-app-v1');
    await old.put('/cleanerDashboard', new Response('<!doctype html><title>old shell</title>'));
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(() => caches.keys())).toContain('chamak-cleaner-app-v1');

  await page.goto('/cleanerDashboard');
  await expect(page.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('chamak-cleaner-app-v1');
  expect(
    (await page.evaluate(() => caches.keys())).some((name) => name.startsWith('workbox-precache-')),
  ).toBe(true);
  await page.context().close();
});
