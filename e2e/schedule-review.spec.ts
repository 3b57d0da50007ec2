import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';

test('plan a cleaning on the schedule page, review it with a promo code and confirm it', async ({ page }) => {
  await signInAsNewCustomer(page, 'Rahul Jain');
  await page.goto('/booking-schedule');
  await expect(page.getByRole('heading', { name: 'Book Your Cleaning Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Please select a service')).toBeVisible();

  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Bathroom Cleaning' });
  await page.getByRole('combobox', { name: 'Package' }).selectOption({ index: 2 });
  await page.getByLabel('Number of bathrooms').fill('2');
  await expect(page.getByLabel('Summary').getByText('₹998')).toBeVisible();
  // Next month's 15th: always in the future, always on the calendar after one click.
  await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: /15th/ }).click();
  await page.getByRole('button', { name: 'Morning' }).click();
  await page.getByRole('radio', { name: '9:00 AM' }).click();
  await page.getByLabel('Full address').fill('221 Scheme 54');
  await page.getByLabel('Pincode').fill('452010');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Confirm Schedule' }).click();

  await expect(page.getByRole('heading', { name: 'Review and Confirm Booking' })).toBeVisible();
  await expect(page.getByText('₹998').first()).toBeVisible();
  await page.getByLabel('Coupon code').fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('₹898.20')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText('Please agree to the terms and conditions before proceeding.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/booking-Confirmed$/);
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
  await expect(page.getByText('₹898.20')).toBeVisible();
  await expect(page.getByText('You can reschedule anytime from the dashboard.')).toBeVisible();
});
