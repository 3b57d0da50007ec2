import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { apiLogin, demo, pageSignedInAs } from './support/consoles';

/**
 * Issue 36 part 2: the owner sets a plan's discount per frequency on the Coupons page; the booking form
 * offers it by name before the customer confirms. Monthly only (no other journey prices a monthly plan),
 * and put back as the demo has it.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('the owner sets the monthly plan discount and the booking form offers it, at 1280 px', async ({
  browser,
  request,
}) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  const auth = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  try {
    await admin.goto('/adminDashboard/coupons');
    const form = admin.getByRole('form', { name: 'Plan discounts' });
    await expect(form.getByLabel('Weekly (%)', { exact: true })).toHaveValue('10');
    await form.getByLabel('Monthly (%)').fill('51');
    await form.getByRole('button', { name: 'Save plan discounts' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a whole percent from 0 to 50.');
    await form.getByLabel('Monthly (%)').fill('7');
    await form.getByRole('button', { name: 'Save plan discounts' }).click();
    await expect(admin.getByText('Plan discounts saved')).toBeVisible();
    await admin.screenshot({ path: 'test-results/plan-discounts/coupons-desktop.png', fullPage: true });

    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await signInAsNewCustomer(page);
    await page.goto('/booking-schedule');
    await expect(page.getByRole('button', { name: 'Monthly · save 7%' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weekly · save 10%' })).toBeVisible();
    await page.close();
  } finally {
    const back = await request.put('/api/admin/plans/discounts', {
      headers: auth,
      data: { weekly: 10, 'bi-weekly': 5, monthly: 5 },
    });
    expect(back.status()).toBe(200);
    await admin.context().close();
  }
});
