import { expect, test } from '@playwright/test';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('the cleaner app at 360 px: My Jobs in the header, three tabs, no sideways scroll, passes axe', async ({
  browser,
}) => {
  const page = await pageSignedInAs(browser, baseURL, demo.cleaner, { width: 360, height: 740 });
  await page.goto('/cleanerDashboard');
  await expect(page.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  for (const tab of ['Today', 'Upcoming week', 'History']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  await expect(page.getByText('Hours this month')).toBeVisible();
});

test('a cleaner opening the admin dashboard lands on My Jobs; a signed-out visitor is asked to log in', async ({
  browser,
  page,
}) => {
  const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner, { width: 390, height: 844 });
  await cleaner.goto('/adminDashboard');
  await expect(cleaner).toHaveURL(/\/cleanerDashboard$/);
  await page.goto('/cleanerDashboard');
  await expect(page).toHaveURL(/\/login$/);
});
