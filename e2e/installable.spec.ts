import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { apiLogin, demo } from './support/consoles';

/**
 * Journey: a cleaner opens their jobs on a phone, and Chromium itself judges the app installable (the check
 * behind Chrome on Android's "Install app"): a manifest it accepts, icons it can fetch, and a service worker
 * that controls the page and answers its fetches. A browser profile of its own, as on a phone: Chromium never
 * offers to install from an incognito window, which every other journey's context is.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('the cleaner app is installable: Chromium finds no installability error', async ({
  browserName,
  launchOptions,
}) => {
  expect(browserName).toBe('chromium');
  const profile = mkdtempSync(path.join(tmpdir(), 'chamak-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const cleaner = context.pages()[0] ?? (await context.newPage());
    const { token, user } = await apiLogin(context.request, demo.cleaner.email, demo.cleaner.password);
    await cleaner.addInitScript(
      ([t, u]) => {
        localStorage.setItem('auth_token', t);
        localStorage.setItem('auth_user', u);
      },
      [token, JSON.stringify(user)],
    );
    await cleaner.goto('/cleanerDashboard');
    await expect(cleaner.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
    // The cleaner app registers the worker; once it is active, a reload puts the page under its control.
    await cleaner.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await cleaner.reload();
    await expect(cleaner.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
    expect(await cleaner.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${baseURL}/sw.js`,
    );

    // The cleaner app links its own manifest while it is open; the page it starts from links the customers'.
    const cdp = await context.newCDPSession(cleaner);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    // A public page offers the customers' app (start page /), never the cleaner's jobs.
    await cleaner.goto('/');
    const site = (await cdp.send('Page.getAppManifest')) as { url: string; data: string; errors: unknown[] };
    expect(site.url).toBe(`${baseURL}/site.webmanifest`);
    expect(site.errors).toEqual([]);
    expect(JSON.parse(site.data)).toMatchObject({ start_url: '/' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
