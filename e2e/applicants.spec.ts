import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';
import { pickDate } from './support/date-picker';
import { lastCodeFor, uniqueMobile } from './support/mobile';
import { testJpeg } from './support/photos';

/**
 * The admin console's Applicants (issue 38 part 3): an application made through the public API (its mobile
 * proven by the texted code) is moved by the owner through documents (ID photo, Aadhaar's last 4), police
 * verification (cleared, with its date), training (every item) to active; the server's refusals show.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/applicants';

test.describe.configure({ timeout: 120_000 });

async function apply(request: APIRequestContext, name: string) {
  const phone = uniqueMobile();
  expect((await request.post('/api/cleaner-applications/send-code', { data: { phone } })).status()).toBe(200);
  const code = await lastCodeFor(request, phone);
  const services = (await (await request.get('/api/services')).json()).data.services as { _id: string }[];
  const applied = await request.post('/api/cleaner-applications', {
    data: {
      name,
      phone,
      code,
      city: 'indore',
      services: [services[0]._id],
      experienceYears: 2,
      availability: 'full-time',
      email: uniqueEmail('applicant'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    `sideways scroll at ${width}px`,
  ).toBe(false);

/** Today in India ('YYYY-MM-DD'): the police verification's date. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

for (const width of [390, 1280]) {
  test(`${width}px: the owner moves an applicant from screening to an active cleaner`, async ({
    browser,
  }) => {
    const name = `Sunita Applicant ${Math.floor(Math.random() * 1_000_000)}`;
    await apply((await browser.newContext({ baseURL })).request, name);

    const page = await pageSignedInAs(browser, baseURL, demo.admin, {
      width,
      height: width < 500 ? 844 : 900,
    });
    await page.goto('/adminDashboard');
    const menu = page.getByRole('button', { name: 'Menu' });
    const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
      name: 'Applicants',
    });
    await expect(async () => {
      if (width < 1024 && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    await page.getByRole('button', { name: 'Screening', exact: true }).click();
    await page.getByLabel('City').selectOption('indore');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Screening');
    await expect(row).toContainText('Indore');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `${shots}/list-${width}.png`, fullPage: true });

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const next = page.getByRole('region', { name: 'Next' });

    // Documents: the ID photo and the Aadhaar's last 4 digits, else the server refuses to move on.
    await next.getByRole('button', { name: 'Move to Documents' }).click();
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
    await next.getByRole('button', { name: 'Move to Police verification' }).click();
    await expect(next.getByRole('alert')).toHaveText(
      'Add the ID photo and the Aadhaar’s last 4 digits first.',
    );
    await page
      .getByLabel('Upload ID photo')
      .setInputFiles({ name: 'aadhaar.jpg', mimeType: 'image/jpeg', buffer: await testJpeg(400, 300) });
    await expect(page.getByRole('img', { name: `${name}: ID photo` })).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: `${name}: ID photo` })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByLabel('Aadhaar last 4 digits').fill('12');
    await documents.getByRole('button', { name: 'Save Aadhaar' }).click();
    await expect(documents.getByText('Enter only the last 4 digits of the Aadhaar.')).toBeVisible();
    await documents.getByLabel('Aadhaar last 4 digits').fill('4321');
    await documents.getByRole('button', { name: 'Save Aadhaar' }).click();
    await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText(
      'XXXX XXXX 4321',
    );
    await next.getByRole('button', { name: 'Move to Police verification' }).click();

    // Police verification: cleared, with its date.
    const police = page.getByRole('region', { name: 'Police verification' });
    await expect(police).toBeVisible();
    await police.getByLabel('Status').selectOption('cleared');
    await pickDate(page, 'Verification date', todayInIndia());
    await police.getByRole('button', { name: 'Save police verification' }).click();
    await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText('Cleared, ');
    await next.getByRole('button', { name: 'Move to Training' }).click();

    // Training: activating before every item is ticked is refused in the server's words.
    const training = page.getByRole('region', { name: 'Training' });
    await expect(training).toBeVisible();
    const items = training.getByRole('checkbox');
    await expect(items).toHaveCount(5);
    await items.first().check();
    await training.getByRole('button', { name: 'Save training' }).click();
    await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText('1 of 5 items');
    await next.getByRole('button', { name: 'Activate cleaner' }).click();
    await expect(next.getByRole('alert')).toHaveText('Tick every training item first.');
    for (const item of await items.all()) await item.check();
    await training.getByRole('button', { name: 'Save training' }).click();
    await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText('5 of 5 items');
    await page.screenshot({ path: `${shots}/training-${width}.png`, fullPage: true });
    await next.getByRole('button', { name: 'Activate cleaner' }).click();

    await expect(page.getByText('Cleaner hired', { exact: true })).toBeVisible();
    await expect(page.locator('h1 + span')).toHaveText('Active');
    await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText(
      'Made: they sign in as a cleaner',
    );
    await expect(next.getByRole('button', { name: /^Move to|Activate cleaner|Reject/ })).toHaveCount(0);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `${shots}/active-${width}.png`, fullPage: true });

    // The list shows the applicant as active.
    await page.getByRole('link', { name: '← All applicants' }).click();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Active');
    await page.context().close();
  });
}

test('1280px: the owner rejects an applicant with a note, then erases the application', async ({
  browser,
}) => {
  const name = `Rekha Applicant ${Math.floor(Math.random() * 1_000_000)}`;
  await apply((await browser.newContext({ baseURL })).request, name);
  const page = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  await page.goto('/adminDashboard/applicants');
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next' });

  await next.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject applicant' });
  await reject.getByLabel('Note (optional)').fill('No experience with office cleaning');
  await reject.getByRole('button', { name: 'Reject applicant' }).click();
  await expect(reject).toHaveCount(0);
  await expect(page.locator('h1 + span')).toHaveText('Rejected');
  await expect(page.getByRole('region', { name: 'Applicant', exact: true })).toContainText(
    'No experience with office cleaning',
  );
  await expect(next.getByRole('button', { name: /^Move to|Reject/ })).toHaveCount(0);

  await next.getByRole('button', { name: 'Erase application' }).click();
  const erase = page.getByRole('dialog', { name: 'Erase application' });
  await erase.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Application erased', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.context().close();
});
