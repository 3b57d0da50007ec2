import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a guest plans a cleaning, logs in at Confirm & Pay, and finishes the same booking', async ({
  page,
}) => {
  // A fresh customer, so the booking is the only one on their account.
  const email = uniqueEmail('guest');
  await page.request.post('/api/auth/register', {
    data: { name: 'Meera Joshi', email, phone: '9812345678', password: 'Sitar-Lamp-123' },
  });

  await page.goto('/booking-schedule');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Sofa Cleaning' });
  await page.getByRole('combobox', { name: 'Package' }).selectOption({ index: 1 });
  await page.getByLabel('Number of sofas/mattresses').fill('2');
  await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: /20th/ }).click();
  await page.getByRole('button', { name: 'Afternoon' }).click();
  await page.getByRole('radio', { name: '2:00 PM', exact: true }).click();
  await page.getByLabel('Full name').fill('Meera Joshi');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full address').fill('7 Palasia Square');
  await page.getByLabel('Pincode').fill('452001');
  await page.getByLabel('Phone').fill('9812345678');
  await page.getByRole('button', { name: 'Confirm Schedule' }).click();

  await expect(page.getByRole('heading', { name: 'Review and Confirm Booking' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();

  // The plan waits while the guest logs in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Complete Your Booking')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
  await page.getByRole('button', { name: 'Login In' }).click();

  await expect(page).toHaveURL(/\/review-booking$/);
  await expect(page.getByText('7 Palasia Square')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();

  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'Sofa Cleaning' })).toBeVisible();
  await expect(page.getByText('7 Palasia Square')).toBeVisible();
  // Nothing on the phone layout scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
