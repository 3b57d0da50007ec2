import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

/** DPDP Rules 2025: a grievance gets a reference and a 90-day clock the console shows, and one answer. */
test('a person sends a grievance at 390 px and gets a reference; the console answers it on its 90-day clock', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  await page.getByRole('link', { name: 'grievance form' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Grievances' });
  await form.getByRole('button', { name: 'Send grievance' }).click();
  await expect(form.getByText('Please describe your grievance')).toBeVisible();
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill(uniqueEmail('grievance'));
  await form.getByLabel('Mobile number (optional)').fill('12345');
  await form.getByLabel('Your grievance').fill('You kept my old address after I asked you to delete it.');
  await form.getByRole('button', { name: 'Send grievance' }).click();
  await expect(form.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await form.getByLabel('Mobile number (optional)').fill('');
  await form.getByRole('button', { name: 'Send grievance' }).click();

  const receipt = page.getByRole('status');
  await expect(receipt.getByText('Grievance received.')).toBeVisible();
  const reference = /Your reference is (GRV-\d{6})\./.exec((await receipt.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/grievance-390.png', fullPage: true });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(scroll).toBeLessThanOrEqual(0);
  await context.close();

  const admin = await pageSignedInAs(browser, baseURL!, demo.admin);
  await admin.goto('/adminDashboard/grievances');
  await expect(admin.getByRole('heading', { name: 'Grievances' })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ hasText: reference! });
  await expect(item.getByText('90 days left')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/grievance-console-1280.png', fullPage: true });
  await item.getByRole('button', { name: `Answer ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Answer').fill('We have deleted the old address.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Answer sent.')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: reference! })).toHaveCount(0);
  await admin.getByLabel('Status').selectOption('answered');
  await expect(
    admin.getByRole('listitem').filter({ hasText: reference! }).getByText('We have deleted the old address.'),
  ).toBeVisible();
  await admin.context().close();
});
