import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { demo, firstOpenSlot, pageSignedInAs } from './support/consoles';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/record-payment';

/** A new customer's confirmed pay-after-service bathroom clean from `fromDays` ahead. */
async function payAfterServiceBooking(request: APIRequestContext, fromDays: number) {
  const account = {
    name: 'Meera Joshi',
    email: uniqueEmail('record'),
    phone: '9876543210',
    password: 'Sitar-Lamp-123',
  };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const customer = { authorization: `Bearer ${(await signup.json()).token}` };
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  for (;;) {
    const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
    const made = await request.post('/api/bookings', {
      headers: customer,
      data: {
        serviceId: service._id,
        packageId: pkg._id,
        address: {
          line1: '3 Palasia',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: account.phone,
        areaSqft: 1,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
      },
    });
    // Another journey took the time between the two calls: the next one.
    if (made.status() === 409) continue;
    expect(made.status(), await made.text()).toBe(201);
    const booking = (await made.json()).data.booking as { _id: string; totalAmount: number };
    const chosen = await request.post('/api/bookings/complete-payment', {
      headers: customer,
      data: { bookingId: booking._id, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status()).toBe(200);
    return { ...booking, customer, email: account.email };
  }
}

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test.describe(`at ${width} px`, () => {
    test('an admin records a cash payment outside Complete, the amount due prefilled', async ({
      browser,
      request,
    }) => {
      const booking = await payAfterServiceBooking(request, width < 500 ? 30 : 33);
      const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
      await admin.goto(`/adminDashboard/bookings/${booking._id}`);
      await expect(admin.getByTestId('booking-payment')).toContainText('Due at the visit');
      await admin.getByRole('button', { name: 'Record payment' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Record payment' });
      await expect(dialog.getByLabel('Amount received in rupees')).toHaveValue(String(booking.totalAmount));
      await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await admin.screenshot({ path: `${shots}/dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByTestId('booking-payment')).toContainText('Paid');
      await expect(admin.getByTestId('booking-payment')).toContainText(/Cash ₹[\d,]+ collected/);
      await expect(admin.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await admin.screenshot({ path: `${shots}/recorded-${width}.png`, fullPage: true });
    });

    test("shows the server's refusal when the booking was cancelled meanwhile, then No payment due", async ({
      browser,
      request,
    }) => {
      const booking = await payAfterServiceBooking(request, width < 500 ? 36 : 39);
      const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
      await admin.goto(`/adminDashboard/bookings/${booking._id}`);
      await admin.getByRole('button', { name: 'Record payment' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Record payment' });
      await expect(dialog.getByLabel('Amount received in rupees')).toHaveValue(String(booking.totalAmount));
      // The customer cancels while the dialog is open.
      const cancelled = await request.patch(`/api/bookings/${booking._id}/cancel`, {
        headers: booking.customer,
        data: { reason: 'Plans changed' },
      });
      expect(cancelled.status()).toBe(200);
      await dialog.getByRole('radio', { name: 'UPI to the company' }).check();
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'This booking has been cancelled and cannot be paid.',
      );
      await admin.screenshot({ path: `${shots}/refused-${width}.png` });

      await admin.reload();
      await expect(admin.getByTestId('booking-payment')).toContainText('No payment due');
      await expect(admin.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
      // The admin's list says the same.
      await admin.goto(`/adminDashboard/bookings?search=${encodeURIComponent(booking.email)}&past=1`);
      await expect(admin.getByText('No payment due').first()).toBeVisible();
      await expect(admin.getByText('Unpaid')).toHaveCount(0);
    });
  });
}
