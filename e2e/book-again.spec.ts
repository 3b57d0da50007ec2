import { expect, test } from '@playwright/test';
import { payAfterServiceBooking } from './support/bookings';
import { apiLogin, assignWhenFree, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { pickDate } from './support/date-picker';

/**
 * Issue 36: "Book again" on a past visit opens the booking form on the schedule step with the same
 * service, package, size, address and number; the customer picks a time and confirms. Issue 35: after a
 * completed visit it is "Book Ravi again", and the booking asks for Ravi.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const address = {
  line1: '27 Saket Nagar',
  line2: 'Flat 3B',
  city: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452018',
};
const timeLabel = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

test('a customer books a cancelled visit again in a few taps at 390 px', async ({ browser, request }) => {
  const { account, customer, bookingId, serviceId, packageId } = await payAfterServiceBooking(request, {
    name: 'Rekha Soni',
    emailPrefix: 'again',
    fromDays: 9,
    verify: false,
    address,
  });
  const cancelled = await request.patch(`/api/bookings/${bookingId}/cancel`, {
    headers: customer,
    data: { reason: 'Travelling' },
  });
  expect(cancelled.status()).toBe(200);

  const page = await pageSignedInAs(browser, baseURL, account, { width: 390, height: 844 });
  await page.goto('/my-bookings');
  const card = page.locator(`#booking-${bookingId}`);
  await card.getByRole('button', { name: 'Book again' }).click();

  await expect(page).toHaveURL(/\/booking\?.*step=schedule/);
  await expect(page.getByLabel('Number of bathrooms')).toHaveValue('1');
  const slot = await firstOpenSlot(request, serviceId, packageId, 12);
  await pickDate(page, 'Service date', slot.date);
  await page.getByRole('radio', { name: timeLabel(slot.time) }).click();
  await page.screenshot({ path: 'test-results/book-again-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('27 Saket Nagar, Flat 3B, Indore, Madhya Pradesh - 452018')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  const mine = (await (await request.get('/api/bookings', { headers: customer })).json()).data.bookings;
  const again = mine.find((b: { _id: string; status: string }) => b._id !== bookingId)!;
  expect(again).toMatchObject({ serviceName: 'Bathroom Cleaning', areaSqft: 1, address });
});

test('a customer books the cleaner of a completed visit again at 390 px', async ({ browser, request }) => {
  const { account, customer, bookingId, serviceId, packageId, slot } = await payAfterServiceBooking(request, {
    name: 'Meena Joshi',
    emailPrefix: 'again-ravi',
    fromDays: 14,
    verify: false,
    address,
  });
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const cleaners = (await (await request.get('/api/admin/cleaners', { headers: admin })).json()).data
    .cleaners;
  const ravi = cleaners.find((c: { email: string }) => c.email === demo.cleaner.email);
  await assignWhenFree(request, admin, { id: bookingId, slot, serviceId, packageId }, ravi._id, {
    fromDays: 14,
    days: 40,
  });
  const { startCode } = (
    await (await request.get(`/api/bookings/${bookingId}`, { headers: customer })).json()
  ).data.booking;
  for (const data of [{ status: 'in-progress', startCode }, { status: 'completed' }]) {
    const moved = await request.patch(`/api/bookings/${bookingId}/status`, { headers: admin, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  const page = await pageSignedInAs(browser, baseURL, account, { width: 390, height: 844 });
  await page.goto('/my-bookings');
  await page.locator(`#booking-${bookingId}`).getByRole('button', { name: 'Book Ravi again' }).click();
  await expect(page).toHaveURL(/\/booking\?.*step=schedule/);
  const prefer = page.getByRole('checkbox', { name: 'Send Ravi again' });
  await expect(prefer).toBeChecked();
  await expect(
    page.getByText('Ravi comes if free at the time you choose; if not, another verified cleaner does.'),
  ).toBeVisible();
  const next = await firstOpenSlot(request, serviceId, packageId, 12);
  await pickDate(page, 'Service date', next.date);
  await page.getByRole('radio', { name: timeLabel(next.time) }).click();
  await page.screenshot({ path: 'test-results/book-ravi-again-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Preferred cleaner')).toBeVisible();
  const created = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  expect((await created).postDataJSON()).toMatchObject({ preferredCleanerId: ravi._id });
  await expect(page).toHaveURL(/\/payment$/);
});
