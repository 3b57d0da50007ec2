import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/public-pages';

/** Journey: a visitor reads the landing page on a desktop and on a phone. */

interface ApiService {
  slug: string;
  name: string;
  pricingType: 'sq.ft' | 'fixed' | 'unit';
  packages: { name: string; price: number }[];
}

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`;

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openLanding(page: Page, path = '/') {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'High-Quality and Friendly Services at Fair Prices',
  );
  return errors;
}

async function expectEverySection(page: Page) {
  await expect(page.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  for (const claim of ['Vetted professionals', 'Next day availability', 'Satisfaction guaranteed']) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  const grid = page.getByRole('region', { name: 'What would you like cleaned?' });
  await expect(grid.getByRole('button')).toHaveCount(7);
  await expect(page.locator('#wealwaysprovide').getByRole('heading', { level: 2 })).toHaveText(
    'We Always Provide The Best Service',
  );
  await expect(page.locator('#wealwaysprovide li')).toHaveCount(7);
  await expect(page.locator('#effectivecleaning')).toContainText('A Cleaner Home');
  await expect(page.locator('#effectivecleaning')).toContainText('A happier You');
  await expect(page.getByRole('button', { name: 'View Service', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Know More' })).toBeVisible();
  await expect(page.locator('#plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professionals you can let into your home' })).toBeVisible();
  await expect(page.locator('#testimonials').getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  const contact = page.locator('#contact');
  // The form loads as the visitor nears it.
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('heading', { name: 'Find us' })).toBeVisible();
  await expect(contact.getByRole('heading', { name: 'Keep In Touch' })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
}

async function expectPlanPricesFromApi(page: Page, services: ApiService[]) {
  const plan = page.locator('#plan');
  for (const s of services) {
    const card = plan.getByRole('listitem').filter({ has: page.getByRole('heading', { name: s.name }) });
    for (const p of s.packages) {
      const row = card.getByRole('listitem').filter({ hasText: p.name }).first();
      await expect(row).toContainText(
        s.pricingType === 'sq.ft' ? `${rupees(p.price)}/sq.ft` : rupees(p.price),
      );
    }
  }
  expect(await page.locator('body').innerText()).not.toContain('$');
}

test.describe('desktop 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('renders every section, prices from the API, and no serious a11y violation', async ({
    page,
    request,
  }) => {
    const errors = await openLanding(page);
    await expectEverySection(page);
    const { data } = await (await request.get('/api/services')).json();
    await expectPlanPricesFromApi(page, data.services);
    await expect(page.locator('#contact')).toContainText(
      (await (await request.get('/api/settings')).json()).data.phone,
    );
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the service tiles read at full contrast while they rise in', async ({ page }) => {
    await openLanding(page);
    // Every animation held 100 ms in, as Lighthouse or a visitor may see the first frames.
    const held = await page.evaluate(() =>
      document.getAnimations().map((a) => {
        a.pause();
        a.currentTime = 100;
        return (a as CSSAnimation).animationName;
      }),
    );
    expect(held).toContain('landing-rise');
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  test('the services carousel advances on its own and wraps to the start', async ({ page }) => {
    await openLanding(page);
    const scroller = page.getByRole('list', { name: 'Our services' });
    await scroller.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const left = () => scroller.evaluate((el) => el.scrollLeft);
    const atEnd = () => scroller.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
    await expect.poll(left, { timeout: 5_000 }).toBeGreaterThan(0);
    await expect.poll(atEnd, { timeout: 15_000 }).toBe(true);
    // After the end it goes back to the start and rests there until the next tick (1400 ms).
    await expect.poll(left, { timeout: 5_000, intervals: [100] }).toBe(0);
  });

  test('the testimonial arrows wrap around the three entries', async ({ page }) => {
    await openLanding(page);
    const section = page.locator('#testimonials');
    const first = (await section.locator('figcaption').textContent())!;
    await section.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(section).toContainText('3 / 3');
    const last = (await section.locator('figcaption').textContent())!;
    expect(last).not.toBe(first);
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(section).toContainText('1 / 3');
    await expect(section.locator('figcaption')).toHaveText(first);
    for (let i = 0; i < 3; i++) await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(section.locator('figcaption')).toHaveText(first);
  });

  test("'Know More' brings the Why Choose Us section into view; 'Book Now' opens the booking", async ({
    page,
  }) => {
    await openLanding(page, '/services');
    await page.getByRole('button', { name: 'Know More' }).click();
    await expect(page.locator('#effectivecleaning')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    // A guest signs in first; the booking then opens with no service chosen.
    await page.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a service tile as a guest goes to login', async ({ page }) => {
    await openLanding(page);
    await page
      .getByRole('region', { name: 'What would you like cleaned?' })
      .getByRole('button', { name: 'Kitchen Cleaning' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('intendedBookingService'))).toBe(
      'kitchen-cleaning',
    );
  });
});

test.describe('phone 390px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('renders every section without sideways scrolling and with no serious a11y violation', async ({
    page,
    request,
  }) => {
    const errors = await openLanding(page);
    await expectEverySection(page);
    const { data } = await (await request.get('/api/services')).json();
    await expectPlanPricesFromApi(page, data.services);
    // Two tiles per row on a phone.
    const tiles = page.getByRole('region', { name: 'What would you like cleaned?' }).getByRole('button');
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the carousel advances on a phone too', async ({ page }) => {
    await openLanding(page);
    const scroller = page.getByRole('list', { name: 'Our services' });
    await scroller.scrollIntoViewIfNeeded();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft), { timeout: 5_000 }).toBeGreaterThan(0);
  });
});
