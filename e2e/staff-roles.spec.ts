import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { payAfterServiceBooking } from './support/bookings';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';
import { uniqueMobile } from './support/mobile';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/staff-roles';

test.describe.configure({ timeout: 120_000 });

test('1280px: the owner adds a dispatcher, who signs in to bookings without refund, payment or payout controls', async ({
  browser,
}) => {
  // A pay-after-service booking: the owner sees 'Record payment' on it, a dispatcher must not.
  const { bookingId } = await payAfterServiceBooking((await browser.newContext({ baseURL })).request, {
    name: 'Kavita Rao',
    emailPrefix: 'staffroles',
    fromDays: 61,
    verify: false,
  });

  const owner = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  await owner.goto(`/adminDashboard/bookings/${bookingId}`);
  await expect(owner.getByRole('button', { name: 'Record payment' })).toBeVisible();

  await owner.goto('/adminDashboard/staff');
  await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  // Before any toast: one fading in is measured mid-animation.
  await expectNoSeriousA11yViolations(owner);
  const email = uniqueEmail('dispatcher');
  const form = owner.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('Name').fill('Dinesh Dispatch');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill(uniqueMobile());
  await form.getByLabel('Role').selectOption('dispatcher');
  await form.getByLabel('Password (optional)').fill('Dispatch-Desk-42');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(owner.getByText('Dinesh Dispatch can log in now.')).toBeVisible();
  const row = owner.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('combobox')).toHaveValue('dispatcher');
  await owner.screenshot({ path: `${shots}/staff-page-1280.png`, fullPage: true });

  // The dispatcher signs in through the login form and lands on the console.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Dispatch-Desk-42');
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible();
  for (const hidden of ['Payouts', 'Staff', 'Coupons', 'Catalogue', 'Audit log'])
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/adminDashboard\/bookings/);
  await page.goto(`/adminDashboard/bookings/${bookingId}`);
  await expect(page.getByRole('heading', { name: /^Booking / })).toBeVisible();
  await expect(page.getByRole('button', { name: /Assign cleaner|Reassign/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/dispatcher-booking-1280.png`, fullPage: true });

  // A section of another role's, opened by its address, says so (and its routes answer 403).
  await page.goto('/adminDashboard/payouts');
  await expect(page.getByText('This section is not part of your role')).toBeVisible();
  const token = await page.evaluate(
    () => sessionStorage.getItem('auth_token') ?? localStorage.getItem('auth_token'),
  );
  const refused = await page.request.get('/api/admin/payouts?from=2026-01-01&to=2026-01-31', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test('390px: the staff page on a phone', async ({ browser }) => {
  const owner = await pageSignedInAs(browser, baseURL, demo.admin, { width: 390, height: 844 });
  await owner.goto('/adminDashboard/staff');
  await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(owner.getByText(demo.admin.email)).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Add staff member' })).toBeVisible();
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await owner.screenshot({ path: `${shots}/staff-page-390.png`, fullPage: true });
});
