import { expect, test } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { demo, pageSignedInAs } from './support/consoles';

/**
 * Credits (issue 36 part 4) on a phone: the owner grants goodwill on the customer's page, the customer sees it
 * in their profile and pays a booking with credits first and the rest by UPI in the sandbox. (A booking the
 * credits cover wholly is confirmed with no online payment: modules/payments/pay-with-credits.test.ts.)
 */
test.use({ viewport: { width: 390, height: 844 } });

test('admin grants goodwill → the customer sees the balance → pays with credits', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await signInAsNewCustomer(page, 'Kavya Credits');
  const auth = { authorization: `Bearer ${customer.token}` };
  const me = await (await page.request.get('/api/users/profile', { headers: auth })).json();
  const customerId = me.data.user.id as string;

  // The owner grants ₹5,000 of goodwill from the customer's page in the console.
  const admin = await pageSignedInAs(browser, baseURL!, demo.admin, { width: 390, height: 844 });
  await admin.goto(`/adminDashboard/customers/${customerId}`);
  await expect(admin.getByRole('heading', { name: 'Kavya Credits' })).toBeVisible();
  await expect(admin.getByText('Up to ₹5,000 per grant for your role.', { exact: false })).toBeVisible();
  await admin.getByLabel('Amount (₹)').fill('5000');
  await admin.getByLabel('Reason').fill('Sorry the crew came late');
  await admin.getByRole('button', { name: 'Grant credits' }).click();
  await expect(admin.getByText('Balance now ₹5,000')).toBeVisible();
  await admin.screenshot({ path: 'test-results/credits-admin-grant-390.png' });
  await admin.context().close();

  // The customer sees it in their profile.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Credits', exact: true })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('₹5,000');
  await expect(page.getByText('Goodwill from Chamak')).toBeVisible();
  await expect(page.getByText('Sorry the crew came late')).toBeVisible();

  // An office cleaning of ₹6,500: ₹5,000 of credits first, ₹1,500 by UPI.
  const services = await (await page.request.get('/api/services/office-cleaning')).json();
  const hour = String(8 + Math.floor(Math.random() * 9)).padStart(2, '0');
  const booked = await page.request.post('/api/bookings', {
    headers: auth,
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
  expect(booked.status(), await booked.text()).toBe(201);
  await page.goto('/my-bookings');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: /^UPI Payment/ }).check();
  await expect(page.getByText('₹5,000.00 credits will be used.', { exact: false })).toBeVisible();
  await expect(page.getByText('You pay the remaining ₹1,500.00 online.', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/credits-payment-step-390.png' });
  await page.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(sheet.getByText('₹1,500.00', { exact: true })).toBeVisible();
  // Closed without paying: the booking keeps its ₹5,000 of credits, and the step still asks for the rest.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByText('₹5,000.00 credits will be used.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹1,500.00' })).toBeVisible();
  // Paying at the visit would use none of them.
  await page.getByRole('radio', { name: /^Pay After Service/ }).check();
  await expect(
    page.getByText('Credits are used only when you pay online: your ₹5,000.00 stay in your balance.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^UPI Payment/ }).check();
  await page.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
  await expect(sheet.getByText('₹1,500.00', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('credits-balance')).toHaveText('₹0');
  await expect(page.getByText('Used for a booking')).toBeVisible();
});
