import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('below 768px the header folds into a drawer that opens, links and closes with Escape', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Why Choose Us' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await menu.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Our Pricing' }).click();
  await expect(page).toHaveURL(/\/#plan$/);
  await expect(page.locator('#plan')).toBeInViewport();
});
