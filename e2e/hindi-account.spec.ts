import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { collectErrors, latinOnPage } from './support/hindi';
import { testJpeg } from './support/photos';

/**
 * My Bookings, the profile, after the visit and the cleaner app in Hindi (the stored choice,
 * localStorage 'language'), at 390 and 1280 px: no Latin word outside the allowlist, no console error.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/hindi-account';

const DEMO_CLEANERS = ['ravi@chamak.in', 'sunita@chamak.in', 'arjun@chamak.in'];

/** A Hindi-speaking customer (Devanagari name and address) with a one-bathroom clean `fromDays` ahead. */
async function customerWithBookings(request: APIRequestContext, name: string, visitFrom: number) {
  const account = { name, email: uniqueEmail('hindi'), phone: '9876543210', password: 'Sitar-Lamp-123' };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const book = async (fromDays: number) => {
    const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
    const res = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        serviceId: service._id,
        packageId: pkg._id,
        address: { line1: '12 राजवाड़ा चौक', line2: '', city: 'इंदौर', state: 'मध्य प्रदेश', pincode: '452001' },
        phoneNumber: '9876543210',
        areaSqft: 1,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
      },
    });
    expect(res.status()).toBe(201);
    const booking = (await res.json()).data.booking as { _id: string; startCode: string };
    // Booked once the customer chooses to pay after the service (a site booking waits for that choice).
    const chosen = await request.post('/api/bookings/complete-payment', {
      headers: { authorization: `Bearer ${token}` },
      data: { bookingId: booking._id, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status()).toBe(200);
    return booking;
  };
  // The visit inside the cleaner app's week (the demo jobs hold days 0-4); the other one weeks ahead.
  const visit = await book(visitFrom);
  const upcoming = await book(20);
  return { account, token, visitId: visit._id, upcomingId: upcoming._id };
}

/** Admin gives the visit to the first free demo cleaner (their password is known); returns their login. */
async function assignToDemoCleaner(request: APIRequestContext, bookingId: string) {
  const admin = (await apiLogin(request, demo.admin.email, demo.admin.password)).token;
  const auth = { authorization: `Bearer ${admin}` };
  const cleaners: { _id: string; email: string }[] = (
    await (await request.get('/api/admin/cleaners', { headers: auth })).json()
  ).data.cleaners;
  for (const email of DEMO_CLEANERS) {
    const candidate = cleaners.find((c) => c.email === email)!;
    const assigned = await request.patch(`/api/bookings/${bookingId}/assign`, {
      headers: auth,
      data: { cleanerId: candidate._id },
    });
    if (assigned.status() === 200) return { email, password: demo.cleaner.password };
    expect(assigned.status()).toBe(409);
  }
  throw new Error('No demo cleaner is free for this visit');
}

async function inHindi(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  return collectErrors(page);
}

/**
 * Latin words on the page, leaving out what people typed (names, addresses, notes: marked translate="no").
 * Toasts and sonner's region label belong to the Hindi messages walk: this walk checks once toasts
 * are gone. The slot picker's two screen-reader labels belong to the booking pages (its times are checked).
 */
const notOurs = /\(in "(Notifications alt\+T|Service time|\(unavailable\))"\)$/;
async function latinShown(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const style = await page.addStyleTag({ content: '[translate="no"] { visibility: hidden !important; }' });
  // A card's accessible name repeats the names people typed (the customer's): those words too.
  const typed = new Set(
    (await page.locator('[translate="no"]').allTextContents()).flatMap((t) => t.match(/[A-Za-z]+/g) ?? []),
  );
  try {
    return (await latinOnPage(page))
      .filter((w) => !notOurs.test(w) && !typed.has(w.split(' ')[0]))
      .map((w) => `${where}: ${w}`);
  } finally {
    await style.evaluate((s) => (s as HTMLStyleElement).remove());
  }
}

