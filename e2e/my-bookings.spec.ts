import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { apiLogin, demo } from './support/consoles';
import { touchingButtons } from './support/button-gaps';
import { gotoHydrated } from './support/public-pages';

/**
 * My Bookings as a customer reads it: Upcoming soonest first and Past, a weekly series as
 * one card with its visits, the short reference (as texts and the office give it) on every card and on
 * the confirmation, the start code once a crew is assigned, the time the crew set out; the header's
 * My Bookings without moving the prerendered menu. At 390 and 1280 px, with screenshots to look at.
 */
const shots = 'test-results/my-bookings';
const DEMO_CLEANERS = ['ravi@chamak.in', 'sunita@chamak.in', 'arjun@chamak.in'];
const reference = (id: string) => id.slice(0, 8).toUpperCase();
/** YYYY-MM-DD in India, `days` from today. */
const indiaDate = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Booked {
  _id: string;
  scheduledDate: string;
  scheduledTime: string;
}

/** Books office cleaning on the first free time from `fromDays` ahead, confirmed as pay after service. */
async function book(
  request: APIRequestContext,
  token: string,
  serviceId: string,
  fromDays: number,
  frequency: 'one-time' | 'weekly' = 'one-time',
): Promise<Booked & { seriesBooked: number }> {
  const headers = { authorization: `Bearer ${token}` };
  for (let days = fromDays; days < fromDays + 14; days++) {
    const date = indiaDate(days);
    const slots = await request.get(
      `/api/availability?serviceId=${serviceId}&packageId=Basic&quantity=100&date=${date}`,
    );
    const open = ((await slots.json()).data?.slots ?? []).filter((s: { available: boolean }) => s.available);
    for (const slot of open as { time: string }[]) {
      const res = await request.post('/api/bookings', {
        headers,
        data: {
          serviceId,
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
          scheduledTime: slot.time,
          frequency,
        },
      });
      // Another journey took the time between the two calls: the next one.
      if (res.status() === 409) continue;
      expect(res.status(), await res.text()).toBe(201);
      const { booking, seriesBooked } = (await res.json()).data;
      const confirmed = await request.post('/api/bookings/complete-payment', {
        headers,
        data: { bookingId: booking._id, paymentMethod: 'pay_after_service' },
      });
      expect(confirmed.status()).toBe(200);
      return { ...booking, seriesBooked };
    }
  }
  throw new Error(`no free time from ${fromDays} days ahead`);
}

/** The admin gives the job to a free demo cleaner (their password is known); returns that cleaner. */
async function assign(request: APIRequestContext, bookingId: string) {
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const auth = { authorization: `Bearer ${admin.token}` };
  const cleaners: { _id: string; email: string }[] = (
    await (await request.get('/api/admin/cleaners', { headers: auth })).json()
  ).data.cleaners;
  for (const email of DEMO_CLEANERS) {
    const cleaner = cleaners.find((c) => c.email === email)!;
    const res = await request.patch(`/api/bookings/${bookingId}/assign`, {
      headers: auth,
      data: { cleanerId: cleaner._id },
    });
    if (res.status() === 200) return { email, password: demo.cleaner.password };
    expect(res.status()).toBe(409);
  }
  throw new Error('no demo cleaner is free for this job');
}

