import { expect, test } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { choosePayAfterService } from './support/bookings';
import { apiLogin, assignWhenFree, demo } from './support/consoles';

/**
 * Journey: a customer rates a completed visit from the email's link and sees it
 * (docs/product-rules.md#after-a-visit).
 */
for (const width of [390, 1280]) {
  test(`a customer rates a completed visit and sees the stars at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    const customer = await signInAsNewCustomer(page, 'Kiran Mehta');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const services = (await (await page.request.get('/api/services')).json()).data.services;
    const office = services.find((s: { slug: string }) => s.slug === 'office-cleaning');

    // A visit booked, assigned to Ravi, started with the customer's code and completed (through the API).
    let id = '';
    let date = '';
    for (let attempt = 0; !id && attempt < 5; attempt++) {
      date = futureDate(20, 60);
      const made = await page.request.post('/api/bookings', {
        headers: auth(customer.token),
        data: {
          serviceId: office._id,
          packageId: office.packages[0]._id,
          address: { line1: '9 Palasia Square', city: 'Indore', state: 'Madhya Pradesh', pincode: '452018' },
          phoneNumber: '9876543210',
          areaSqft: 100,
          scheduledDate: date,
          scheduledTime: '11:00',
        },
      });
      if (made.ok()) id = (await made.json()).data.booking._id;
    }
    expect(id).not.toBe('');
    await choosePayAfterService(page.request, auth(customer.token), id);
    const admin = await apiLogin(page.request, demo.admin.email, demo.admin.password);
    const cleaners = (
      await (await page.request.get('/api/admin/cleaners', { headers: auth(admin.token) })).json()
    ).data.cleaners;
    const ravi = cleaners.find((c: { email: string }) => c.email === demo.cleaner.email);
    // Other journeys book Ravi too: on a clash the booking moves to the next time he is free.
    await assignWhenFree(
      page.request,
      auth(admin.token),
      { id, slot: { date, time: '11:00' }, serviceId: office._id, packageId: office.packages[0]._id },
      ravi._id,
      { fromDays: 20, days: 60 },
    );
    const mine = (
      await (await page.request.get(`/api/bookings/${id}`, { headers: auth(customer.token) })).json()
    ).data.booking;
    for (const data of [{ status: 'in-progress', startCode: mine.startCode }, { status: 'completed' }]) {
      const moved = await page.request.patch(`/api/bookings/${id}/status`, {
        headers: auth(admin.token),
        data,
      });
      expect(moved.ok()).toBe(true);
    }

    // The 'completed' email's link opens the star form on that visit.
    await page.goto(`/my-bookings?rate=${id}`);
    const form = page.getByRole('form', { name: 'How did it go?' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(form.getByText('Please choose from 1 to 5 stars')).toBeVisible();
    // As a keyboard user picks a star (a forced click on the hidden radio could land on the sticky header).
    await form.getByLabel('4 stars').focus();
    await page.keyboard.press('Space');
    await expect(form.getByLabel('4 stars')).toBeChecked();
    await form.getByLabel('Comment (optional)').fill('Quick and careful, thank you Ravi');
    await page.screenshot({ path: `test-results/rating-form-${width}.png`, fullPage: false });
    await form.getByRole('button', { name: 'Submit rating' }).click();

    const shown = page.getByRole('region', { name: 'Your rating' });
    await expect(shown.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(shown.getByText('Quick and careful, thank you Ravi')).toBeVisible();
    // Ravi's stars beside his name.
    await expect(page.getByRole('img', { name: /out of 5 from \d+ rating/ }).first()).toBeVisible();
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/rating-shown-${width}.png`, fullPage: false });

    // Still there after a reload, and changeable for 7 days.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Your rating' }).getByRole('button', { name: 'Change rating' }),
    ).toBeVisible();
  });
}
