import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demo, pageSignedInAs } from './support/consoles';

/** Journey: a cleaner reads this week's and month's numbers; an admin downloads the payout CSV. */
for (const width of [390, 1280]) {
  test(`earnings for the cleaner and the payout CSV for the admin at ${width}px`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width, height: 860 };
    const cleaner = await pageSignedInAs(browser, baseURL!, demo.cleaner, viewport);
    await cleaner.goto('/cleanerDashboard');
    await cleaner.getByRole('tab', { name: 'Earnings' }).click();
    const week = cleaner.getByRole('region', { name: 'This week' });
    await expect(week.getByText('Jobs done')).toBeVisible();
    await expect(cleaner.getByRole('region', { name: 'This month' }).getByText('Tips')).toBeVisible();
    await expect(cleaner.getByText(/Weeks run Monday to Sunday, India time/)).toBeVisible();
    await cleaner.screenshot({ path: `test-results/earnings-cleaner-${width}.png` });

    const admin = await pageSignedInAs(browser, baseURL!, demo.admin, viewport);
    await admin.goto('/adminDashboard/payouts');
    await admin.getByRole('button', { name: 'This month' }).click();
    await expect(admin.getByRole('table').getByText('Ravi Verma')).toBeVisible();
    await admin.screenshot({ path: `test-results/payouts-admin-${width}.png`, fullPage: true });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^chamak-payouts-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    // Saved straight to disk through a one-time link, not fetched into the page first.
    expect(download.url()).toMatch(/\.csv\?.*&link=[\w-]{43}$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Cleaner,Email,Phone,From,To,Jobs done,Hours,Pay rule,Pay (INR),Tips (INR),Cash held (INR),Net (INR),Average rating,Ratings',
    );
    expect(csv).toContain('Ravi Verma,ravi@chamak.in');
  });
}
