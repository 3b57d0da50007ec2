import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { pickDate } from './support/date-picker';

/**
 * Issue 37's booking screens: Book Now opens the service step with nothing chosen, the URL follows the
 * service and package chosen, a reload keeps the draft, the summary shows the chosen package's price, and
 * an empty day's late times say the job is too long, not "Full". At a desktop width and on a phone.
 */
const shots = 'test-results/booking-draft-truth';
const indiaDate = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the booking draft on ${label}`, () => {
    test.use({ viewport });

    test('Book Now opens the service step empty; the URL follows the choice; a reload keeps it', async ({
      page,
    }) => {
      await signInAsNewCustomer(page);
      await page.goto('/');
      await page.getByRole('link', { name: 'Book Now', exact: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      const services = page.getByRole('radio', { name: /Cleaning/ });
      await expect(services.first()).toBeVisible();
      for (const radio of await services.all()) await expect(radio).not.toBeChecked();

      // Came from Office Cleaning's link, then chose Bathroom: the URL says bathroom.
      await page.goto('/booking?service=office-cleaning');
      await expect(page.getByRole('radio', { name: /^Office Cleaning/ })).toBeChecked();
      await page.getByRole('radio', { name: /^Bathroom Cleaning/ }).check();
      await expect(page).toHaveURL(/service=bathroom-cleaning/);
      await page.getByRole('radio', { name: /^Classic/ }).check();
      await expect(page).toHaveURL(/service=bathroom-cleaning&package=Classic/);

      // The summary shows the package's price before the count is typed (it read "Price —").
      const summary = page.getByLabel('Booking summary').first();
      const priceRow = summary.locator('div').filter({ has: page.locator('dt', { hasText: /^Price$/ }) });
      await expect(priceRow).toContainText('₹499 per bathroom');

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/step=details/);
      await page.getByLabel('Address line 1').fill('7 Palasia Square');
      await page.reload();
      await expect(page).toHaveURL(
        /service=bathroom-cleaning.*step=details|step=details.*service=bathroom-cleaning/,
      );
      await expect(page.getByLabel('Address line 1')).toHaveValue('7 Palasia Square');
      await page.goBack();
      await expect(page.getByRole('radio', { name: /^Bathroom Cleaning/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^Classic/ })).toBeChecked();
      await page.screenshot({ path: `${shots}/service-step-${label}.png`, fullPage: true });
    });

    test('an empty day says a long job must start early, not "Full"', async ({ page }) => {
      await signInAsNewCustomer(page);
      await page.goto('/booking?service=home-cleaning&package=1 BHK Standard');
      await expect(page.getByRole('radio', { name: /^1 BHK Standard/ })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Phone number').fill('9826012345');
      await page.getByLabel('Address line 1').fill('12 MG Road');
      await page.getByLabel('Pincode').fill('452001');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/step=schedule/);
      await page.getByLabel('Area (sq.ft)').fill('500');
      // Far out, so no other journey has booked it.
      await pickDate(page, 'Service date', indiaDate(label === 'phone' ? 83 : 81));
      const times = page.getByRole('radiogroup', { name: 'Service time' });
      await expect(times.getByRole('radio', { name: '11:00 AM', exact: true })).toBeEnabled();
      const late = times.getByRole('radio', { name: /^2:00 PM/ });
      await expect(late).toBeDisabled();
      await expect(late).toContainText('Too late');
      await expect(late).not.toContainText('Full');
      await expect(
        page.getByText(
          'This job takes about 8 hrs 30 mins: start by 11:00 AM so it ends within working hours.',
        ),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/too-late-${label}.png`, fullPage: true });
    });
  });
}
