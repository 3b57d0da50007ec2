import { expect, test } from '@playwright/test';

test('the landing route loads the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('client routes with capital letters load the app, not a 404', async ({ page }) => {
  for (const path of ['/Bathroom', '/booking-Confirmed', '/signup']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
});
