import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { payAfterServiceBooking } from './support/bookings';
import { apiLogin, assignWhenFree, demo, pageSignedInAs } from './support/consoles';
import { uniqueEmail } from './support/accounts';

/**
 * The admin console and the cleaner app are apps. At 390 and 1280 px every page fits the
 * viewport, shows no marketing header or newsletter footer and no raw stored values; the outbox opens a
 * message; an expired coupon says so; Add cleaner takes hours and can be cancelled; the checklist starts
 * with nothing ticked.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/consoles-layout';
test.describe.configure({ timeout: 120_000 });

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const adminPages = [
  '',
  '/bookings',
  '/cleaners',
  '/payouts',
  '/customers',
  '/catalogue',
  '/coupons',
  '/service-area',
  '/inbox',
  '/complaints',
  '/outbox',
  '/overview',
  '/audit',
];

/** Stored values that must never reach the screen as they are stored. */
const RAW =
  /\b(pay_after_service|razorpay_upi|razorpay_qr|refund_pending|under_review|pre_arbitration|IN-PROGRESS|in-progress|one-time|bi-weekly)\b|\{"/;

async function expectAnApp(page: Page, where: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // The site's header (its main nav) and footer (newsletter) are not drawn around the consoles.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${where}: page width`).toBeLessThanOrEqual(widths.inner);
  const text = await page.locator('body').innerText();
  expect(text.match(RAW)?.[0] ?? null, `${where}: a raw stored value on screen`).toBeNull();
}

/** A customer's booking, confirmed as pay after service (it sends its mail and texts then). */
const confirmedBooking = (request: APIRequestContext, fromDays: number) =>
  payAfterServiceBooking(request, { name: 'Leela Joshi', emailPrefix: 'consoles', fromDays, verify: true });

test('every admin page and the cleaner app are apps that fit 390 and 1280 px with words, not raw values', async ({
  browser,
  request,
}) => {
  const { bookingId } = await confirmedBooking(request, 8);
  for (const viewport of viewports) {
    const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    for (const section of [...adminPages, `/bookings/${bookingId}`]) {
      await admin.goto(`/adminDashboard${section}`);
      await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expectAnApp(admin, `/adminDashboard${section} at ${viewport.width}px`);
      const name = section.replace(/^\//, '').replace(/\/.*/, '-detail') || 'today';
      await admin.screenshot({ path: `${shots}/admin-${name}-${viewport.width}.png`, fullPage: true });
    }
    await admin.context().close();

    const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner, viewport);
    await cleaner.goto('/cleanerDashboard');
    await expect(cleaner.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
    for (const tab of ['Today', 'Upcoming week', 'History', 'Earnings']) {
      await cleaner.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expectAnApp(cleaner, `cleaner ${tab} at ${viewport.width}px`);
      await cleaner.screenshot({
        path: `${shots}/cleaner-${tab.toLowerCase().replace(' ', '-')}-${viewport.width}.png`,
        fullPage: true,
      });
    }
    await cleaner.context().close();
  }
});

test('the outbox opens a message as it was sent', async ({ browser, request }) => {
  const { account } = await confirmedBooking(request, 9);
  const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewports[0]);
  await admin.goto('/adminDashboard/outbox');
  const email = admin
    .getByRole('row')
    .filter({ hasText: account.email })
    .filter({ hasText: 'Booking received' })
    .first();
  await email.getByRole('button', { name: 'Open', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: /Email · Booking received/ });
  await expect(dialog).toContainText(account.email);
  await expect(dialog).toContainText('Subject');
  await expect(dialog).toContainText('Booking received: Bathroom Cleaning');
  await expect(dialog.frameLocator('iframe').locator('body')).toContainText('Bathroom Cleaning');
  await dialog.getByRole('button', { name: 'Plain text' }).click();
  await expect(dialog.getByLabel('Message text')).toContainText('Bathroom Cleaning');
  await admin.screenshot({ path: `${shots}/outbox-open-email-390.png` });
  await admin.keyboard.press('Escape');

  const sms = admin
    .getByRole('row')
    .filter({ hasText: `+91 ${account.phone.slice(0, 5)} ${account.phone.slice(5)}` })
    .filter({ hasText: 'SMS' })
    .first();
  await sms.getByRole('button', { name: 'Open', exact: true }).click();
  const text = admin.getByRole('dialog', { name: /SMS · / });
  await expect(text.getByLabel('Message text')).toContainText('is booked (ref ');
});

test('an expired coupon is marked expired and a live one active', async ({ browser }) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewports[0]);
  await admin.goto('/adminDashboard/coupons');
  await expect(admin.getByRole('row').filter({ hasText: 'EXPIRED50' })).toContainText('Expired');
  await expect(admin.getByRole('row').filter({ hasText: 'SAVE10' })).toContainText('Active');
});

