import { expect, test } from '@playwright/test';
import { futureDate, signInAsNewCustomer, uniqueEmail } from './support/accounts';
import {
  apiLogin,
  demo,
  expectNoSeriousA11yViolations,
  firstOpenSlot,
  moveUntilFree,
  pageSignedInAs,
} from './support/consoles';
import { pickDate } from './support/date-picker';
import { e2eExotel, exotelCalls } from './support/exotel';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

test('a client and a cleaner opening /adminDashboard are sent to their own homes', async ({ browser }) => {
  const client = await pageSignedInAs(browser, baseURL, demo.client);
  await client.goto('/adminDashboard');
  await expect(client).toHaveURL(/\/profile$/);
  const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner);
  await cleaner.goto('/adminDashboard/bookings');
  await expect(cleaner).toHaveURL(/\/cleanerDashboard$/);
  await expect(cleaner.getByRole('link', { name: 'My Jobs' }).first()).toBeVisible();
});

const sections = [
  '',
  '/bookings',
  '/cleaners',
  '/customers',
  '/catalogue',
  '/coupons',
  '/gift-vouchers',
  '/inbox',
  '/outbox',
  '/overview',
  '/audit',
  '/service-area',
  '/payouts',
];
for (const section of sections) {
  test(`/adminDashboard${section} passes axe and has no sideways scroll at 1280 and 390 px`, async ({
    browser,
  }) => {
    // Two pages and four axe passes each over the console's longest tables (the outbox's took ~9 s a pass on a
    // loaded CI machine): twice the journeys' default, for the work, not for waiting.
    test.setTimeout(90_000);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
      await page.goto(`/adminDashboard${section}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(scrollsSideways, `at ${viewport.width}px`).toBe(false);
      await page.context().close();
    }
  });
}

test('admin adds a cleaner with an emailed temporary password', async ({ browser }) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin);
  await admin.goto('/adminDashboard/cleaners');
  await admin.getByRole('button', { name: 'Add cleaner' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a cleaner' });
  await dialog.getByRole('button', { name: 'Add cleaner' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  const email = uniqueEmail('cleaner');
  await dialog.getByLabel('Name').fill('Meena Devi');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('9812345678');
  await dialog.getByRole('button', { name: 'Add cleaner' }).click();
  await expect(
    admin.getByText(`Meena Devi has been emailed a temporary password at ${email}.`),
  ).toBeVisible();
  await admin.getByLabel('Search cleaners').fill(email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('paragraph').filter({ hasText: 'Meena Devi' })).toBeVisible();
});

test('admin changes a package price and the service page shows it', async ({ browser }) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin);
  await admin.goto('/adminDashboard/catalogue');
  // The water tank's Deep package: no other journey prices it, and journeys run in parallel on one server.
  const pkg = admin.getByRole('form', { name: 'Package Deep', exact: true });
  await pkg.getByLabel(/Price/).fill('1349');
  await pkg.getByRole('button', { name: /Save/ }).click();
  await expect(admin.getByText('Package saved')).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/water-tank-cleaning');
  await expect(visitor.getByText(/₹1,349/).first()).toBeVisible();
});

test('admin creates a coupon and a customer uses it in the booking form', async ({ browser, page }) => {
  const admin = await pageSignedInAs(browser, baseURL, demo.admin);
  await admin.goto('/adminDashboard/coupons');
  await admin.getByRole('button', { name: 'New coupon' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New coupon' });
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Type').selectOption('flat');
  await dialog.getByLabel(/Amount off/).fill('500');
  await dialog.getByLabel("Show on the site's offers").check();
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(admin.getByText(`${code} is saved.`)).toBeVisible();

  await signInAsNewCustomer(page);
  await page.goto('/booking?service=office-cleaning');
  await page.getByRole('radio', { name: /Basic/ }).first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('Pincode').fill('452001');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Area (sq.ft)').fill('200');
  await pickDate(page, 'Service date', futureDate());
  await page.getByRole('radio', { name: /AM|PM/ }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The offer is on the coupon box with its rules in words; the box's hint is not a live code.
  await expect(page.getByLabel('Coupon code')).toHaveAttribute('placeholder', 'Enter a coupon code');
  const offers = page.getByRole('region', { name: 'Offers for you' });
  await expect(offers.getByText(`${code} · ₹500 off`)).toBeVisible();
  await expect(offers.getByText('SAVE10 · 10% off')).toBeVisible();
  await page.screenshot({ path: 'test-results/offers-1280.png', fullPage: true });
  await offers.getByRole('button', { name: `Use ${code}` }).click();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveValue(code);
  await expect(page.getByText(/₹500/).first()).toBeVisible();
});

test('a booking goes from the customer through the admin and the cleaner to completed', async ({
  browser,
}) => {
  // The customer books (through the API: the booking form has its own journey).
  const customer = await browser.newPage({ baseURL });
  const account = await signInAsNewCustomer(customer, 'Nisha Kapoor');
  // Her instructions name this booking apart from any earlier run's on the cleaner's list.
  const bookingGate = account.email.replace(/@.*/, '');
  const services = (await (await customer.request.get('/api/services')).json()).data.services;
  const office = services.find((s: { slug: string }) => s.slug === 'office-cleaning');
  // Day 5: past the demo jobs, so Ravi is free whatever the time of day, and still in the cleaner's upcoming week.
  const slot = await firstOpenSlot(customer.request, office._id, office.packages[0]._id, 5);
  const created = await customer.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      serviceId: office._id,
      packageId: office.packages[0]._id,
      address: {
        line1: '4 Race Course Road',
        line2: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452001',
      },
      phoneNumber: '9876543210',
      areaSqft: 200,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      instructions: `Ring twice at gate ${bookingGate}`,
    },
  });
  expect(created.ok()).toBe(true);
  // A booking is held until the customer's payment choice confirms it (PRODUCT §5); until then its card
  // shows the payment box instead of the status message. The customer chooses pay after service.
  const chosen = await customer.request.post('/api/bookings/complete-payment', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { bookingId: (await created.json()).data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(chosen.status()).toBe(200);

  // Parallel journeys may hold Ravi at that time: the booking moves on to a time he is free (days 5 and 6).
  const adminAuth = {
    authorization: `Bearer ${(await apiLogin(customer.request, demo.admin.email, demo.admin.password)).token}`,
  };
  const ravi = (
    await (await customer.request.get('/api/admin/cleaners?search=ravi', { headers: adminAuth })).json()
  ).data.cleaners[0];
  const bookingId: string = (await created.json()).data.booking._id;
  const at = await moveUntilFree(
    customer.request,
    adminAuth,
    { id: bookingId, slot, serviceId: office._id, packageId: office.packages[0]._id },
    ravi._id,
    { fromDays: 5, days: 2 },
  );

  // The admin finds it by the customer's email and assigns Ravi.
  const admin = await pageSignedInAs(browser, baseURL, demo.admin);
  await admin.goto(`/adminDashboard/bookings?search=${encodeURIComponent(account.email)}`);
  await admin
    .getByRole('button', { name: /^Assign/ })
    .first()
    .click();
  const assign = admin.getByRole('dialog', { name: 'Assign a cleaner' });
  await assign.getByRole('radio', { name: new RegExp(demo.cleaner.name) }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Cleaner assigned')).toBeVisible();

  // The customer sees who is coming, and reads the start code.
  await customer.goto('/my-bookings');
  await expect(
    customer.getByText(`${demo.cleaner.name} has been assigned to your booking and will contact you soon.`),
  ).toBeVisible();
  const mine = (
    await (
      await customer.request.get('/api/bookings', { headers: { authorization: `Bearer ${account.token}` } })
    ).json()
  ).data.bookings;
  const startCode: string = mine[0].startCode;
  expect(startCode).toMatch(/^\d{4}$/);
  // ... on the booking card too, from the assignment until the start (docs/product-rules.md#start-code).
  await expect(customer.getByText(/^Start code:/)).toContainText(`Start code: ${startCode}`);
  // "Call your cleaner": Exotel rings the customer, then Ravi; neither page nor call shows the other's number.
  await customer.getByRole('button', { name: 'Call your cleaner' }).click();
  await expect(
    customer.getByText('We are calling you on 98XXXXXX10. Pick up, and we will connect you to Ravi.'),
  ).toBeVisible();
  expect(await customer.content()).not.toContain('9876500001');
  await customer.screenshot({ path: 'test-results/call-your-cleaner.png' });
  expect(await exotelCalls(port)).toContainEqual(
    expect.objectContaining({ from: '+919876543210', to: '+919876500001', callerId: e2eExotel.callerId }),
  );

  // The cleaner, on a phone, starts the job with the code and completes it.
  const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner, { width: 390, height: 844 });
  await cleaner.goto('/cleanerDashboard');
  await expect(cleaner.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  if (at.date !== today) await cleaner.getByRole('tab', { name: 'Upcoming week' }).click();
  const job = cleaner
    .getByRole('article', { name: /Nisha Kapoor/ })
    .filter({ hasText: `Ring twice at gate ${bookingGate}` });
  await expect(job).toBeVisible();
  // The crew calls through the masking number too: no tel: link with the customer's number.
  await expect(job.getByRole('link', { name: /Call/ })).toHaveCount(0);
  await job.getByRole('button', { name: 'Call customer' }).click();
  await expect(
    cleaner.getByText('We are calling you on 98XXXXXX01. Pick up, and we will connect you to Nisha.'),
  ).toBeVisible();
  expect(await exotelCalls(port)).toContainEqual(
    expect.objectContaining({ from: '+919876500001', to: '+919876543210' }),
  );
  await cleaner.screenshot({ path: 'test-results/call-customer-390.png' });
  await job.getByRole('button', { name: 'Start job' }).click();
  const start = cleaner.getByRole('dialog', { name: 'Start job' });
  await start.getByLabel('Start code').fill('12');
  await start.getByRole('button', { name: 'Start job' }).click();
  await expect(start.getByText('Enter the 4-digit start code from the customer')).toBeVisible();
  await start.getByLabel('Start code').fill(startCode);
  await start.getByRole('button', { name: 'Start job' }).click();
  await expect(cleaner.getByText('Job started')).toBeVisible();
  await job.getByRole('button', { name: 'Complete job' }).click();
  const complete = cleaner.getByRole('dialog', { name: 'Complete job' });
  // The checklist starts unticked and must be answered (wait for it: .all() below does not).
  await expect(complete.getByRole('radiogroup').first()).toBeVisible();
  await expect(complete.getByRole('radio', { checked: true })).toHaveCount(0);
  for (const done of await complete.getByRole('radio', { name: 'Done', exact: true }).all())
    await done.check();
  // Pay after service: the crew records how the customer paid, here the cash.
  await complete.getByLabel('Cash ₹13,000.00 received').check();
  await complete.getByLabel('Note (optional)').fill('All rooms done');
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(cleaner.getByText('Job completed')).toBeVisible();

  // The customer sees it completed.
  await customer.goto('/my-bookings');
  await expect(customer.getByText('COMPLETED', { exact: false }).first()).toBeVisible();
  await expect(
    customer.getByText('Your service has been completed. Thank you for choosing us!'),
  ).toBeVisible();
});
