import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';

test('a customer edits the profile, changes the password, adds and deletes an address, and logs out', async ({
  page,
}) => {
  const account = await signInAsNewCustomer(page, 'Kavya Rao');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Kavya Rao' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // No action that only says 'coming soon' (issue 36): Payment Methods returns when saved methods are listed.
  await expect(page.getByRole('button', { name: 'Payment Methods' })).toHaveCount(0);

  // Edit Profile opens Settings in edit mode.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full Name').fill('Kavya R. Rao');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kavya R. Rao' })).toBeVisible();

  // Change password: all fields, then the match rule, then success.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please fill in all password fields')).toBeVisible();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('Changed-Lamp-123');
  await page.getByLabel('Confirm New Password').fill('Changed124');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Changed-Lamp-123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  // Addresses.
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Pincode').fill('4520');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('Please fill all required fields')).toBeVisible();
  await dialog.getByLabel('Address line 1').fill('7 Palasia Square');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
  await dialog.getByLabel('Pincode').fill('452001');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved successfully!')).toBeVisible();
  await expect(page.getByText('7 Palasia Square')).toBeVisible();
  await page.getByRole('button', { name: /Delete Home address/ }).click();
  await expect(page.getByText('Address deleted successfully!')).toBeVisible();
  await expect(page.getByText('7 Palasia Square')).toHaveCount(0);

  // Logout with confirmation.
  await page.locator('#main').getByRole('button', { name: 'Logout' }).first().click();
  await expect(
    page.getByText('Are you sure you want to logout? You will need to sign in again to access your account.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