test('Add cleaner takes working days and hours, and Cancel closes it without adding anyone', async ({
  browser,
  request,
}) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewports[0]);
  await admin.goto('/adminDashboard/cleaners');
  await admin.getByRole('button', { name: 'Add cleaner' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Add a cleaner' });
  await dialog.getByLabel('Name').fill('Not Added');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await admin.getByRole('button', { name: 'Add cleaner' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add a cleaner' });
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  const email = uniqueEmail('hours');
  await dialog.getByLabel('Name').fill('Rekha Hours');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('9812345670');
  await dialog.getByRole('checkbox', { name: 'Sun' }).uncheck();
  await dialog.getByLabel('From').fill('09:00');
  await dialog.getByLabel('To').fill('17:00');
  await admin.screenshot({ path: `${shots}/add-cleaner-390.png` });
  await dialog.getByRole('button', { name: 'Add cleaner' }).click();
  await expect(
    admin.getByText(`Rekha Hours has been emailed a temporary password at ${email}.`),
  ).toBeVisible();

  const { token } = await apiLogin(request, demo.admin.email, demo.admin.password);
  const found = await request.get(`/api/admin/cleaners?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const cleaner = (await found.json()).data.cleaners[0];
  expect(cleaner.workingHours).toEqual(
    [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  );
  expect(
    (
      await (
        await request.get('/api/admin/cleaners?search=Not%20Added', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.cleaners,
  ).toEqual([]);
});

test("the cleaner's checklist starts unticked and Complete waits until every item is answered", async ({
  browser,
  request,
}) => {
  const booked = await confirmedBooking(request, 6);
  const { account, customer, bookingId } = booked;
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const ravi = (await (await request.get('/api/admin/cleaners?search=ravi', { headers: admin })).json()).data
    .cleaners[0];
  // Parallel journeys may hold Ravi then: the booking moves on to a time he is free, days 6 and 7 (past
  // the demo jobs, inside the cleaner's upcoming week).
  const slot = await assignWhenFree(request, admin, { ...booked, id: bookingId }, ravi._id, {
    fromDays: 6,
    days: 2,
  });
  const startCode = (await (await request.get(`/api/bookings/${bookingId}`, { headers: customer })).json())
    .data.booking.startCode;
  expect(
    (
      await request.patch(`/api/bookings/${bookingId}/status`, {
        headers: admin,
        data: { status: 'in-progress', startCode },
      })
    ).status(),
  ).toBe(200);

  const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner, viewports[0]);
  await cleaner.goto('/cleanerDashboard');
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  if (slot.date !== today) await cleaner.getByRole('tab', { name: 'Upcoming week' }).click();
  const job = cleaner.getByRole('article', { name: new RegExp(account.name) });
  await expect(job.getByText('In progress')).toBeVisible();
  await job.getByRole('button', { name: 'Complete job' }).click();
  const complete = cleaner.getByRole('dialog', { name: 'Complete job' });
  const items = complete.getByRole('radiogroup');
  await expect(items.first()).toBeVisible();
  for (const radio of await complete.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await cleaner.screenshot({ path: `${shots}/checklist-unticked-390.png` });
  await complete.getByRole('button', { name: 'Complete job' }).click();
  // Pay after service: the payment question is asked beside the checklist, both messages at once.
  const alerts = complete.getByRole('alert');
  await expect(alerts.filter({ hasText: 'Mark every checklist item done or not done' })).toHaveCount(1);
  await expect(alerts.filter({ hasText: 'Choose how the customer paid' })).toHaveCount(1);
  for (const done of await complete.getByRole('radio', { name: 'Done', exact: true }).all())
    await done.check();
  await expect(alerts).toHaveText(['Choose how the customer paid']);
  await complete.getByLabel(/^Cash .* received$/).check();
  await expect(alerts).toHaveCount(0);
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(cleaner.getByText('Job completed')).toBeVisible();
});
