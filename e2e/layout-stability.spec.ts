import { expect, test, type Page } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';

/**
 * Layout stability while pages load: the page's own sum of 'layout-shift' entries, as a
 * PerformanceObserver in the page reports them, stays within Lighthouse's target of 0.02. A layout
 * assertion: it measures how far things moved, not how long anything took.
 */
const MAX_SHIFT = 0.02;
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const entries: { value: number; hadRecentInput: boolean }[] = [];
    const observer = new PerformanceObserver((list) => {
      entries.push(...(list.getEntries() as unknown as typeof entries));
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShift: () => number }).layoutShift = () => {
      entries.push(...(observer.takeRecords() as unknown as typeof entries));
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    };
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift());

/** The footer's company details come from /api/settings: once shown, the page has had all its data. */
const settingsShown = (page: Page) =>
  expect(page.getByRole('link', { name: 'hello@chamak.in' })).toBeVisible();

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a guest opening /booking lands on /login without a layout shift, and Back skips /booking', async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto('/');
      await page.goto('/booking');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await settingsShown(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the signed-in /booking page does not shift while its data loads', async ({ page }) => {
      await signInAsNewCustomer(page);
      await recordLayoutShifts(page);
      await page.goto('/booking');
      await expect(page.getByRole('radio', { name: /Office Cleaning/ })).toBeVisible();
      await settingsShown(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test('placeholder cards hold the services’ place when the catalogue is slow to come', async ({
      page,
    }) => {
      await signInAsNewCustomer(page);
      await recordLayoutShifts(page);
      // The route's own fetch fails, so the page opens on its loading state; the catalogue comes after.
      let release = false;
      await page.route('**/api/services', (route) => (release ? route.continue() : route.abort()));
      await page.goto('/booking');
      await expect(page.getByRole('status').filter({ hasText: 'Loading services...' })).toBeAttached();
      release = true;
      await expect(page.getByRole('radio', { name: /Office Cleaning/ })).toBeVisible();
      await settingsShown(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
}
