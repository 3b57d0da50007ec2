import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/public-pages';

/** Work with us (issue 38 part 3): the footer's link opens the application (its Hindi texts: locales/hi/hiring.ts). */
for (const width of [390, 1280]) {
  test(`${width}px: the footer leads to Work with us, in English`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // Hydrated first: the footer's link then opens the page inside the app.
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Work with us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Work with us' })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Bhopal');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.screenshot({ path: `test-results/work-with-us/en-${width}.png`, fullPage: true });
  });
}

for (const width of [390, 1280]) {
  test(`${width}px: the Hindi footer leads to the Hindi page at /hi/work-with-us`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await gotoHydrated(page, '/hi/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'हमारे साथ काम करें' }).click();
    await expect(page).toHaveURL(/\/hi\/work-with-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे साथ काम करें' })).toBeVisible();
    await expect(page.getByLabel('मोबाइल नंबर')).toBeVisible();
    await expect(page.getByRole('button', { name: 'कोड भेजें' })).toBeVisible();
    await page.screenshot({ path: `test-results/work-with-us/hi-${width}.png`, fullPage: true });
  });
}
