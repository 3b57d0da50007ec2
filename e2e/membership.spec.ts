import { expect, test, type Page } from '@playwright/test';
import { futureDate, signInAsNewCustomer } from './support/accounts';
import { pickDate } from './support/date-picker';

/**
 * Chamak Plus (issue 36 part 3) on a phone, in English and Hindi: a customer joins the demo plan in the
 * sandbox (its stand-in for Razorpay's UPI AutoPay mandate), sees it active with its next charge and first
 * charge, and sees the member price the server works out. (Webhooks once, halted → perks end:
 * modules/memberships/memberships.routes.test.ts.)
 */
test.use({ viewport: { width: 390, height: 844 } });

const amounts = (text: string) =>
  [...text.matchAll(/₹\s?([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

async function join(page: Page, words: { section: RegExp; join: string; approve: string; active: string }) {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Chamak Plus' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('membership-plan')).toContainText(words.section);
  await section.getByRole('button', { name: words.join }).click();
  await section.getByRole('button', { name: words.approve }).click();
  await expect(section.getByTestId('membership-status')).toContainText(words.active);
  const price = section.getByTestId('member-price');
  await expect(price).toBeVisible();
  const [member, list] = amounts((await price.textContent())!);
  expect(member).toBeLessThan(list!);
  expect(Math.round(list! * 0.9)).toBe(Math.round(member!));
  return section;
}

test('a customer joins Chamak Plus in the sandbox and sees the member price (English)', async ({ page }) => {
  await signInAsNewCustomer(page, 'Asha Member');
  const section = await join(page, {
    section: /10% off every visit/,
    join: 'Join with UPI AutoPay',
    approve: 'Approve UPI AutoPay (sandbox)',
    active: 'active',
  });
  await expect(section.getByTestId('membership-status')).toContainText('Next charge: ₹299');
  await expect(section).toContainText('charges up to ₹15,000');
  await page.screenshot({ path: 'test-results/membership-390-en.png' });

  // The booking form shows the member's discount the server will take: ₹13,000 less 10%.
  await page.goto('/booking?service=office-cleaning');
  await page.getByRole('radio', { name: /Basic · ₹65\/sq.ft/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone number').fill('98260 12345');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('Pincode').fill('452001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=schedule/);
  await page.getByLabel('Area (sq.ft)').fill('200');
  await pickDate(page, 'Service date', futureDate(20, 40));
  await page.getByRole('radio', { name: /^\d+:00 (AM|PM)$/ }).and(page.locator(':enabled')).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('region', { name: 'Confirm' });
  await expect(confirm.getByText('Chamak Plus member discount (10%)')).toBeVisible();
  await expect(confirm.getByText('−₹1,300')).toBeVisible();
  await expect(confirm.getByText('₹11,700')).toBeVisible();
  await page.screenshot({ path: 'test-results/membership-booking-390-en.png', fullPage: true });

  await page.goto('/profile');
  await section.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(section.getByTestId('membership-status')).toContainText('member prices until then');
});

test('a customer joins Chamak Plus in the sandbox and sees the member price (Hindi)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await signInAsNewCustomer(page, 'Ravi Sadasya');
  const section = await join(page, {
    section: /हर विज़िट पर 10% छूट/,
    join: 'यूपीआई ऑटोपे से जुड़ें',
    approve: 'यूपीआई ऑटोपे स्वीकृत करें (सैंडबॉक्स)',
    active: 'सक्रिय',
  });
  await expect(section.getByTestId('member-price')).toContainText('आपका सदस्य मूल्य');
  await page.screenshot({ path: 'test-results/membership-390-hi.png' });
});
