import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';

test('a customer downloads their data, then deletes the account and can no longer sign in', async ({
  page,
}) => {
  const account = await signInAsNewCustomer(page, 'Meera Joshi');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chamak-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Meera Joshi', email: account.email });

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog.getByText('Upcoming bookings are cancelled')).toBeVisible();
  await dialog.getByRole('button', { name: 'No, Keep It' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
