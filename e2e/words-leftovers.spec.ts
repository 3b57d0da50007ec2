import { expect, test, type Page } from '@playwright/test';
import { formatDay } from '../src/shared/domain/date-format';
import { addDays, todayInIndia } from '../src/shared/domain/time';
import { signInAsNewCustomer } from './support/accounts';
import { demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { pickDate } from './support/date-picker';

/** What a person reads in each language (the site's own texts). */
const words = {
  en: {
    continue: 'Continue to Review',
    service: 'Service',
    package: 'Package',
    selectService: 'Please select a service',
    selectPackage: 'Please select a package',
    weekly: 'Weekly',
    perVisit: 'Price per visit',
    visits: /^9 visits, /,
    seriesTotal: 'Series total',
    planDiscount: 'Plan discount (10%)',
    gst: /GST/,
    fixedPrices: 'Fixed prices in rupees',
    summary: 'Summary',
  },
  hi: {
    continue: 'समीक्षा पर आगे बढ़ें',
    service: 'सेवा',
    package: 'पैकेज',
    selectService: 'कृपया एक सेवा चुनें',
    selectPackage: 'कृपया एक पैकेज चुनें',
    weekly: 'हर हफ़्ते',
    perVisit: 'हर विज़िट का दाम',
    visits: /^9 विज़िट, /,
    seriesTotal: 'पूरी सीरीज़ का कुल',
    planDiscount: 'प्लान की छूट (10%)',
    gst: /GST|जीएसटी/,
    fixedPrices: 'रुपये में तय दाम',
    summary: 'सारांश',
  },
} as const;

const inHindi = (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'hi'));

/** The 15th of next month (India time): always ahead, one page of the calendar away. */
function nextMonths15th() {
  const today = todayInIndia(new Date());
  const [y, m] = today.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-15`;
}

for (const language of ['en', 'hi'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`leftover words, ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      const w = words[language];

      test('without a GSTIN no page speaks of GST', async ({ page }) => {
        if (language === 'hi') await inHindi(page);
        await page.goto('/');
        await expect(page.getByText(w.fixedPrices)).toBeVisible();
        for (const path of ['/', '/cleaning-services', '/home-cleaning', '/terms']) {
          await page.goto(path);
          await expect(page.locator('main')).toBeVisible();
          await expect(page.locator('body')).not.toContainText(w.gst);
        }
      });

      test('/booking-schedule: errors leave as fields become valid, and a weekly plan shows its series', async ({
        page,
      }, testInfo) => {
        if (language === 'hi') await inHindi(page);
        await signInAsNewCustomer(page, 'Meena Joshi');
        await page.goto('/booking-schedule');
        await page.getByRole('button', { name: w.continue }).click();
        await expect(page.getByText(w.selectService)).toBeVisible();
        await expect(page.getByText(w.selectPackage)).toBeVisible();

        const service = page.getByRole('combobox', { name: w.service, exact: true });
        await service.selectOption({ index: 1 });
        // The service's error goes at once; the package's stays until a package is chosen.
        await expect(page.getByText(w.selectService)).toHaveCount(0);
        await expect(page.getByText(w.selectPackage)).toBeVisible();
        await page.getByRole('combobox', { name: w.package, exact: true }).selectOption({ index: 1 });
        await expect(page.getByText(w.selectPackage)).toHaveCount(0);
        // The quantity's error (sq.ft or items, as the service measures) goes once a quantity is typed.
        const quantity = page.getByRole('spinbutton');
        await expect(quantity).toHaveAttribute('aria-invalid', 'true');
        await quantity.fill('200');
        await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');

        // A weekly plan: the summary shows the price per visit, the visits and the series total.
        const day = nextMonths15th();
        await page.locator('.rdp-button_next').first().click();
        await page.locator(`[data-day="${day}"] button`).click();
        // The choice names the plan's discount too ('Weekly · save 10%', 'हर हफ़्ते · 10% की बचत').
        await page.getByRole('button', { name: new RegExp(`^${w.weekly} · `) }).click();
        const summary = page.getByRole('complementary', { name: w.summary });
        await expect(summary.getByText(w.perVisit)).toBeVisible();
        await expect(summary.getByText(w.visits)).toContainText(formatDay(day, language));
        await expect(summary.getByText(w.visits)).toContainText(formatDay(addDays(day, 56), language));
        await expect(summary.getByText(w.seriesTotal)).toBeVisible();
        await expect(summary.getByText(w.planDiscount)).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`schedule-series-${language}-${width}.png`) });
      });
    });
  }
}

for (const width of [390, 1280]) {
  test(`admin bookings filter dates are the calendar field at ${width} px`, async ({ browser, baseURL }) => {
    const admin = await pageSignedInAs(browser, baseURL!, demo.admin, { width, height: 900 });
    await admin.goto('/adminDashboard/bookings');
    const to = admin.getByLabel('To', { exact: true });
    await expect(to).toHaveText('Choose a date');
    const day = addDays(todayInIndia(new Date()), 20);
    await pickDate(admin, 'To', day);
    await expect(to).toHaveText(formatDay(day, 'en'));
    await expect(admin.locator('input[type="date"]')).toHaveCount(0);
    await admin.getByRole('button', { name: 'Clear To' }).click();
    await expect(to).toHaveText('Choose a date');
    await admin.context().close();
  });
}

for (const width of [390, 1280]) {
  test(`My Bookings names the city and state in Hindi at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await inHindi(page);
    const { token } = await signInAsNewCustomer(page, 'Kavita Rao');
    const service = (await (await page.request.get('/api/services/bathroom-cleaning')).json()).data.service;
    const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
    const slot = await firstOpenSlot(page.request, service._id, pkg._id, 20);
    const res = await page.request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        serviceId: service._id,
        packageId: pkg._id,
        address: {
          line1: '12 MG Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876543210',
        areaSqft: 1,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
      },
    });
    expect(res.status()).toBe(201);
    await page.goto('/my-bookings');
    await expect(page.getByText('12 MG Road, इंदौर, मध्य प्रदेश - 452001')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Indore');
  });
}
