import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { apiLogin, assignWhenFree, demo, firstOpenSlot } from './support/consoles';

/**
 * An SMS carries only our short link (`/r/{code}`). A cleaner's new-job SMS opens, after
 * signing in, a page with the job's address and a map link; another account sees nothing of it.
 */
test('a cleaner’s job link signs the guest in, comes back, and shows the address with a map link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const cleaner = await apiLogin(request, demo.cleaner.email, demo.cleaner.password);
  const raviId = (
    await (
      await request.get('/api/users/profile', { headers: { authorization: `Bearer ${cleaner.token}` } })
    ).json()
  ).data.user._id as string;

  // A customer's booking on a day of this run's own, far past the demo jobs (parallel journeys keep Ravi
  // busy on the days just ahead); moved on while Ravi is taken.
  const fromDays = 10 + Math.floor(Math.random() * 60);
  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  const customer = await signInAsNewCustomer(stranger);
  const headers = { authorization: `Bearer ${customer.token}` };
  const service = (await (await request.get('/api/services/office-cleaning')).json()).data.service;
  const pkg = service.packages[0];
  const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
  const made = await request.post('/api/bookings', {
    headers,
    data: {
      serviceId: service._id,
      packageId: pkg._id,
      address: {
        line1: '21 Saket Nagar',
        line2: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452018',
      },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    },
  });
  expect(made.status()).toBe(201);
  const bookingId = (await made.json()).data.booking._id as string;
  expect(
    (
      await request.post('/api/bookings/complete-payment', {
        headers,
        data: { bookingId, paymentMethod: 'pay_after_service' },
      })
    ).status(),
  ).toBe(200);
  await assignWhenFree(
    request,
    admin,
    { id: bookingId, slot, serviceId: service._id, packageId: pkg._id },
    raviId,
    { fromDays, days: 14 },
  );

  // The SMS as the admin's outbox shows it (no MSG91 key: the sandbox keeps it).
  const messages = (
    await (await request.get(`/api/admin/messages?bookingId=${bookingId}`, { headers: admin })).json()
  ).data.items as { channel: string; kind: string; summary: string }[];
  const job = messages.find((m) => m.channel === 'sms' && m.kind === 'cleaner-new-job');
  expect(job?.summary).toMatch(/\/r\/[0-9A-Za-z]{6} /);
  expect(job?.summary).not.toContain('maps.google');
  const path = job!.summary.match(/\/r\/[0-9A-Za-z]{6}/)![0];

  // Someone else signed in sees nothing of it.
  await stranger.goto(path);
  await expect(stranger.getByRole('alert')).toContainText('does not exist or belongs to another account');
  await expect(stranger.getByText('21 Saket Nagar')).toHaveCount(0);
  await other.close();

  // A guest signs in first and comes back to the link.
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(demo.cleaner.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.cleaner.password);
  await page.getByRole('button', { name: 'Login In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // Ravi's language is his account's (another journey may switch him to Hindi): the address and the map
  // link are the same in both.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('21 Saket Nagar, Indore, 452018')).toBeVisible();
  await expect(page.locator('a[href^="https://www.google.com/maps/search/"]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=21%20Saket%20Nagar/,
  );
});
