import { expect, test, type APIRequestContext } from '@playwright/test';
import { payAfterServiceBooking } from './support/bookings';
import { apiLogin, demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/admin-booking-page';

/**
 * A customer's completed one-bathroom clean, rated and complained about, with the re-clean offered:
 * what an admin finds on the booking's page. Booked from `fromDays` ahead, a day no other journey uses.
 */
async function ratedVisitWithComplaint(request: APIRequestContext, fromDays: number) {
  const { account, customer, bookingId } = await payAfterServiceBooking(request, {
    name: 'Farah Khan',
    emailPrefix: 'bookingpage',
    fromDays,
    verify: true,
    address: {
      line1: '7 Vijay Nagar',
      line2: '',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pincode: '452010',
    },
  });
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const move = (data: object) => request.patch(`/api/bookings/${bookingId}/status`, { headers: admin, data });
  expect((await move({ status: 'assigned' })).status()).toBe(200);
  const startCode = (await (await request.get(`/api/bookings/${bookingId}`, { headers: customer })).json())
    .data.booking.startCode;
  expect((await move({ status: 'in-progress', startCode })).status()).toBe(200);
  expect((await move({ status: 'completed' })).status()).toBe(200);
  const rated = await request.post(`/api/bookings/${bookingId}/rating`, {
    headers: customer,
    data: { rating: 3, comment: 'Good, but the mirror was left streaky.' },
  });
  expect(rated.status()).toBe(201);
  const filed = await request.post(`/api/bookings/${bookingId}/complaints`, {
    headers: customer,
    data: { category: 'not-clean', description: 'The mirror and the tiles were left streaky.' },
  });
  expect(filed.status()).toBe(201);
  const complaintId = (await filed.json()).data.complaint._id as string;
  const offered = await request.post(`/api/admin/complaints/${complaintId}/resolve`, {
    headers: admin,
    data: { action: 'reclean', note: 'We will send another crew.' },
  });
  expect(offered.status()).toBe(200);
  return { account, bookingId };
}

// A long journey (a whole visit's life through the API, then the page, axe and a booking).
test.describe.configure({ timeout: 120_000 });

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test(`${width}px: a booking's page shows its emails, texts, rating and complaint, and books the re-clean`, async ({
    browser,
    request,
  }) => {
    const { account, bookingId } = await ratedVisitWithComplaint(request, width < 500 ? 10 : 11);
    const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    await admin.goto(`/adminDashboard/bookings/${bookingId}`);
    // The console's chunks load lazily: a loaded machine can take a while the first time.
    await expect(admin.getByRole('heading', { level: 1 })).toContainText('Booking', { timeout: 30_000 });

    const rating = admin.getByRole('region', { name: 'Rating' });
    await expect(rating.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
    await expect(rating).toContainText('Good, but the mirror was left streaky.');

    const messages = admin.getByRole('region', { name: 'Messages' });
    const emailRow = messages.getByRole('row').filter({ hasText: 'Booking received: Bathroom Cleaning' });
    await expect(emailRow).toHaveCount(1);
    await expect(emailRow).toContainText('Email');
    await expect(emailRow).toContainText(account.email);
    await expect(emailRow).toContainText('Booking received');
    await expect(messages.getByRole('row').filter({ hasText: 'Status changed' }).first()).toContainText(
      'Email',
    );
    const smsRow = messages
      .getByRole('row')
      .filter({ hasText: 'SMS' })
      .filter({ hasText: 'Booking received' });
    const { phone } = account;
    await expect(smsRow).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await expect(smsRow).toContainText('is booked (ref ');

    const complaint = admin.getByRole('region', { name: 'Complaint' });
    await expect(complaint).toContainText('The mirror and the tiles were left streaky.');
    await expect(complaint).toContainText('Re-clean offered: no time booked yet');
    await expectNoSeriousA11yViolations(admin);
    const scrollsSideways = await admin.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrollsSideways).toBe(false);
    await admin.screenshot({ path: `${shots}/booking-page-${width}.png`, fullPage: true });

    await complaint.getByRole('button', { name: 'Book re-clean' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Book the free re-clean' });
    await expect(dialog.getByLabel('Time')).toBeEnabled();
    const times = dialog.getByLabel('Time').locator('option:not([value=""])');
    const firstTime = await times.first().getAttribute('value');
    await dialog.getByLabel('Time').selectOption(firstTime!);
    await admin.screenshot({ path: `${shots}/book-reclean-${width}.png` });
    await dialog.getByRole('button', { name: 'Book re-clean' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Re-clean booked', { exact: true }).first()).toBeVisible();
    await expect(complaint).toContainText('Re-clean booked');

    await complaint.getByRole('link', { name: 'Re-clean booking' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText('Booking');
    const price = admin.getByRole('region', { name: 'Price' });
    await expect(price.getByText('Total').locator('..')).toContainText('₹0');
    await expect(admin.getByRole('region', { name: 'Messages' })).toContainText(
      'Booking received: Bathroom Cleaning',
    );
    await admin.screenshot({ path: `${shots}/reclean-booking-${width}.png`, fullPage: true });

    // The customer sees the free visit in My Bookings.
    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    await customer.goto('/my-bookings');
    const free = customer
      .getByRole('listitem')
      .filter({ hasText: 'Bathroom Cleaning' })
      .filter({ hasText: '₹0' });
    await expect(free).toHaveCount(1);
    await expect(free).toContainText('Free');
  });
}
