import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/public-pages';

/** Journey: a visitor reads a service page, checks the prices, and books as a guest via login. */

interface ApiService {
  slug: string;
  name: string;
  pricingType: 'sq.ft' | 'fixed' | 'unit';
  measurementField: { unit: string };
  packages: { name: string; price: number }[];
}

const pages = [
  { path: '/office-cleaning', slug: 'office-cleaning', covers: true },
  { path: '/Bathroom', slug: 'bathroom-cleaning', covers: false },
  { path: '/home-cleaning', slug: 'home-cleaning', covers: true },
  { path: '/kitchen-cleaning', slug: 'kitchen-cleaning', covers: false },
  { path: '/sofa-cleaning', slug: 'sofa-cleaning', covers: true },
  { path: '/shop-cleaning', slug: 'shop-cleaning', covers: true },
  { path: '/water-tank-cleaning', slug: 'water-tank-cleaning', covers: false },
];

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`;
const priceText = (s: ApiService, price: number) =>
  s.pricingType === 'sq.ft'
    ? `${rupees(price)}/sq.ft`
    : s.pricingType === 'unit'
      ? `${rupees(price)} per ${s.measurementField.unit}`
      : rupees(price);

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const p of pages) {
  test(`${p.path} shows the catalogue's prices, no '$', and passes axe`, async ({ page, request }) => {
    const { data } = await (await request.get('/api/services')).json();
    const service: ApiService = data.services.find((s: ApiService) => s.slug === p.slug);
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Book Now', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What It Covers' })).toHaveCount(p.covers ? 1 : 0);

    const pricing = page.getByRole('region', { name: `${service.name} prices` });
    const bookButtons = pricing.getByRole('button', { name: /^Book (?!Now)/ });
    await expect(bookButtons).toHaveCount(service.packages.length);
    for (const pkg of service.packages) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: pkg.name, exact: true }) });
      await expect(card).toContainText(priceText(service, pkg.price));
    }
    expect(await page.locator('body').innerText()).not.toContain('$');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the home page lists 1, 2 and 3 BHK with their area bounds and the 3 BHK extra', async ({ page }) => {
  await page.goto('/home-cleaning');
  const pricing = page.locator('#pricing');
  for (const size of ['1 BHK', '2 BHK', '3 BHK']) {
    await expect(pricing.getByRole('heading', { level: 3, name: size })).toBeVisible();
  }
  await expect(pricing.getByText('Up to 600 sq.ft')).toHaveCount(2);
  await expect(pricing.getByText('800–1,000 sq.ft')).toHaveCount(2);
  await expect(pricing.getByText('1,000–1,500 sq.ft')).toBeVisible();
  await expect(pricing.getByText('+₹3 per sq.ft beyond 1,500 sq.ft')).toBeVisible();
});

async function logInAsDemo(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill('demo@chamak.in');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login In' }).click();
}

test('Book as a guest goes to login, and after logging in lands on the booking form for the service', async ({
  page,
}) => {
  await gotoHydrated(page, '/sofa-cleaning');
  // A package card's Book carries its package through the login: it is chosen on the form.
  await page.locator('#pricing').getByRole('button', { name: 'Book Premium' }).click();
  await logInAsDemo(page);
  await expect(page).toHaveURL(/\/booking\?service=sofa-cleaning&package=Premium$/);
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
});

test('Book Now as a guest lands on the booking form with no package chosen', async ({ page }) => {
  await gotoHydrated(page, '/sofa-cleaning');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await logInAsDemo(page);
  await expect(page).toHaveURL(/\/booking\?service=sofa-cleaning$/);
  // The service is chosen; no package is (the package radios read 'Name · ₹price').
  await expect(page.getByRole('radio', { name: /^Sofa Cleaning/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /· ₹/ }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /· ₹/, checked: true })).toHaveCount(0);
});
