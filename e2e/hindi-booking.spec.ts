import { expect, test, type Page } from '@playwright/test';
import { futureDate, uniqueEmail } from './support/accounts';
import { collectErrors, latinOnPage } from './support/hindi';
import { pickDate } from './support/date-picker';

/**
 * In Hindi: sign-up, log-in, the booking form, the schedule and review pages, online payment in the
 * sandbox, the confirmations and the receipt, with Hindi chosen. Every screen shows no Latin-script
 * word outside the allowlist, except codes a customer may need to quote (booking and payment IDs, the
 * receipt's serial, the demo accounts' passwords), and the console stays clean.
 */

/** Texts that are codes, not words: left in Latin script on purpose. */
// Payment ids, invoice serials, booking ids and their 8-character reference (A1B2C3D4).
// Coupon codes on the offers strip (SAVE10), alone or in their button ('SAVE10 लगाएँ'): typed as they are.
const CODES = [
  /^pay_\w+$/,
  /^[A-Z]{3}\/\d{2}-\d{2}\/\d{6}$/,
  /^[0-9a-f-]{20,}$/i,
  /^[0-9A-F]{8}$/,
  /^[A-Z][A-Z0-9_-]{2,29}( लगाएँ)?$/,
];

async function latinWordsOf(page: Page, screen: string, codes: string[] = []): Promise<string[]> {
  const found = await latinOnPage(page);
  return found
    .filter((entry) => {
      const text = /\(in "(.*)"\)$/.exec(entry)?.[1] ?? '';
      return !CODES.some((code) => code.test(text)) && !codes.some((code) => text.includes(code));
    })
    .map((entry) => `${screen}: ${entry}`);
}

/** Hindi chosen with the switch earlier: the stored choice that pages without a /hi/ path follow. */
async function chooseHindi(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('auth_user');
    sessionStorage.clear();
  });
}

