import { expect, test } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { calendarOf, dayButton } from './support/date-picker';

/**
 * Journey (service area, docs/product-rules.md#crews-and-time): a pincode we don't serve is refused on
 * the Details step, with a way to ask for a quote.
 */
for (const width of [390, 1280]) {
  test(`a pincode outside the service area is refused on Details at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await signInAsNewCustomer(page);
    await page.goto('/booking?service=office-cleaning');
    await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByLabel('Address line 1').fill('1 Marine Drive');
    await page.getByLabel('City', { exact: true }).fill('Mumbai');
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
    await page.getByLabel('City', { exact: true }).fill('Indore');
    await page.getByLabel('State').fill('Madhya Pradesh');
    await page.getByLabel('Pincode').fill('452010');
    await expect(page.getByText("We don't serve this pincode yet")).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    // The horizon is 90 days from today in India: its last day can be picked, the next cannot.
    const todayInIndia = Date.parse(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
    const dayAfter = (n: number) => new Date(todayInIndia + n * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Service date', { exact: true }).click();
    const calendar = calendarOf(page, 'Service date');
    const next = calendar.locator('.rdp-button_next');
    for (let i = 0; i < 6 && (await next.isEnabled()); i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(dayButton(calendar, dayAfter(90))).toBeEnabled();
    if (dayAfter(91).slice(0, 7) === dayAfter(90).slice(0, 7))
      await expect(dayButton(calendar, dayAfter(91))).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    // The link opens the quote form.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Pincode').fill('400001');
    await page.getByRole('link', { name: 'Request a quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Get a quote' })).toBeVisible();
  });
}
