import { expect, test, type Page } from '@playwright/test';
import { signInAsNewCustomer, uniqueEmail } from './support/accounts';

/** The public pages are HTML from the build, so they read and rank without JavaScript, then hydrate. */

const pages = [
  { path: '/', h1: 'High-Quality and Friendly Services at Fair Prices' },
  { path: '/services', h1: 'High-Quality and Friendly Services at Fair Prices' },
  { path: '/cleaning-services', h1: 'Our Cleaning Services' },
  { path: '/office-cleaning', h1: 'A clean office, every working day' },
  { path: '/Bathroom', h1: 'Sparkling, sanitised bathrooms' },
  { path: '/about', h1: 'About Us' },
  { path: '/cancellation-refund-policy', h1: /Cancellation/ },
];

/** Console errors and uncaught exceptions (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The app asks the API for the company's details again once it has hydrated a prerendered page. */
const hydrated = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/settings'));

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path} shows its content, title and prices`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page).toHaveTitle(/ — Chamak Cleaning Services$/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('12 Vijay Nagar, AB Road, Indore');
    });
  }

  test('the landing page lists the prices of every service', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('#plan');
    await expect(plans.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(plans).toContainText('₹');
    await expect(page.getByRole('button', { name: 'Book Now: Office Cleaning' })).toBeVisible();
  });

  test('a route that is not prerendered is the empty shell', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.locator('#root')).toBeEmpty();
  });

  test('login and signup show their form, under the app’s own title', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login In' })).toBeVisible();
    await expect(page).toHaveTitle('Chamak — Cleaning Services in Indore');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create account');
    for (const label of ['Full name', 'Email', 'Phone', 'Password', 'Confirm password'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeVisible();
  });
});

test('a prerendered page hydrates without errors and stays interactive', async ({ page }) => {
  const errors = collectErrors(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(r.url());
  });
  await Promise.all([hydrated(page), page.goto('/office-cleaning')]);
  await expect(page).toHaveTitle('Office Cleaning in Indore — Chamak Cleaning Services');

  // A link is now the app's own navigation: no new document is fetched.
  // The menu has one pricing entry, the spec's 'Our Pricing'; its section leads on to the full price list.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Prices', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Our Pricing' }).click();
  await expect(page).toHaveURL(/\/#plan$/);
  await page.getByRole('link', { name: 'Every package and price →' }).click();
  await expect(page).toHaveURL(/\/cleaning-services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Cleaning Services');
  expect(documents).toHaveLength(1);

  // And a button's handler runs.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/#plan$/);
  expect(errors).toEqual([]);
});

for (const path of ['/', '/about', '/Bathroom', '/login', '/signup']) {
  test(`${path} hydrates without a console error`, async ({ page }) => {
    const errors = collectErrors(page);
    await Promise.all([hydrated(page), page.goto(path)]);
    await page.getByRole('link', { name: 'Chamak Cleaning Services home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
}

for (const { path, h1, alert } of [
  {
    path: '/',
    h1: pages[0].h1,
    alert: 'Part of this page could not load. Check your connection and reload the page.',
  },
  {
    path: '/hi/',
    h1: 'उम्दा और भरोसेमंद सफ़ाई, सही दाम पर',
    alert: 'इस पेज का कुछ हिस्सा लोड नहीं हो पाया। कनेक्शन देखकर पेज फिर से खोलें।',
  },
]) {
  test(`${path} whose texts cannot load stays readable and says to reload, not their keys`, async ({
    page,
  }) => {
    // Every catalogue chunk fails, twice (the app asks once more).
    await page.route(/\/assets\/(common|landing|services)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(alert);
    // Not hydrated: the prerendered words stay, no catalogue key replaces them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByText(/^(hero|nav|footer|header)\.[a-zA-Z]/)).toHaveCount(0);
  });
}

test('a signed-in visitor gets their own header links without an error or a shift', async ({
  page,
  browser,
  baseURL,
}) => {
  // Where the guest's HTML puts the menu, before any JavaScript runs.
  const plain = await browser.newPage({ baseURL, javaScriptEnabled: false });
  await plain.goto('/');
  const menu = (p: Page) => p.getByRole('navigation', { name: 'Main' }).getByRole('list').boundingBox();
  const before = await menu(plain);
  await plain.close();

  await signInAsNewCustomer(page);
  const errors = collectErrors(page);
  await Promise.all([hydrated(page), page.goto('/')]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await menu(page)).toEqual(before);
  expect(errors).toEqual([]);
});

test('a sign-in sent before the page has hydrated is held, then sent by the app', async ({ page }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('early');
  await page.request.post('/api/auth/register', {
    data: { name: 'Asha Rao', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
  });
  // The app's entry waits until the form has been sent.
  let release!: () => void;
  const sent = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await sent;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(r.url());
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
  await page.getByRole('button', { name: 'Login In' }).click();
  // Not sent by the browser: no new page, the password never in an address.
  expect(documents.every((url) => !url.includes('password'))).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(documents).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('login in a visitor’s Hindi is rendered in Hindi, not hydrated from the English HTML', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome back');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});