for (const width of [390, 1280]) {
  test.describe(`in Hindi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sign-up, log-in, the four-step booking form, online payment and its receipt', async ({ page }) => {
      test.setTimeout(150_000);
      await chooseHindi(page);
      const errors = collectErrors(page);
      const report: string[] = [];
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/screens/hi-${name}-${width}.png`, fullPage: true });
      const settings = await (await page.request.get('/api/settings')).json();
      const demoPasswords: string[] = (
        settings.data?.settings?.demoAccounts ??
        settings.data?.demoAccounts ??
        []
      ).map((a: { password: string }) => a.password);

      // Sign-up, with the WhatsApp box.
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'मुझे व्हाट्सऐप पर अपडेट भेजें' })).toBeVisible();
      report.push(...(await latinWordsOf(page, 'signup', demoPasswords)));
      await shot('signup');
      const email = uniqueEmail('hindi');
      await page.getByLabel('पूरा नाम').fill('प्रिया शर्मा');
      await page.getByLabel('ईमेल', { exact: true }).fill(email);
      await page.getByLabel('फ़ोन').fill('9876543210');
      await page.getByLabel('पासवर्ड', { exact: true }).fill('Sitar-Lamp-123');
      await page.getByLabel('पासवर्ड दोबारा लिखें').fill('Sitar-Lamp-123');
      await page.getByRole('checkbox', { name: 'मुझे व्हाट्सऐप पर अपडेट भेजें' }).check();
      await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
      await expect(page).toHaveURL(/\/profile$/);

      // Forgotten password and log-in, signed out.
      await signOut(page);
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeVisible();
      report.push(...(await latinWordsOf(page, 'forgot-password')));
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeVisible();
      await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
      report.push(...(await latinWordsOf(page, 'login')));
      await shot('login');
      await page.getByLabel('ईमेल', { exact: true }).fill(email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill('Sitar-Lamp-123');
      await page.getByRole('button', { name: 'लॉग इन करें' }).click();
      await expect(page).toHaveURL(/\/profile$/);

      // The booking form, step by step.
      await page.goto('/booking?service=office-cleaning');
      await expect(page.getByRole('heading', { level: 1, name: 'सफ़ाई बुक करें' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /ऑफ़िस की सफ़ाई/ })).toBeChecked();
      await page.getByRole('radio', { name: /बेसिक · ₹65\/वर्ग फ़ुट/ }).check();
      report.push(...(await latinWordsOf(page, 'booking step 1')));
      await shot('booking-1');
      await page.getByRole('button', { name: 'आगे' }).click();

      await expect(page.getByLabel('नाम', { exact: true })).toHaveValue('प्रिया शर्मा');
      await page.getByLabel('पता, पहली पंक्ति').fill('12 एमजी रोड');
      await page.getByLabel('पिनकोड').fill('452001');
      report.push(...(await latinWordsOf(page, 'booking step 2')));
      await shot('booking-2');
      await page.getByRole('button', { name: 'आगे' }).click();

      await page.getByLabel('क्षेत्रफल (वर्ग फ़ुट)').fill('200');
      await pickDate(page, 'सेवा की तारीख़', futureDate());
      await page.getByRole('radio', { name: 'सुबह 10:00' }).click();
      await expect(page.getByLabel('बुकिंग का सारांश').getByText('₹13,000')).toHaveCount(2);
      report.push(...(await latinWordsOf(page, 'booking step 3')));
      await shot('booking-3');
      await page.getByRole('button', { name: 'आगे' }).click();

      await expect(page.getByText('एक बार', { exact: true })).toBeVisible();
      await page.getByLabel('कूपन कोड').fill('SAVE10');
      await page.getByRole('button', { name: 'लागू करें' }).click();
      await expect(page.getByText('कूपन लागू हुआ: आपकी बचत ₹1,300')).toBeVisible();
      report.push(...(await latinWordsOf(page, 'booking step 4')));
      await shot('booking-4');
      await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();

      // Payment: online, in the sandbox's sheet.
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeVisible();
      report.push(...(await latinWordsOf(page, 'payment')));
      await shot('payment');
      await page.getByRole('radio', { name: /^यूपीआई भुगतान/ }).check();
      await page.getByRole('button', { name: '₹11,700.00 का भुगतान करें' }).click();
      const sheet = page.getByRole('dialog', { name: 'सैंडबॉक्स चेकआउट' });
      await expect(sheet.getByText('चमक क्लीनिंग सर्विसेज़')).toBeVisible();
      report.push(...(await latinWordsOf(page, 'sandbox checkout')));
      await page.screenshot({ path: `test-results/screens/hi-sandbox-${width}.png` });
      await sheet.getByRole('button', { name: '₹11,700.00 का भुगतान करें' }).click();

      // The confirmation, then the receipt.
      await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग मिल गई' })).toBeVisible();
      await expect(page.getByText('यूपीआई भुगतान')).toBeVisible();
      report.push(...(await latinWordsOf(page, 'confirmation')));
      await shot('confirmed');
      // The confirmation shows the short reference (A1B2C3D4); the receipt's link takes the id it stands for.
      const reference = await page.locator('dt:text-is("बुकिंग आईडी") + dd').innerText();
      const token = await page.evaluate(
        () => localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token'),
      );
      const mine = await page.request.get('/api/bookings', { headers: { authorization: `Bearer ${token}` } });
      const bookingId = ((await mine.json()).data.bookings as { _id: string }[])
        .map((b) => b._id)
        .find((id) => id.slice(0, 8).toUpperCase() === reference)!;
      expect(bookingId).toBeTruthy();
      await page.goto(`/booking-documents?bookingId=${encodeURIComponent(bookingId)}`);
      await expect(page.getByRole('heading', { name: 'भुगतान की रसीद' })).toBeVisible();
      report.push(...(await latinWordsOf(page, 'receipt')));
      await shot('receipt');

      expect(report).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the schedule page, the review page and the confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      await chooseHindi(page);
      const errors = collectErrors(page);
      const report: string[] = [];
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/screens/hi-${name}-${width}.png`, fullPage: true });
      const email = uniqueEmail('hindi');
      const account = await page.request.post('/api/auth/register', {
        data: { name: 'राहुल जैन', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
      });
      const body = await account.json();
      await page.addInitScript(
        ([token, user]) => {
          localStorage.setItem('auth_token', token);
          localStorage.setItem('auth_user', user);
        },
        [body.token as string, JSON.stringify(body.data.user)],
      );

      await page.goto('/booking-schedule');
      await expect(page.getByRole('heading', { level: 1, name: 'अपनी सफ़ाई का समय तय करें' })).toBeVisible();
      await page.getByRole('combobox', { name: 'सेवा' }).selectOption({ label: 'बाथरूम की सफ़ाई' });
      await page.getByRole('combobox', { name: 'पैकेज' }).selectOption({ index: 2 });
      await page.getByLabel('बाथरूम की संख्या').fill('2');
      await expect(page.getByLabel('सारांश').getByText('₹998')).toBeVisible();
      await page.getByRole('button', { name: 'अगले महीने पर जाएं' }).click();
      // Days of their own (the English journey takes the 15th at 9:00).
      await page
        .getByRole('grid')
        .getByText(width === 390 ? '18' : '19', { exact: true })
        .click();
      await page.getByRole('button', { name: 'सुबह' }).click();
      await page.getByRole('radio', { name: 'सुबह 9:00' }).click();
      await page.getByLabel('पूरा पता').fill('221 स्कीम 54');
      await page.getByLabel('पिनकोड').fill('452010');
      report.push(...(await latinWordsOf(page, 'schedule')));
      await shot('schedule');
      await page.getByRole('button', { name: 'समय की पुष्टि करें' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग देखें और पुष्टि करें' })).toBeVisible();
      await page.getByRole('checkbox', { name: /नियम और शर्तों/ }).check();
      report.push(...(await latinWordsOf(page, 'review')));
      await shot('review');
      await page.getByRole('button', { name: 'पुष्टि करें और भुगतान करें' }).click();

      await expect(page).toHaveURL(/\/booking-Confirmed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग मिल गई' })).toBeVisible();
      await expect(page.getByText('आप डैशबोर्ड से कभी भी समय बदल सकते हैं।')).toBeVisible();
      report.push(...(await latinWordsOf(page, 'confirmation (schedule)')));
      await shot('confirmed-alt');

      expect(report).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
