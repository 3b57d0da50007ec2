import { expect, test, type Page } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { apiLogin, demo } from './support/consoles';

const CANCELLED = 'Payment cancelled. You can complete the payment later from your bookings.';

/** A new customer's office cleaning (100 sq.ft × ₹65 = ₹6,500), booked through the API. */
async function bookOfficeCleaning(page: Page) {
  const { token } = await signInAsNewCustomer(page);
  const services = await (await page.request.get('/api/services/office-cleaning')).json();
  const hour = String(8 + Math.floor(Math.random() * 9)).padStart(2, '0');
  const res = await page.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      serviceId: services.data.service._id,
      packageId: 'Basic',
      address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: futureDate(),
      scheduledTime: `${hour}:00`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token: token as string, bookingId: (await res.json()).data.booking._id as string };
}

/** A customer with an unpaid office cleaning (₹6,500), opened from My Bookings' 'Pay now'. */
async function openPaymentForNewBooking(page: Page) {
  await bookOfficeCleaning(page);
  await page.goto('/my-bookings');
  await expect(page.getByText('Unpaid')).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`online payment on a ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('pays by UPI in the sandbox sheet and lands on the confirmation with the payment id', async ({
      page,
    }) => {
      await openPaymentForNewBooking(page);
      await page.getByRole('radio', { name: /^UPI Payment/ }).check();
      const pay = page.getByRole('button', { name: 'Pay ₹6,500.00' });
      await pay.click();
      const sheet = page.getByRole('dialog', { name: 'Sandbox checkout' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText('Chamak Cleaning Services')).toBeVisible();
      await expect(sheet.getByText('₹6,500.00', { exact: true })).toBeVisible();
      // Behind the sheet the page's own button is busy.
      await expect(page.locator('main button', { hasText: 'Processing...' })).toBeDisabled();
      await page.screenshot({ path: `test-results/payments-upi-sheet-${viewport.width}.png` });
      await sheet.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
      await expect(page.getByText(/^pay_[A-Za-z0-9]{14}$/)).toBeVisible();
      await expect(page.getByText('UPI Payment')).toBeVisible();
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();

      await page.goto('/my-bookings');
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

      // Its receipt prints on its own; without a GSTIN (this server has none) it claims no GST.
      await page.getByRole('link', { name: 'Receipt' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Receipt' })).toBeVisible();
      await expect(page.getByText(/^RCT\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
      await expect(page.getByText(/GST/)).toHaveCount(0);
      // What a customer looks for on it besides the sums, and the PDF beside Print (issue 37).
      await expect(page.getByText(/^Booking reference: [0-9A-F]{8}$/)).toBeVisible();
      await expect(
        page.getByText(/^Service date: \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/),
      ).toBeVisible();
      await expect(page.getByText('Payment method: UPI (online)')).toBeVisible();
      await expect(page.getByText(/^Phone: \+91/)).toBeVisible();
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^RCT.*\.pdf$/);
      await page.screenshot({ path: `test-results/payments-receipt-${viewport.width}.png`, fullPage: true });
    });

    test('pays by a scannable UPI QR code', async ({ page }) => {
      await openPaymentForNewBooking(page);
      await page.screenshot({ path: `test-results/payments-page-${viewport.width}.png`, fullPage: true });
      await page.getByRole('radio', { name: /^QR Code Payment/ }).check();
      await page.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      const sheet = page.getByRole('dialog', { name: 'Sandbox checkout' });
      const qr = sheet.getByRole('img', { name: 'UPI QR code to pay' });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      // On the phone being held, the QR option opens a UPI app with the same payment; the QR is for another one.
      const openApp = sheet.getByRole('link', { name: 'Open UPI app' });
      if (viewport.width < 768) expect(await openApp.getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=/);
      else await expect(openApp).toHaveCount(0);
      await page.screenshot({ path: `test-results/payments-qr-sheet-${viewport.width}.png` });
      await sheet.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
      await expect(page.getByText('QR Code Payment')).toBeVisible();
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    });

    test('closing the sheet alerts that payment can be completed later and re-enables the button', async ({
      page,
    }) => {
      await openPaymentForNewBooking(page);
      await page.getByRole('radio', { name: /^UPI Payment/ }).check();
      await page.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alert')).toHaveText(CANCELLED);
      await expect(page.getByRole('button', { name: 'Pay ₹6,500.00' })).toBeEnabled();
    });

    test('a failed payment says so, takes nothing and lets the customer try again', async ({ page }) => {
      await openPaymentForNewBooking(page);
      await page.getByRole('radio', { name: /^UPI Payment/ }).check();
      await page.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      await page
        .getByRole('dialog', { name: 'Sandbox checkout' })
        .getByRole('button', { name: 'Fail' })
        .click();
      await expect(page.getByRole('alert')).toContainText('Payment failed');
      await expect(page.getByRole('alert')).toContainText('No money was taken');
      await page.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
      await page
        .getByRole('dialog', { name: 'Sandbox checkout' })
        .getByRole('button', { name: 'Pay ₹6,500.00' })
        .click();
      await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
    });
  });
}

test.describe('an online payment for a booking already paid at the visit (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The sandbox refunds at once, so the verify already finds the refund processed.
  test('the result says it is refunded automatically, not the usual success', async ({ page }) => {
    const { token, bookingId } = await bookOfficeCleaning(page);
    const chosen = await page.request.post('/api/bookings/complete-payment', {
      headers: { authorization: `Bearer ${token}` },
      data: { bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.goto('/my-bookings');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('button', { name: 'Pay ₹6,500.00' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await expect(sheet).toBeVisible();
    // While the checkout is open, the crew's cash is recorded at the door.
    const admin = await apiLogin(page.request, demo.admin.email, demo.admin.password);
    const collected = await page.request.post(`/api/bookings/${bookingId}/collect`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { method: 'cash', amount: 6500 },
    });
    expect(collected.status(), await collected.text()).toBe(201);
    await sheet.getByRole('button', { name: 'Pay ₹6,500.00' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Already paid at the visit' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Your booking was already paid at the visit, so the online payment of ₹6,500.00 you made afterwards was not needed. It has been refunded: it will be credited to the original payment method within 5-7 business days.',
    );
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Booking (Confirmed!|received)/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/payments-paid-at-the-visit-390.png', fullPage: true });
  });
});