const upcomingCards = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming' }).locator(':scope > ul > li');

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('upcoming soonest first, past, a series grouped, references, start code and on-my-way time', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { token } = await signInAsNewCustomer(page, 'Nisha Patel');
      const office = (await (await request.get('/api/services/office-cleaning')).json()).data.service._id;
      // Booked out of order: the list sorts them, not the order they were made in.
      const far = await book(request, token, office, 45);
      const series = await book(request, token, office, 14, 'weekly');
      const near = await book(request, token, office, 7);
      const dropped = await book(request, token, office, 25);
      expect(series.seriesBooked).toBeGreaterThan(0);
      const cancelled = await request.patch(`/api/bookings/${dropped._id}/cancel`, {
        headers: { authorization: `Bearer ${token}` },
        data: { reason: 'Plans changed' },
      });
      expect(cancelled.status()).toBe(200);

      // The crew is assigned and sets out.
      const cleaner = await assign(request, near._id);
      const crew = await apiLogin(request, cleaner.email, cleaner.password);
      const onMyWay = await request.post(`/api/bookings/${near._id}/on-my-way`, {
        headers: { authorization: `Bearer ${crew.token}` },
      });
      expect(onMyWay.status(), await onMyWay.text()).toBe(200);
      const setOutAt = (await onMyWay.json()).data.booking.onMyWayAt as string;
      // The set-out time in India on a 12-hour clock ('9:05 AM').
      const ist = new Date(Date.parse(setOutAt) + 330 * 60_000);
      const setOut = `${ist.getUTCHours() % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${ist.getUTCHours() < 12 ? 'AM' : 'PM'}`;

      await page.goto('/my-bookings');
      await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

      // Upcoming: the nearest visit first, then the series' card (at its first visit), the farthest last.
      const cards = upcomingCards(page);
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toHaveAttribute('id', `booking-${near._id}`);
      await expect(cards.nth(1)).toHaveAttribute('data-series', /.+/);
      await expect(cards.nth(2)).toHaveAttribute('id', `booking-${far._id}`);

      // The series: one card naming it and its visits, the first open, the others one tap away.
      const seriesCard = cards.nth(1);
      const visits = series.seriesBooked + 1;
      await expect(seriesCard.getByRole('heading', { level: 3 })).toHaveText(
        'Weekly series · Office Cleaning',
      );
      await expect(seriesCard).toContainText(`${visits} visits`);
      await expect(seriesCard.locator(`#booking-${series._id}`)).toBeVisible();
      await seriesCard.getByText(`Show ${visits - 1} more visits`).click();
      await expect(seriesCard.locator('li[id^="booking-"]')).toHaveCount(visits);
      // Pay after service was chosen for the series: each visit is due at its visit, none 'Unpaid'.
      for (const visit of await seriesCard.locator('li[id^="booking-"]').all())
        await expect(visit.getByText('Pay after service', { exact: true }).first()).toBeVisible();
      await expect(seriesCard).not.toContainText('Unpaid');

      // Every card carries the short reference texts and the office use.
      for (const b of [near, series, far])
        await expect(page.locator(`#booking-${b._id}`)).toContainText(`Ref ${reference(b._id)}`);

      // The assigned visit: the code to give at the door, and when the crew set out.
      const nearCard = page.locator(`#booking-${near._id}`);
      const startCode = (
        await (
          await request.get(`/api/bookings/${near._id}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).data.booking.startCode as string;
      expect(startCode).toMatch(/^\d{4}$/);
      await expect(nearCard.getByText(`Start code: ${startCode}`)).toBeVisible();
      await expect(nearCard.getByText('on the way', { exact: true })).toBeVisible();
      await expect(nearCard).toContainText(`is on the way to you (set out at ${setOut}).`);
      await expect(nearCard).not.toContainText('will contact you soon');
      // A booking no crew is assigned to yet is received, not confirmed, and shows no code.
      const farCard = page.locator(`#booking-${far._id}`);
      await expect(farCard.getByText('booking received', { exact: true })).toBeVisible();
      await expect(farCard).not.toContainText('Start code');

      // Past: the cancelled visit owes nothing.
      const past = page.getByRole('region', { name: 'Past' });
      const droppedCard = past.locator(`#booking-${dropped._id}`);
      await expect(droppedCard).toContainText('This booking has been cancelled.');
      await expect(droppedCard.getByText('No payment due')).toBeVisible();
      await expect(droppedCard).not.toContainText('Unpaid');
      await expect(droppedCard).toContainText(`Ref ${reference(dropped._id)}`);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await touchingButtons(page), 'buttons touching').toEqual([]);
      await page.screenshot({ path: `${shots}/my-bookings-${width}.png`, fullPage: true });

      // The booking page (from the texts' link) shows the code too.
      await page.goto(`/booking-tracker?bookingId=${near._id}`);
      await expect(page.locator(`#booking-${near._id}`).getByText(`Start code: ${startCode}`)).toBeVisible();
    });

    test('the confirmation shows the short reference and says Booking received', async ({
      page,
      request,
    }) => {
      const { token } = await signInAsNewCustomer(page, 'Rohan Mehta');
      const office = (await (await request.get('/api/services/office-cleaning')).json()).data.service._id;
      const res = await request.post('/api/bookings', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          serviceId: office,
          packageId: 'Basic',
          address: {
            line1: '3 Vijay Nagar',
            line2: '',
            city: 'Indore',
            state: 'Madhya Pradesh',
            pincode: '452010',
          },
          phoneNumber: '9876543210',
          areaSqft: 100,
          scheduledDate: indiaDate(60 + Math.floor(Math.random() * 20)),
          scheduledTime: '08:00',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const id = (await res.json()).data.booking._id as string;

      // Waiting for its payment choice: paid after service from the payment page.
      await page.goto('/my-bookings');
      const card = page.locator(`#booking-${id}`);
      await expect(card.getByText('awaiting payment', { exact: true })).toBeVisible();
      await card.getByRole('link', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await page.getByRole('radio', { name: /^Pay After Service/ }).check();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Booking received' })).toBeVisible();
      await expect(page.getByText('Booking Confirmed!')).toHaveCount(0);
      const details = page.getByRole('region', { name: 'Booking Details' });
      await expect(details.getByText(reference(id), { exact: true })).toBeVisible();
      await expect(details.getByText(id)).toHaveCount(0);
      await expect(details.getByText('Pending', { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `${shots}/confirmation-${width}.png`, fullPage: true });
    });
  });
}

test.describe('the signed-in header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has My Bookings, and the menu stays where the prerendered guest header put it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const plain = await browser.newPage({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    await plain.goto('/');
    const menu = (p: Page) => p.getByRole('navigation', { name: 'Main' }).getByRole('list').boundingBox();
    const before = await menu(plain);
    await plain.close();

    await signInAsNewCustomer(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    expect(await menu(page)).toEqual(before);
    await page.screenshot({ path: `${shots}/header-1280.png` });

    await nav.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  });

  test('has My Bookings in the phone drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewCustomer(page);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await page.screenshot({ path: `${shots}/drawer-390.png` });
  });
});
