import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';

/** Journey (issue 17 §6): a pincode we don't serve is refused on the Details step, with a way to ask for a quote. */
for (const width of [390, 1280]) {
  test(`a pincode outside the service area is refused on Details at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await signInAsNewCustomer(page);
    await page.goto('/booking?service=office-cleaning');
    await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByLabel('Address line 1').fill('1 Marine Drive');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Pincode').fill('400001');
    // Said as soon as the six digits are in, and Next keeps the customer on Details.
    await expect(page.getByText("We don't serve this pincode yet")).toBeVisible();
    const quote = page.getByRole('link', { name: 'Request a quote' });
    await expect(quote).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
    await page.screenshot({ path: `test-results/service-area-refused-${width}.png`, fullPage: true });

    // A served pincode goes on to Schedule, whose calendar stops at the horizon.
    await page.getByLabel('City').fill('Indore');
    await page.getByLabel('State').fill('Madhya Pradesh');
    await page.getByLabel('Pincode').fill('452010');
    await expect(page.getByText("We don't serve this pincode yet")).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    const date = page.getByLabel('Service date');
    await expect(date).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    const max = (await date.getAttribute('max'))!;
    const after = new Date(Date.parse(`${max}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Area (sq.ft)').fill('200');
    await date.fill(after);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Bookings open up to 90 days ahead/)).toBeVisible();

    // The link opens the quote form.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Pincode').fill('400001');
    await page.getByRole('link', { name: 'Request a quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Get a quote' })).toBeVisible();
  });
}
