import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/public-pages';

/** Journey: a visitor writes to the company and asks for a quote from the landing page. */

test('the Keep In Touch form sends a message and says thank you', async ({ page }) => {
  await gotoHydrated(page, '/#contact');
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').fill('Asha Rao');
  await contact.getByLabel('Email').fill('asha.rao@example.in');
  await contact.getByLabel('Message').fill('Do you clean water tanks on Sundays in Rau?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toBeVisible();
  await expect(contact.getByLabel('Name')).toHaveValue('');
});

test('the contact form explains what is missing before sending', async ({ page }) => {
  await gotoHydrated(page, '/');
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await contact.getByLabel('Email').fill('not-an-email');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText('Please enter a valid email address')).toBeVisible();
  await expect(contact.getByRole('status')).toHaveCount(0);
});

test("'Get a quote' sends a quote request and the dialog passes axe", async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await dialog.getByLabel('Service').selectOption('home-cleaning');
  await dialog.getByLabel('Area (sq.ft)').fill('950');
  await dialog.getByLabel('Name').fill('Priya Sharma');
  await dialog.getByLabel('Phone').fill('98765');
  await dialog.getByRole('button', { name: 'Request a quote' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await dialog.getByLabel('Phone').fill('9876543210');
  await dialog.getByLabel('Message').fill('2 BHK deep clean before Diwali');
  await dialog.getByRole('button', { name: 'Request a quote' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeFocused();
});
