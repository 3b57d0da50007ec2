import { expect, test } from '@playwright/test';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';

/**
 * Issue 35: with DISPATCH_MODE=auto (its own server, playwright.config.ts) a booking confirmed with pay
 * after service is assigned by the dispatch job, and the admin reads why on the booking's page.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_AUTO_DISPATCH_PORT ?? port + 2000)}`;
test.use({ baseURL });

test('a confirmed booking is assigned without a person, and the admin sees why', async ({
  browser,
  request,
}) => {
  const client = await apiLogin(request, demo.client.email, demo.client.password);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const kitchen = (await (await request.get('/api/services/kitchen-cleaning')).json()).data.service
    ._id as string;
  const slot = await firstOpenSlot(request, kitchen, 'Normal', 20);
  const created = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      serviceId: kitchen,
      packageId: 'Normal',
      address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.booking._id as string;
  const confirmed = await request.post('/api/bookings/complete-payment', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { bookingId: id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status()).toBe(200);
  // The confirmation wakes the job (NOTIFY): no admin touches the booking.
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/bookings/${id}`, { headers: { authorization: `Bearer ${admin.token}` } })
          ).json()
        ).data.booking.status,
      { timeout: 20_000 },
    )
    .toBe('assigned');

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    await page.goto(`/adminDashboard/bookings/${id}`);
    const decision = page.getByTestId('dispatch-decision');
    await expect(decision).toContainText('Assigned by dispatch:');
    await expect(decision).toContainText(/free cleaner, .+ booked this week/);
    await page.screenshot({ path: `test-results/auto-dispatch-${viewport.width}.png`, fullPage: false });
    await page.context().close();
  }
});
