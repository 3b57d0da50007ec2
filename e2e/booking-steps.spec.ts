import { expect, test, type Page } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { apiLogin, demo } from './support/consoles';
import { pickDate } from './support/date-picker';
import { formatDay } from '../src/shared/domain/date-format';
import { gotoHydrated } from './support/public-pages';

/**
 * The customer's booking steps: a package card's Book preselects it, each step
 * has its URL so Back and Forward keep what was typed, a full day offers the next free dates, a series
 * shows its visits and total before it is confirmed and is paid per visit, and the phone takes what
 * people type. At a desktop width and on a phone.
 */
const indiaDate = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const shots = 'test-results/booking-steps';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Step 1 and 2 of /booking for office cleaning (Basic), with the phone as given. */
async function throughDetails(page: Page, phone = '+91 98260 12345') {
  await page.goto('/booking?service=office-cleaning');
  await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=details/);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('Pincode').fill('452001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=schedule/);
}

for (const [label, viewport, dayOffset] of [
  ['desktop', { width: 1280, height: 800 }, 86],
  ['phone', { width: 390, height: 844 }, 88],
] as const) {
  test.describe(`booking steps on ${label}`, () => {
    test.use({ viewport });

    test('Book on a package card opens the form with that package chosen', async ({ page }) => {
      await signInAsNewCustomer(page);
      await gotoHydrated(page, '/home-cleaning');
      await page.getByRole('button', { name: 'Book 2 BHK Deep Clean' }).click();
      await expect(page).toHaveURL(/\/booking\?service=home-cleaning&package=2(%20|\+)BHK/);
      await expect(page.getByRole('radio', { name: /^2 BHK Deep Clean/ })).toBeChecked();
      const summary = page.getByLabel('Booking summary');
      // The summary's Package row names it (it read "Package —" before).
      const packageRow = summary.locator('div').filter({ has: page.locator('dt', { hasText: /^Package$/ }) });
      await expect(packageRow).toContainText('2 BHK Deep Clean');
      await page.screenshot({ path: `${shots}/package-preselected-${label}.png`, fullPage: true });
      await noSidewaysScroll(page);
    });

    test('Back and Forward move between steps and keep what was typed', async ({ page }) => {
      await signInAsNewCustomer(page);
      await throughDetails(page);
      await page.getByLabel('Area (sq.ft)').fill('200');

      await page.goBack();
      await expect(page).toHaveURL(/step=details/);
      await expect(page.getByRole('heading', { name: 'Details', level: 2 })).toBeVisible();
      await expect(page.getByLabel('Phone number')).toHaveValue('+91 98260 12345');
      await expect(page.getByLabel('Address line 1')).toHaveValue('12 MG Road');
      await page.goBack();
      await expect(page).not.toHaveURL(/step=/);
      await expect(page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ })).toBeChecked();

      await page.goForward();
      await expect(page.getByLabel('Pincode')).toHaveValue('452001');
      await page.goForward();
      await expect(page).toHaveURL(/step=schedule/);
      await expect(page.getByLabel('Area (sq.ft)')).toHaveValue('200');

      // A reload keeps the step and the values too.
      await page.reload();
      await expect(page.getByLabel('Area (sq.ft)')).toHaveValue('200');
      await page.screenshot({ path: `${shots}/schedule-step-${label}.png`, fullPage: true });
    });

    test('a later step opened before the earlier ones are done goes to the first step to finish', async ({
      page,
    }) => {
      await signInAsNewCustomer(page);
      await page.goto('/booking?service=office-cleaning&step=confirm');
      await expect(page).not.toHaveURL(/step=/);
      await expect(page.getByText('Please select a package')).toBeVisible();
    });

    test('a full day names the next dates with free times, one tap each', async ({ page }) => {
      const { token } = await apiLogin(page.request, demo.admin.email, demo.admin.password);
      const headers = { authorization: `Bearer ${token}` };
      const full = indiaDate(dayOffset);
      const cleaners = (await (await page.request.get('/api/admin/cleaners', { headers })).json()).data
        .cleaners as { _id: string }[];
      const leaves: [string, string][] = [];
      for (const c of cleaners) {
        const res = await page.request.post(`/api/admin/cleaners/${c._id}/leave`, {
          headers,
          data: { from: full, to: full, reason: 'Festival' },
        });
        expect(res.status()).toBe(201);
        leaves.push([c._id, (await res.json()).data.leave._id]);
      }
      try {
        await signInAsNewCustomer(page);
        await throughDetails(page);
        await page.getByLabel('Area (sq.ft)').fill('200');
        await pickDate(page, 'Service date', full);
        // Every slot is crossed out and says why.
        await expect(
          page.getByRole('radio', { name: /^10:00 AM\s+Closed: no cleaners work this day$/ }),
        ).toBeDisabled();
        const offer = page.getByTestId('next-free-dates');
        await expect(offer).toContainText('No free times on');
        const first = offer.getByRole('button').first();
        await expect(first).toContainText('free');
        await page.screenshot({ path: `${shots}/full-day-${label}.png`, fullPage: true });
        await first.click();
        // The field is the calendar's button; it shows the day taken in the one format.
        await expect(page.getByLabel('Service date', { exact: true })).toHaveText(
          formatDay(indiaDate(dayOffset + 1), 'en'),
        );
        await expect(page.getByRole('radio', { name: '10:00 AM', exact: true })).toBeEnabled();
        await expect(offer).toHaveCount(0);
      } finally {
        for (const [cleaner, leave] of leaves)
          await page.request.delete(`/api/admin/cleaners/${cleaner}/leave/${leave}`, { headers });
      }
    });

    test('a weekly series shows per-visit price, visits and total, and is paid per visit', async ({
      page,
    }) => {
      await signInAsNewCustomer(page);
      await throughDetails(page, '098260 12345');
      await page.getByLabel('Area (sq.ft)').fill('200');
      await pickDate(page, 'Service date', futureDate(10, 30));
      await page.getByRole('radio', { name: '10:00 AM', exact: true }).click();
      await expect(page.getByLabel('Frequency').locator('option[value="weekly"]')).toHaveText(
        'Weekly · save 10%',
      );
      await page.getByLabel('Frequency').selectOption('weekly');
      await page.screenshot({ path: `${shots}/slots-free-${label}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/step=confirm/);

      const step = page.getByRole('region', { name: 'Confirm' });
      // The demo's weekly plans save 10% on every visit (the owner's table): ₹13,000 less ₹1,300, 9 times.
      await expect(step.getByText('Price per visit')).toBeVisible();
      await expect(step.getByText('Plan discount (10%)')).toBeVisible();
      await expect(step.getByText('−₹1,300')).toBeVisible();
      await expect(step.getByText(/^9 visits, /)).toBeVisible();
      await expect(step.getByText('Series total')).toBeVisible();
      await expect(step.getByText('₹1,05,300')).toBeVisible();
      await page.screenshot({ path: `${shots}/series-confirm-${label}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      await expect(page).toHaveURL(/\/payment$/);
      const perVisit = page.getByTestId('per-visit');
      await expect(perVisit).toContainText('Paid per visit: this payment is for the first visit only');
      await expect(perVisit).toContainText('9 × ₹11,700.00');
      await expect(perVisit).toContainText('₹1,05,300.00');
      // The phone typed with a trunk 0 is stored as its 10 digits.
      await expect(page.getByText('9826012345', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/payment-series-${label}.png`, fullPage: true });
      await noSidewaysScroll(page);
    });

    test('the phone field takes what people type and refuses a landline', async ({ page }) => {
      await signInAsNewCustomer(page);
      await page.goto('/booking?service=office-cleaning');
      await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Address line 1').fill('12 MG Road');
      await page.getByLabel('Pincode').fill('452001');
      const phone = page.getByLabel('Phone number');
      await phone.fill('7126485921');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('This looks like a landline.')).toBeVisible();
      await expect(page).toHaveURL(/step=details/);
      await page.screenshot({ path: `${shots}/landline-${label}.png`, fullPage: true });
      for (const typed of ['+91 98260 12345', '98260-12345', '098260 12345']) {
        await phone.fill(typed);
        await expect(phone).toHaveValue(typed); // no maxlength cuts it short
      }
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/step=schedule/);
    });
  });
}

test('on /booking-schedule, Back from the review keeps the plan, and the review shows a series in full', async ({
  page,
}) => {
  await signInAsNewCustomer(page, 'Rahul Jain');
  await page.goto('/booking-schedule');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Bathroom Cleaning' });
  await page.getByRole('combobox', { name: 'Package' }).selectOption({ index: 2 });
  await page.getByLabel('Number of bathrooms').fill('2');
  await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: /15th/ }).click();
  await page.getByRole('button', { name: 'Morning' }).click();
  await page.getByRole('radio', { name: '9:00 AM', exact: true }).click();
  await page.getByRole('button', { name: 'Bi-Weekly' }).click();
  await page.getByLabel('Full address').fill('221 Scheme 54');
  await page.getByLabel('Pincode').fill('452010');
  await page.getByLabel('Phone').fill('98260-12345');
  await page.getByRole('button', { name: 'Confirm Schedule' }).click();

  await expect(page.getByRole('heading', { name: 'Review and Confirm Booking' })).toBeVisible();
  await expect(page.getByText(/^5 visits, /)).toBeVisible();
  // 5 × (₹998 less the demo's 5% fortnightly plan discount, ₹49 in whole rupees down).
  await expect(page.getByText('Plan discount (5%)')).toBeVisible();
  await expect(page.getByText('₹4,745')).toBeVisible();
  await page.screenshot({ path: `${shots}/review-series-desktop.png`, fullPage: true });

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Book Your Cleaning Schedule' })).toBeVisible();
  await expect(page.getByLabel('Full address')).toHaveValue('221 Scheme 54');
  await expect(page.getByLabel('Phone')).toHaveValue('98260-12345');
  await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.goForward();
  await expect(page.getByText('221 Scheme 54')).toBeVisible();
});
