import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/public-pages';

/** Journey: a visitor compares plans on /cleaning-services and starts a booking. */

interface ApiService {
  slug: string;
  name: string;
  packages: { name: string; price: number; variant: 'normal' | 'classic' }[];
}

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`;

test('cards come from the API; Normal/Classic switches the plan and its price', async ({ page, request }) => {
  const services: ApiService[] = (await (await request.get('/api/services')).json()).data.services;
  await page.goto('/cleaning-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cleaning Services' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(services.length);

  const bathroom = services.find((s) => s.slug === 'bathroom-cleaning')!;
  const card = page.getByRole('article', { name: bathroom.name });
  const normal = bathroom.packages.find((p) => p.variant === 'normal')!;
  const classic = bathroom.packages.find((p) => p.variant === 'classic')!;
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('region', { name: `${normal.name} plan` })).toContainText(rupees(normal.price));
  await card.getByRole('button', { name: 'Classic' }).click();
  await expect(card.getByRole('region', { name: `${classic.name} plan` })).toContainText(
    rupees(classic.price),
  );
  await expect(card.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('body').innerText()).not.toContain('$');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('the arrows appear only where there is somewhere to scroll', async ({ page }) => {
  await page.goto('/cleaning-services');
  const row = page.getByRole('region', { name: 'Service plans' });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll left' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();

  await page.getByRole('button', { name: 'Scroll right' }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeVisible();

  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Scroll right' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeVisible();
});

test('Book Now as a guest remembers the service and asks to log in; Back returns', async ({ page }) => {
  await page.goto('/');
  await gotoHydrated(page, '/cleaning-services');
  await page.getByRole('button', { name: 'Book Now: Office Cleaning' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('intendedBookingService'))).toBe('office-cleaning');
  await page.goBack();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
