import { expect, test, type Page } from '@playwright/test';
import { hindiPublicPaths } from '../src/web/i18n/languages';
import { collectErrors, latinOnPage } from './support/hindi';
import { touchingButtons } from './support/button-gaps';

/** The public pages in Hindi at /hi/…, the switch, and what search engines read. */

/** The app asks the API for the company's details again once it has hydrated a prerendered page. */
const hydrated = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/settings'));

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public page in Hindi shows no Latin word outside the allowlist, and no buttons touching', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      const report: string[] = [];
      const touching: string[] = [];
      for (const path of hindiPublicPaths) {
        await Promise.all([hydrated(page), page.goto(path)]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Prices as the API gives them after hydration, and the page settled.
        await page.waitForLoadState('networkidle');
        report.push(...(await latinOnPage(page)).map((w) => `${path}: ${w}`));
        touching.push(...(await touchingButtons(page)).map((pair) => `${path}: ${pair}`));
      }
      expect(report).toEqual([]);
      expect(touching, 'buttons touching').toEqual([]);
      expect(errors).toEqual([]);
    });

    test('/hi/ and /hi/home-cleaning show a Hindi page that fits the screen (screenshots kept)', async ({
      page,
    }) => {
      for (const path of ['/hi/', '/hi/home-cleaning']) {
        await Promise.all([hydrated(page), page.goto(path)]);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        // The heading is in Devanagari, and nothing is wider than the screen (no sideways scroll).
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        const name = path === '/hi/' ? 'hi-landing' : 'hi-home-cleaning';
        await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
      }
    });
  });
}

test('the switch takes a page to its Hindi twin and back, and the choice is kept', async ({ page }) => {
  const errors = collectErrors(page);
  await Promise.all([hydrated(page), page.goto('/about')]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle(/^हमारे बारे में — /);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

  // Links inside a Hindi page stay in Hindi; a page with no Hindi version keeps its path.
  const mainNav = page.getByRole('navigation', { name: 'मुख्य' });
  await mainNav.getByRole('link', { name: 'हमारी कीमतें' }).click();
  await expect(page).toHaveURL(/\/hi\/#plan$/);
  await page.getByRole('link', { name: 'सभी पैकेज और दाम →' }).click();
  await expect(page).toHaveURL(/\/hi\/cleaning-services$/);
  await expect(mainNav.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');

  // The choice is remembered: an English address opens in Hindi.
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/hi\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');

  await mainNav.getByRole('group', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
  await page.goto('/hi/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'High-Quality and Friendly Services at Fair Prices',
  );
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu has the switch', async ({ page }) => {
    await Promise.all([hydrated(page), page.goto('/office-cleaning')]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/office-cleaning$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर कामकाजी दिन, साफ़-सुथरा ऑफ़िस');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a first visit from a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the Hindi landing page; a Hindi link stays Hindi', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उम्दा और भरोसेमंद सफ़ाई, सही दाम पर');
  });
});

// The journeys' server keeps PUBLIC_URL's default (README); the server writes that origin into canonical
// links, alternates and the sitemap (src/server/platform/site-origin.ts), not the build's chamak.in.
const site = 'http://localhost:3000';

test.describe('what search engines read (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('/hi/ is Hindi with a translated title and description, and names its English twin', async ({
    page,
  }) => {
    await page.goto('/hi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('इंदौर में सफ़ाई सेवाएँ — चमक क्लीनिंग सर्विसेज़');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^इंदौर में घर/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/hi/`);
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates.locator('xpath=self::*[@hreflang="en-IN"]')).toHaveAttribute('href', `${site}/`);
    await expect(alternates.locator('xpath=self::*[@hreflang="hi"]')).toHaveAttribute('href', `${site}/hi/`);
    await expect(alternates.locator('xpath=self::*[@hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${site}/`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उम्दा और भरोसेमंद सफ़ाई, सही दाम पर');
  });

  test('an English page names its Hindi twin, and the sitemap lists both', async ({ page, request }) => {
    await page.goto('/Bathroom');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      `${site}/hi/Bathroom`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site}/hi/Bathroom</loc>`);
    expect(sitemap).toContain(`<loc>${site}/Bathroom</loc>`);
    expect(sitemap).toContain(`hreflang="hi" href="${site}/hi/Bathroom"`);
  });
});
