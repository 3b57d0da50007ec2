import { expect, test, type Locator, type Page } from '@playwright/test';
import { latinWords } from '../src/web/i18n/allowlist';
import { collectErrors } from './support/hindi';
import { gotoHydrated } from './support/public-pages';

/**
 * Validation messages, the API error texts and toasts in the active language. The login form's own
 * labels belong to the auth catalogue; here the messages are checked: the field errors and the toast.
 */

const fieldErrors = (page: Page) => page.locator('#main form [role="alert"]');
const toast = (page: Page) => page.locator('[data-sonner-toast]');
const submit = (page: Page) => page.locator('#main form button[type="submit"]');

/** Latin words in what the locator's elements show (their text and aria-labels). */
async function latinIn(locator: Locator): Promise<string[]> {
  const texts = await locator.evaluateAll((els) =>
    els.flatMap((el) => [
      (el as HTMLElement).innerText,
      ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
    ]),
  );
  return texts.flatMap((t) => latinWords(t).map((w) => `${w} (in "${t}")`));
}

/** Chromium reports a 401 answer as a failed resource: expected for a wrong password. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 401'));

for (const width of [390, 1280]) {
  test(`login messages in Hindi at ${width} px: empty submit and a wrong password, no Latin word`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    const errors = collectErrors(page);
    // Hydrated first: a click on the prerendered form before the app runs does nothing.
    await gotoHydrated(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await submit(page).click();
    await expect(fieldErrors(page)).toHaveText(['ईमेल आवश्यक है', 'पासवर्ड आवश्यक है']);
    expect(await latinIn(fieldErrors(page))).toEqual([]);

    await page.locator('#main input[type="email"]').fill('demo@chamak.in');
    await page.locator('#main input[autocomplete="current-password"]').fill('wrong-password');
    await submit(page).click();
    await expect(fieldErrors(page)).toHaveText(['ईमेल या पासवर्ड गलत है']);
    await expect(toast(page)).toContainText('पहचान की पुष्टि नहीं हुई');
    await expect(toast(page)).toContainText('ईमेल या पासवर्ड गलत है');
    expect(await latinIn(fieldErrors(page))).toEqual([]);
    expect(await latinIn(toast(page))).toEqual([]);
    await expect(page.getByRole('region', { name: 'सूचनाएँ' })).toBeAttached();
    await page.screenshot({ path: `test-results/hindi-messages-login-${width}.png` });
    expect(unexpected(errors)).toEqual([]);
  });
}

test("login messages in English keep the spec's words", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(fieldErrors(page)).toHaveText(['Email is required', 'Password is required']);
  await page.getByLabel('Email', { exact: true }).fill('demo@chamak.in');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(fieldErrors(page)).toHaveText(['Invalid email or password']);
  await expect(toast(page)).toContainText('Authentication Failed');
  await expect(toast(page)).toContainText('Invalid email or password');
  await expect(toast(page).getByRole('button', { name: 'Close toast' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications alt+T' })).toBeAttached();
  expect(unexpected(errors)).toEqual([]);
});
