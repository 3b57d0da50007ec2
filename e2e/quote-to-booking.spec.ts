import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * A quote turns into a booking for that customer in two clicks. A returning customer (an account
 * with a saved address) asks for a quote on the landing page without signing in; the admin opens the
 * inbox, clicks 'Create booking' on the quote and 'Create booking' in the dialog; the customer sees the
 * booking in My Bookings.
 */
test('a guest quote becomes a booking in two admin clicks and shows in My Bookings', async ({ browser }) => {
  // A phone number no other journey's account has: the quote is matched to the account by it.
  const phone = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const email = uniqueEmail('quote');
  const registered = await customerPage.request.post('/api/auth/register', {
    data: { name: 'Nisha Kulkarni', email, phone, password: 'Sitar-Lamp-123' },
  });
  expect(registered.status()).toBe(201);
  const { token, data } = await registered.json();
  const saved = await customerPage.request.post('/api/users/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: { line1: '21 Saket Nagar', city: 'Indore', state: 'Madhya Pradesh', pincode: '452018' },
  });
  expect(saved.ok()).toBe(true);

  // The guest's quote, from the landing page (not signed in).
  const guest = await browser.newPage({ baseURL });
  await guest.goto('/');
  await guest.getByRole('button', { name: 'Get a quote' }).click();
  const quoteDialog = guest.getByRole('dialog', { name: 'Get a quote' });
  await quoteDialog.getByLabel('Service').selectOption('office-cleaning');
  await quoteDialog.getByLabel('Area (sq.ft)').fill('800');
  await quoteDialog.getByLabel('Name').fill('Nisha');
  await quoteDialog.getByLabel('Phone').fill(phone);
  await quoteDialog.getByLabel('Message').fill('Saturday mornings if possible');
  await quoteDialog.getByRole('button', { name: 'Request a quote' }).click();
  await expect(quoteDialog.getByRole('status')).toBeVisible();

  const admin = await pageSignedInAs(browser, baseURL, demo.admin);
  await admin.goto('/adminDashboard/inbox');
  const row = admin.getByRole('row').filter({ hasText: phone });
  await expect(row).toBeVisible();

  // The dialog at both widths (screenshots), then the two clicks at 390 px.
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await row.getByRole('button', { name: /Create booking/ }).click(); // click 1
    const dialog = admin.getByRole('dialog', { name: 'Create booking' });
    await expect(dialog.getByText('For Nisha Kulkarni')).toBeVisible();
    await expect(dialog.getByLabel('Service', { exact: true })).toHaveValue(/.+/);
    await expect(dialog.getByLabel('Address line 1')).toHaveValue('21 Saket Nagar');
    await expect(dialog.getByLabel('Phone')).toHaveValue(phone);
    await expect(dialog.getByLabel('Instructions')).toHaveValue('Saturday mornings if possible');
    await expect(dialog.getByText(/^Price: ₹/)).toBeVisible();
    // The first free time of the first bookable day is already picked.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(admin);
    const scrollsSideways = await dialog.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollsSideways, `dialog at ${width}px`).toBe(false);
    await admin.screenshot({ path: `test-results/quote-booking-dialog-${width}.png`, fullPage: true });
    if (width === 1280) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
  const dialog = admin.getByRole('dialog', { name: 'Create booking' });
  // The picked day as the date field shows it, and the picked time (the slot also says 'Free' under it).
  const day = (await dialog.getByLabel('Date', { exact: true }).innerText()).trim();
  const slotText = await dialog.getByRole('radio', { checked: true }).innerText();
  const time = /\d{1,2}:\d{2} [AP]M/.exec(slotText)?.[0];
  expect(time, slotText).toBeTruthy();
  expect(day).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
  await dialog.getByRole('button', { name: 'Create booking' }).click(); // click 2
  await expect(admin.getByText('Booking created', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Booked · [0-9A-F]{8}$/ })).toBeVisible();

  // The customer's My Bookings.
  await customerPage.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', u);
    },
    [token as string, JSON.stringify(data.user)],
  );
  await customerPage.goto('/my-bookings');
  const booking = customerPage.getByRole('listitem').filter({ hasText: 'Office Cleaning' });
  await expect(booking).toHaveCount(1);
  // The card's When reads the day and time in the one format ('Fri, 27 Nov 2026, 8:00 AM').
  await expect(booking).toContainText(`${day}, ${time}`);
  await expect(booking).toContainText('booking received');
  await expect(booking).toContainText('800 sq.ft');
  await expect(booking).toContainText('21 Saket Nagar, Indore, Madhya Pradesh - 452018');
  await customerContext.close();
});
