import { expect, test, type Page } from '@playwright/test';
import { futureDate, uniqueEmail } from './support/accounts';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function openSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
}

for (const viewport of viewports) {
  test(`signs up with WhatsApp updates and finds them in Profile → Settings at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('Full name', { exact: true }).fill('Meera Joshi');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('wa'));
    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    const optIn = page.getByRole('checkbox', { name: 'Send me updates on WhatsApp' });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.screenshot({
      path: `test-results/notifications-signup-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/signup/);

    await openSettings(page);
    const email = page.getByRole('switch', { name: 'Email' });
    const sms = page.getByRole('switch', { name: 'SMS' });
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await expect(email).toBeDisabled();
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousA11yViolations(page);

    await sms.click();
    await expect(page.getByText('Notification preferences saved')).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/notifications-settings-${viewport.width}.png` });

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: 'SMS' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'WhatsApp' })).toHaveAttribute('aria-checked', 'true');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await context.close();
  });
}

test('the admin outbox lists SMS and WhatsApp beside email and filters by channel', async ({
  browser,
  baseURL,
  request,
}) => {
  // A customer who opted into WhatsApp books: without provider keys both texts wait in the outbox.
  const signup = await request.post('/api/auth/register', {
    data: {
      name: 'Outbox Test',
      email: uniqueEmail('outbox'),
      phone: '9876543210',
      password: 'Secret123',
      whatsapp: true,
    },
  });
  const token = (await signup.json()).token as string;
  const serviceId = (await (await request.get('/api/services/office-cleaning')).json()).data.service._id;
  let booked = false;
  for (let i = 0; i < 6 && !booked; i++) {
    const res = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        serviceId,
        packageId: 'Basic',
        address: {
          line1: '12 MG Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876543210',
        areaSqft: 100,
        scheduledDate: futureDate(20),
        scheduledTime: '10:00',
      },
    });
    booked = res.status() === 201;
  }
  expect(booked).toBe(true);

  for (const viewport of viewports) {
    const page = await pageSignedInAs(browser, baseURL!, demo.admin, viewport);
    await page.goto('/adminDashboard/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Outbox' });
    await expect(table.getByText('WhatsApp', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Channel').selectOption('sms');
    await expect(table.getByText('Email', { exact: true })).toHaveCount(0);
    await expect(table.getByText('WhatsApp', { exact: true })).toHaveCount(0);
    await expect(table.getByText('SMS', { exact: true }).first()).toBeVisible();
    await expect(table.getByText(/is booked \(ref /).first()).toBeVisible();
    await page.screenshot({ path: `test-results/notifications-outbox-sms-${viewport.width}.png` });
    await page.getByLabel('Channel').selectOption('whatsapp');
    await expect(table.getByText('SMS', { exact: true })).toHaveCount(0);
    await expect(table.getByText('WhatsApp', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  }
});
