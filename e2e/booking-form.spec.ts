import { expect, test } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { pickDate } from './support/date-picker';

test('a customer books office cleaning in four steps, pays after service, sees it in My Bookings and cancels it', async ({
  page,
}) => {
  const customer = await signInAsNewCustomer(page);
  await page.goto('/booking?service=office-cleaning');

  // Step 1: the service is preselected; a package is required.
  await expect(page.getByRole('radio', { name: /Office Cleaning/ })).toBeChecked();
  // Each service shows its starting price from the catalogue, with its unit.
  await expect(page.getByRole('radio', { name: /Office Cleaning.*From ₹65\/sq\.ft/ })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: /Sofa Cleaning.*From ₹499 per sofa\/mattress/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a package')).toBeVisible();
  await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: prefilled from the account; the spec's messages for the rest.
  await expect(page.getByLabel('Name')).toHaveValue('Priya Sharma');
  // Booking mail goes to the account's own address: shown, not editable, and said.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(customer.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByText('Booking emails go to the email of the account you book with.')).toBeVisible();
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await expect(page.getByText('Address line 1 is required')).toBeVisible();
  await expect(page.getByText('Pincode is required')).toBeVisible();
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('Pincode').fill('4520');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Pincode must be 6 digits')).toBeVisible();
  await page.getByLabel('Pincode').fill('452001');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: area, date, an available slot.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Area in sq.ft is required')).toBeVisible();
  await expect(page.getByText('Service date is required')).toBeVisible();
  await expect(page.getByText('Service time is required')).toBeVisible();
  await page.getByLabel('Area (sq.ft)').fill('200');
  await pickDate(page, 'Service date', futureDate());
  await page.getByRole('radio', { name: '10:00 AM' }).click();
  // 200 sq.ft × ₹65, priced by the server: shown as the price and the total.
  await expect(page.getByLabel('Booking summary').getByText('₹13,000')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: a bad coupon, then a good one.
  await page.getByLabel('Coupon code').fill('nope');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid. Please check and try again.')).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveValue('');
  await page.getByLabel('Coupon code').fill('save10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(page.getByText('₹11,700')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  // Payment: pay after service.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('Base Amount')).toBeVisible();
  await expect(page.getByText('₹11,700.00')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Pay After Service/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
  await expect(page.getByText('Pay After Service')).toBeVisible();

  // My Bookings: the booking is there, and can be cancelled.
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(
    page.getByText('Your booking is being processed. We will assign a cleaner soon.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to cancel this booking?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully!')).toBeVisible();
  await expect(page.getByText('This booking has been cancelled.')).toBeVisible();
});

test('My Bookings shows the empty state to a new customer', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto('/my-bookings');
  await expect(page.getByText('No Bookings Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Book a Service' }).click();
  await expect(page).toHaveURL(/\/booking\?service=home-cleaning$/);
});
