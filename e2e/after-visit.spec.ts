import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { choosePayAfterService } from './support/bookings';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { touchingButtons } from './support/button-gaps';
import { testJpeg } from './support/photos';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/after-visit';

/**
 * A new customer with a one-bathroom clean booked at the first open slot from `fromDays` ahead: past the
 * demo cleaners' seeded jobs (the next five days), each journey on a day of its own so a demo cleaner is free.
 */
async function customerWithBooking(request: APIRequestContext, fromDays: number) {
  const account = {
    name: 'Neha Jain',
    email: uniqueEmail('aftervisit'),
    phone: '9876543210',
    password: 'Sitar-Lamp-123',
  };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
  const res = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      serviceId: service._id,
      packageId: pkg._id,
      address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    },
  });
  expect(res.status()).toBe(201);
  const bookingId = (await res.json()).data.booking._id as string;
  await choosePayAfterService(request, { authorization: `Bearer ${token}` }, bookingId);
  return { account, token, bookingId };
}

const DEMO_CLEANERS = ['ravi@chamak.in', 'sunita@chamak.in', 'arjun@chamak.in'];

/** Admin gives the job to a free demo cleaner and starts the job with the customer's code; returns the lead cleaner. */
async function startedJob(request: APIRequestContext, customerToken: string, bookingId: string) {
  const admin = (await apiLogin(request, demo.admin.email, demo.admin.password)).token;
  const auth = { authorization: `Bearer ${admin}` };
  // A demo cleaner leads (their password is known): other journeys add cleaners whose password is not,
  // and the least loaded of those may hold the reservation. The first demo cleaner free at that time leads.
  const cleaners: { _id: string; email: string }[] = (
    await (await request.get('/api/admin/cleaners', { headers: auth })).json()
  ).data.cleaners;
  let lead: { _id: string; email: string } | undefined;
  for (const email of DEMO_CLEANERS) {
    const candidate = cleaners.find((c) => c.email === email)!;
    const assigned = await request.patch(`/api/bookings/${bookingId}/assign`, {
      headers: auth,
      data: { cleanerId: candidate._id },
    });
    if (assigned.status() === 200) {
      lead = candidate;
      break;
    }
    expect(assigned.status()).toBe(409);
  }
  if (!lead) throw new Error('No demo cleaner is free for this job');
  const booking = await request.get(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  const startCode = (await booking.json()).data.booking.startCode;
  const started = await request.patch(`/api/bookings/${bookingId}/status`, {
    headers: auth,
    data: { status: 'in-progress', startCode },
  });
  expect(started.status()).toBe(200);
  return { auth, cleaner: { email: lead.email as string, password: demo.cleaner.password } };
}

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test(`${width}px: a customer files a complaint and an admin grants a re-clean that appears in My Bookings`, async ({
    browser,
    request,
  }) => {
    const { account, token, bookingId } = await customerWithBooking(request, width < 500 ? 8 : 9);
    const { auth } = await startedJob(request, token, bookingId);
    expect(
      (
        await request.patch(`/api/bookings/${bookingId}/status`, {
          headers: auth,
          data: { status: 'completed' },
        })
      ).status(),
    ).toBe(200);

    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    await customer.goto('/my-bookings');
    const card = customer.locator(`#booking-${bookingId}`);
    await card.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('What went wrong?').selectOption('missed-area');
    await dialog.getByLabel('Details').fill('The balcony and the mirror were not cleaned.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByTestId('complaint-status')).toHaveText(/Problem reported/);
    await customer.screenshot({ path: `${shots}/complaint-filed-${width}.png`, fullPage: true });

    const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    await admin.goto('/adminDashboard/complaints');
    const item = admin
      .getByTestId('complaint-item')
      .filter({ hasText: 'The balcony and the mirror' })
      .first();
    await expect(item).toBeVisible();
    await admin.screenshot({ path: `${shots}/admin-complaints-${width}.png`, fullPage: true });
    await item.getByRole('button', { name: 'Resolve' }).click();
    const resolve = admin.getByRole('dialog', { name: 'Resolve complaint' });
    await resolve.getByLabel('Resolution').selectOption('reclean');
    await resolve.getByRole('textbox').fill('Sorry about that! A free re-clean is on us.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve).toBeHidden();

    await customer.reload();
    await expect(card.getByTestId('complaint-status')).toHaveText(/Free re-clean offered/);
    await card.getByRole('button', { name: 'Pick a time for your free re-clean' }).click();
    const pick = customer.getByRole('dialog', { name: 'Pick a time for your free re-clean' });
    await pick.getByRole('radio').and(pick.locator(':enabled')).first().click();
    await pick.getByRole('button', { name: 'Book free re-clean' }).click();
    await expect(pick).toBeHidden();
    await expect(card.getByTestId('complaint-status')).toHaveText(/Free re-clean booked/);
    const reclean = customer.locator('li').filter({ hasText: 'Free re-clean for your earlier visit' });
    await expect(reclean).toHaveCount(1);
    await expect(reclean).toContainText('₹0');
    await reclean.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: `${shots}/reclean-booked-${width}.png`, fullPage: true });
  });

  test(`${width}px: a cleaner completes a job with the checklist and a photo, which the customer then sees`, async ({
    browser,
    request,
  }) => {
    const { account, token, bookingId } = await customerWithBooking(request, width < 500 ? 5 : 6);
    const { cleaner: lead } = await startedJob(request, token, bookingId);

    const cleaner = await pageSignedInAs(browser, baseURL, lead, viewport);
    await cleaner.goto('/cleanerDashboard');
    // The job is today's or in the week ahead, by the first open slot: look in both tabs once loaded.
    // Earlier journeys left other (finished) jobs for Neha: hers still to complete is the one with the button.
    const theJob = cleaner
      .getByRole('article', { name: /Bathroom Cleaning for Neha Jain/ })
      .filter({ has: cleaner.getByRole('button', { name: 'Complete job' }) });
    await expect(cleaner.getByText(/^Loading/)).toHaveCount(0);
    await expect
      .poll(async () => {
        for (const tab of ['Today', 'Upcoming week']) {
          await cleaner.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          if (await theJob.count()) return tab;
        }
        return null;
      })
      .not.toBeNull();
    const job = theJob.first();
    await job.getByRole('button', { name: 'Complete job' }).click();
    const dialog = cleaner.getByRole('dialog', { name: 'Complete job' });
    // Nothing is ticked to start with: the first item not done, with why; the rest done.
    const items = dialog.getByRole('radiogroup');
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    const firstItem = (await items.first().getAttribute('aria-label'))!.trim();
    await items.first().getByRole('radio', { name: 'Not done' }).check();
    for (const item of (await items.all()).slice(1))
      await item.getByRole('radio', { name: 'Done', exact: true }).check();
    await dialog.getByRole('textbox', { name: /not done/ }).fill('Tap had no water');
    // Pay after service: the crew records how the customer paid.
    await dialog.getByLabel(/^Cash ₹[\d,.]+ received$/).check();
    const jpeg = await testJpeg(1200, 900);
    await dialog
      .getByLabel('Add after photo')
      .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(dialog.getByText('Photos (1 of 10)')).toBeVisible();
    await cleaner.screenshot({ path: `${shots}/cleaner-complete-${width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Complete job' }).click();
    await expect(dialog).toBeHidden();

    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    await customer.goto('/my-bookings');
    const card = customer.locator(`#booking-${bookingId}`);
    const checklist = card.getByTestId('checklist');
    await expect(checklist).toContainText(firstItem);
    await expect(checklist).toContainText('Tap had no water');
    await expect(card.getByRole('img', { name: 'After the clean' })).toBeVisible();
    const photo = card.getByRole('img', { name: 'After the clean' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await card.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: `${shots}/customer-proof-${width}.png`, fullPage: true });

    // Report a problem and Tip the crew stand apart, as every pair of buttons on the page (issue 37).
    await expect(card.getByRole('button', { name: 'Tip the crew' })).toBeVisible();
    expect(await touchingButtons(customer), 'buttons touching').toEqual([]);

    // A ₹100 tip through the sandbox checkout: the receipt shows under the visit.
    await card.getByRole('button', { name: 'Tip the crew' }).click();
    const tip = customer.getByRole('dialog', { name: 'Tip the crew' });
    await tip.getByRole('radio', { name: '₹100' }).click();
    await tip.getByRole('button', { name: 'Tip ₹100' }).click();
    const sheet = customer.getByRole('dialog', { name: 'Sandbox checkout' });
    await sheet.getByRole('button', { name: /^Pay/ }).click();
    await expect(card.getByTestId('tip-receipt')).toContainText('You tipped the crew ₹100. Thank you!');
    // One tip per visit: the button goes once it is paid.
    await expect(card.getByRole('button', { name: 'Tip the crew' })).toHaveCount(0);
    await customer.screenshot({ path: `${shots}/customer-tip-${width}.png`, fullPage: true });

    // The tip links to its own receipt: the crew's shares, the total and the payment ID (issue 37).
    await card.getByTestId('tip-receipt').getByRole('link', { name: 'Tip receipt' }).click();
    await expect(customer.getByRole('heading', { name: 'Tip receipt', level: 1 })).toBeVisible();
    const receipt = customer.getByTestId('tip-receipt-document');
    await expect(receipt.getByRole('row', { name: 'Total tip ₹100.00' })).toBeVisible();
    await expect(receipt).toContainText(/Paid online · Payment ID: pay_\w+/);
    await expect(customer.getByRole('button', { name: 'Print' })).toBeVisible();
    await customer.screenshot({ path: `${shots}/customer-tip-receipt-${width}.png`, fullPage: true });
  });
}