/** A toast went up (they are checked once gone). */
const toasted = (page: Page) => expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
const settle = (page: Page) => expect(page.getByText(/लोड हो रह/)).toHaveCount(0);
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test(`${width}px: the cleaner app, My Bookings and the profile in Hindi`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const name = width < 500 ? 'नेहा जैन' : 'आशा वर्मा';
    const { account, token, visitId, upcomingId } = await customerWithBookings(
      request,
      name,
      width < 500 ? 6 : 7,
    );
    const lead = await assignToDemoCleaner(request, visitId);
    const startCode = (
      await (
        await request.get(`/api/bookings/${visitId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data.booking.startCode as string;
    const report: string[] = [];

    // The cleaner app.
    const cleaner = await pageSignedInAs(browser, baseURL, lead, viewport);
    const cleanerErrors = await inHindi(cleaner);
    await cleaner.goto('/cleanerDashboard');
    // The machine running the journeys may be slow to bring the app's chunks in.
    await expect(cleaner.getByRole('heading', { level: 1 })).toHaveText('मेरे काम', { timeout: 30_000 });
    await expect(cleaner.locator('html')).toHaveAttribute('lang', 'hi');
    await settle(cleaner);
    report.push(...(await latinShown(cleaner, 'cleaner today')));
    const job: Locator = cleaner.getByRole('article').filter({ hasText: name });
    await cleaner.getByRole('tab', { name: 'अगले सात दिन' }).click();
    await expect(job).toHaveCount(1);
    await expect(job.getByText('कर्मचारी तय')).toBeVisible();
    await expect(job).toContainText(/(सुबह|दोपहर|शाम) \d+:00/);
    report.push(...(await latinShown(cleaner, 'cleaner week')));
    await shot(cleaner, 'cleaner-week', width);

    await job.getByRole('button', { name: 'काम शुरू करें' }).click();
    const start = cleaner.getByRole('dialog', { name: 'काम शुरू करें' });
    report.push(...(await latinShown(cleaner, 'start dialog')));
    await start.getByLabel('शुरुआती कोड').fill(startCode);
    await start.getByRole('button', { name: 'काम शुरू करें' }).click();
    await expect(start).toBeHidden();
    await toasted(cleaner);

    await job.getByRole('button', { name: 'काम पूरा करें' }).click();
    const complete = cleaner.getByRole('dialog', { name: 'काम पूरा करें' });
    // Nothing is ticked to start with: the first item not done, with why; the rest done.
    const items = complete.getByRole('radiogroup');
    await expect(complete.getByRole('radio', { checked: true })).toHaveCount(0);
    await items.first().getByRole('radio', { name: 'नहीं हुआ' }).check();
    for (const item of (await items.all()).slice(1))
      await item.getByRole('radio', { name: 'हो गया' }).check();
    await complete.getByRole('textbox', { name: /क्यों नहीं हुआ/ }).fill('नल में पानी नहीं था');
    // The visit was booked to pay after the service: the cleaner says how the customer paid.
    await complete.getByRole('radio', { name: /नकद मिले$/ }).check();
    const jpeg = await testJpeg();
    await complete
      .getByLabel('बाद की फ़ोटो जोड़ें')
      .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(complete.getByText('फ़ोटो (10 में से 1)')).toBeVisible();
    await toasted(cleaner);
    report.push(...(await latinShown(cleaner, 'complete dialog')));
    await shot(cleaner, 'cleaner-complete', width);
    await complete.getByRole('button', { name: 'काम पूरा करें' }).click();
    await expect(complete).toBeHidden();
    await toasted(cleaner);

    for (const tab of ['पिछले काम', 'कमाई']) {
      await cleaner.getByRole('tab', { name: tab }).click();
      await settle(cleaner);
      report.push(...(await latinShown(cleaner, `cleaner ${tab}`)));
    }
    await expect(cleaner.getByText('औसत रेटिंग').first()).toBeVisible();
    await shot(cleaner, 'cleaner-earnings', width);

    // The switch in the cleaner app's own bar: English and back.
    const bar = cleaner.getByRole('banner');
    await bar.getByRole('link', { name: 'English' }).click();
    await expect(cleaner.getByRole('heading', { level: 1 })).toHaveText('My Jobs');
    await bar.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(cleaner.getByRole('heading', { level: 1 })).toHaveText('मेरे काम');
    expect(await cleaner.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    // My Bookings: an upcoming booking and the completed visit.
    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    const customerErrors = await inHindi(customer);
    await customer.goto('/my-bookings');
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('मेरी बुकिंग', { timeout: 30_000 });
    const upcoming = customer.locator(`#booking-${upcomingId}`);
    const visit = customer.locator(`#booking-${visitId}`);
    await expect(upcoming.getByText('बुकिंग मिल गई')).toBeVisible();
    await expect(visit.getByText('पूरी हुई')).toBeVisible();
    await expect(visit.getByTestId('checklist')).toContainText('नल में पानी नहीं था');
    await expect(visit.getByRole('img', { name: 'सफ़ाई के बाद' })).toBeVisible();
    await expect(upcoming).toContainText(
      /\d+ (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}, /,
    );
    await settle(customer);
    report.push(...(await latinShown(customer, 'my bookings')));
    await shot(customer, 'my-bookings', width);

    await upcoming.getByRole('button', { name: 'समय बदलें' }).click();
    const reschedule = customer.getByRole('dialog', { name: 'बुकिंग का समय बदलें' });
    // A slot's name is its time; the word under it (free / full) is seen, not read (checked as Latin below).
    // The time in Hindi first; a slot that has passed or is full says why after it.
    await expect(reschedule.getByRole('radio').first()).toHaveAccessibleName(
      /^(सुबह|दोपहर|शाम) \d+:00(?=$| )/,
    );
    report.push(...(await latinShown(customer, 'reschedule dialog')));
    await shot(customer, 'reschedule', width);
    await reschedule.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(reschedule).toBeHidden();

    await upcoming.getByRole('button', { name: 'रद्द करें' }).click();
    const cancel = customer.getByRole('dialog', { name: 'बुकिंग रद्द करें' });
    report.push(...(await latinShown(customer, 'cancel dialog')));
    await cancel.getByRole('button', { name: 'नहीं, रहने दें' }).click();
    await expect(cancel).toBeHidden();

    await visit.getByRole('button', { name: 'समस्या बताएँ' }).click();
    const complaint = customer.getByRole('dialog', { name: 'समस्या बताएँ' });
    await expect(complaint.getByRole('option', { name: 'कोई जगह या चीज़ छूट गई' })).toBeAttached();
    report.push(...(await latinShown(customer, 'complaint dialog')));
    await shot(customer, 'complaint', width);
    await complaint.getByRole('button', { name: 'रद्द करें' }).click();

    await visit.getByRole('button', { name: 'टीम को टिप दें' }).click();
    const tip = customer.getByRole('dialog', { name: 'टीम को टिप दें' });
    await expect(tip.getByRole('button', { name: '₹100 टिप दें' })).toBeVisible();
    report.push(...(await latinShown(customer, 'tip dialog')));
    await shot(customer, 'tip', width);
    await tip.getByRole('button', { name: 'रद्द करें' }).click();

    const rating = visit.getByRole('form', { name: 'सफ़ाई कैसी रही?' });
    // The radios are visually hidden behind their stars: a click on the fourth star's label.
    await rating
      .locator('label')
      .filter({ has: customer.getByLabel('4 सितारे') })
      .click();
    await expect(rating.getByLabel('4 सितारे')).toBeChecked();
    await rating.getByLabel('टिप्पणी (वैकल्पिक)').fill('अच्छी सफ़ाई');
    await rating.getByRole('button', { name: 'रेटिंग भेजें' }).click();
    await toasted(customer);
    await expect(visit.getByRole('region', { name: 'आपकी रेटिंग' })).toBeVisible();
    await expect(visit.getByRole('img', { name: '5 में से 4 सितारे' })).toBeVisible();
    report.push(...(await latinShown(customer, 'rated visit')));

    // The profile, every tab.
    await customer.goto('/profile');
    await expect(customer.getByRole('tab', { name: 'सारांश' })).toBeVisible();
    await settle(customer);
    report.push(...(await latinShown(customer, 'profile overview')));
    await shot(customer, 'profile-overview', width);
    await customer.getByRole('tab', { name: 'बुकिंग' }).click();
    await expect(customer.getByText(/पिछली बुकिंग \(\d+\)/)).toBeVisible();
    report.push(...(await latinShown(customer, 'profile bookings')));
    await customer.getByRole('tab', { name: 'पते' }).click();
    await expect(customer.getByRole('heading', { name: 'सहेजे गए पते' })).toBeVisible();
    await settle(customer);
    report.push(...(await latinShown(customer, 'profile addresses')));
    await customer.getByRole('button', { name: 'पता जोड़ें' }).click();
    const address = customer.getByRole('dialog', { name: 'नया पता जोड़ें' });
    report.push(...(await latinShown(customer, 'add address dialog')));
    await address.getByRole('button', { name: 'रद्द करें' }).click();
    await customer.getByRole('tab', { name: 'सेटिंग्स' }).click();
    await expect(customer.getByRole('switch', { name: /व्हाट्सऐप/ })).toBeVisible();
    await customer.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await expect(customer.getByLabel('मौजूदा पासवर्ड')).toBeVisible();
    report.push(...(await latinShown(customer, 'profile settings')));
    await shot(customer, 'profile-settings', width);
    await customer.getByRole('main').getByRole('button', { name: 'लॉग आउट' }).last().click();
    const logout = customer.getByRole('dialog', { name: 'लॉग आउट' });
    report.push(...(await latinShown(customer, 'logout dialog')));
    await logout.getByRole('button', { name: 'रद्द करें' }).click();

    expect(report).toEqual([]);
    expect([...cleanerErrors, ...customerErrors]).toEqual([]);
  });
}
