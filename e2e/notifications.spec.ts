import { expect, test, type Page } from '@playwright/test';
import { futureDate, uniqueEmail } from './support/accounts';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';
import { lastCodeFor, uniqueMobile, verifyMobile } from './support/mobile';

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
    await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
    await page.getByLabel('Confirm password').fill('Sitar-Lamp-123');
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
  // A customer who opted into WhatsApp and verified the mobile books: without provider keys both texts
  // wait in the outbox.
  const phone = uniqueMobile();
  const signup = await request.post('/api/auth/register', {
    data: {
      name: 'Outbox Test',
      email: uniqueEmail('outbox'),
      phone,
      password: 'Sitar-Lamp-123',
      whatsapp: true,
    },
  });
  const token = (await signup.json()).token as string;
  await verifyMobile(request, token, phone);
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
        phoneNumber: phone,
        areaSqft: 100,
        scheduledDate: futureDate(20),
        scheduledTime: '10:00',
      },
    });
    booked = res.status() === 201;
    // Booked, and announced, once the customer chooses to pay after the service.
    if (booked) {
      const bookingId = (await res.json()).data.booking._id as string;
      const chosen = await request.post('/api/bookings/complete-payment', {
        headers: { authorization: `Bearer ${token}` },
        data: { bookingId, paymentMethod: 'pay_after_service' },
      });
      expect(chosen.status()).toBe(200);
    }
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

test('verifies the mobile from the profile banner, then the banner is gone', async ({ page, request }) => {
  const phone = uniqueMobile();
  await page.goto('/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Kiran Rao');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('verify'));
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
  await page.getByLabel('Confirm password').fill('Sitar-Lamp-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile/);

  const banner = page.getByRole('region', { name: 'Verify your mobile' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Verify now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(dialog).toContainText(`${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`);
  await expect(dialog.getByRole('button', { name: /You can ask for a new code in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('6-digit code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  const code = await lastCodeFor(request, phone);
  if (code !== '000000')
    await expect(dialog.getByRole('alert')).toHaveText(
      'That code is not right. Please check it and try again.',
    );
  await page.screenshot({ path: 'test-results/verify-mobile-dialog.png' });
  // The sign-up toast fades out first: axe reads its half-faded text as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Mobile verified: booking updates will come by text.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kiran Rao' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your mobile' })).toHaveCount(0);
});
