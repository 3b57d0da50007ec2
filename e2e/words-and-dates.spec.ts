import { expect, test, type Page } from '@playwright/test';
import { formatDay } from '../src/shared/domain/date-format';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { calendarOf, pickDate } from './support/date-picker';

/** The words a person reads and types in each language (the site's own texts). */
const words = {
  en: {
    next: 'Next',
    phone: 'Phone number',
    line1: 'Address line 1',
    pincode: 'Pincode',
    count: 'Number of sofas/mattresses',
    date: 'Service date',
    coupon: 'Coupon code',
    apply: 'Apply',
    choose: 'Choose a date',
    minimum: /^Add ₹1,001 more to use FLAT200 \(minimum ₹1,500\)$/,
  },
  hi: {
    next: 'आगे',
    phone: 'फ़ोन नंबर',
    line1: 'पता, पहली पंक्ति',
    pincode: 'पिनकोड',
    count: 'सोफ़ा/गद्दों की संख्या',
    date: 'सेवा की तारीख़',
    coupon: 'कूपन कोड',
    apply: 'लागू करें',
    choose: 'तारीख़ चुनें',
    minimum: /^FLAT200 इस्तेमाल करने के लिए ₹1,001 और जोड़ें \(न्यूनतम ₹1,500\)$/,
  },
} as const;

async function toSchedule(page: Page, w: (typeof words)['en' | 'hi']) {
  await page.goto('/booking?service=sofa-cleaning');
  await page
    .getByRole('radio', { name: /· ₹499/ })
    .first()
    .check();
  await page.getByRole('button', { name: w.next }).click();
  await page.getByLabel(w.phone).fill('9876543210');
  await page.getByLabel(w.line1).fill('12 MG Road');
  await page.getByLabel(w.pincode).fill('452001');
  await page.getByRole('button', { name: w.next }).click();
}

for (const language of ['en', 'hi'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`words and dates, ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the calendar picks a date, dates read one way, coupon words name the minimum and clear', async ({
        page,
      }, testInfo) => {
        const w = words[language];
        if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
        await signInAsNewCustomer(page);
        await toSchedule(page, w);

        await page.getByLabel(w.count).fill('1');
        const field = page.getByLabel(w.date, { exact: true });
        await expect(field).toHaveText(w.choose);
        // Keyboard: the field opens with Enter, the calendar takes focus, Escape closes it and gives focus back.
        await field.focus();
        await page.keyboard.press('Enter');
        const calendar = calendarOf(page, w.date);
        await expect(calendar).toBeVisible();
        await expect(calendar.locator('button:focus')).toHaveCount(1);
        const box = (await calendar.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`picker-${language}-${width}.png`) });
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
        await expect(field).toBeFocused();

        // A person pages to the month and clicks the day; the field shows it in the one format.
        const date = futureDate();
        await pickDate(page, w.date, date);
        const day = formatDay(date, language);
        expect(day).toMatch(/^\S+, \d{1,2} \S+ \d{4}$/);
        await expect(field).toHaveText(day);
        await page
          .getByRole('radio')
          .filter({ hasText: /\d:\d\d/ })
          .first()
          .click();
        await page.getByRole('button', { name: w.next }).click();

        // The review shows the same day the same way.
        await expect(page.getByText(day, { exact: false }).first()).toBeVisible();

        // FLAT200 on ₹499 names how much more and its minimum; the error goes when the box is emptied.
        const coupon = page.getByLabel(w.coupon);
        await coupon.fill('FLAT200');
        await page.getByRole('button', { name: w.apply }).click();
        const message = page.locator('#coupon-message');
        await expect(message).toHaveText(w.minimum);
        await expect(coupon).toHaveAttribute('aria-invalid', 'true');
        await coupon.fill('');
        await expect(message).toHaveText('');
        await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
      });
    });
  }
}
