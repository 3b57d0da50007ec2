import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

test('signup shows each validation message, then creates a client account', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByText('Demo credentials')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Phone').fill('123');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByLabel('Full name').fill('Meera Joshi');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('signup'));
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
  await page.getByLabel('Confirm password').fill('Secret124');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Sitar-Lamp-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Meera Joshi' })).toBeVisible();
});

test('login shows the failure under the password and logs a customer in', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('demo@chamak.in');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page.locator('#main').getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('forgot password sends a temporary password with the same answer for any email', async ({ page }) => {
  await page.goto('/forgot-password');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Send New Password' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('forgot'));
  await page.getByRole('button', { name: 'Send New Password' }).click();
  await expect(
    page.getByText('If an account exists for that email, a new temporary password has been sent to it.'),
  ).toBeVisible();
});

test('the guard sends a guest to login and each role to its own home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill('demo@chamak.in');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/adminDashboard');
  await expect(page).toHaveURL(/\/profile$/);
});

test('an admin who opens the profile lands on the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@chamak.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@1234');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/adminDashboard$/);
});
