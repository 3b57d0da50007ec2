import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { bookingReference } from '../src/shared/booking-reference';

/**
 * Cancelling is never blind (issue 37): a booking still waiting for its payment can be cancelled at once
 * from My Bookings, which gives its time back; the dialog names the booking and says what is refunded
 * (here nothing: nothing was paid) and that there is no fee. At a desktop width and on a phone.
 */
const shots = 'test-results/cancel-truth';
const indiaDate = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

for (const [label, viewport, day] of [
  ['desktop', { width: 1280, height: 800 }, 84],
  ['phone', { width: 390, height: 844 }, 85],
] as const) {
  test(`an awaiting-payment booking is cancelled at once, releasing its time (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { token } = await signInAsNewCustomer(page, 'Kavita Joshi');
    const office = (await (await request.get('/api/services/office-cleaning')).json()).data.service._id;
    const date = indiaDate(day);
    const freeAt = async (time: string) => {
      const res = await request.get(
        `/api/availability?date=${date}&serviceId=${office}&packageId=Basic&quantity=100`,
      );
      return ((await res.json()).data.slots as { time: string; free: number }[]).find((s) => s.time === time)!
        .free;
    };
    const before = await freeAt('17:00');
    const res = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        serviceId: office,
        packageId: 'Basic',
        address: {
          line1: '9 Race Course Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452003',
        },
        phoneNumber: '9876543210',
        areaSqft: 100,
        scheduledDate: date,
        scheduledTime: '17:00',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).data.booking._id as string;
    expect(await freeAt('17:00')).toBe(before - 1);

    await page.goto('/my-bookings');
    const card = page.locator(`#booking-${id}`);
    await expect(card.getByText('awaiting payment', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(dialog).toContainText(`Office Cleaning, `);
    await expect(dialog).toContainText(`5:00 PM (Ref ${bookingReference(id)})`);
    await expect(dialog).toContainText(
      'Nothing has been paid yet: cancelling gives the held time back now. There is no cancellation fee.',
    );
    await page.screenshot({ path: `${shots}/cancel-dialog-${label}.png` });
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(page.getByText('Booking cancelled successfully!')).toBeVisible();
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
    expect(await freeAt('17:00')).toBe(before);
  });
}
