import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsNewCustomer } from './support/accounts';
import { apiLogin, demo } from './support/consoles';
import { latinOnPage } from './support/hindi';

/**
 * Gift vouchers (issue 36 part 6, decision 046) on a phone, in English and in Hindi: a customer buys one on
 * /gift for a friend's mobile and pays in the sandbox; the friend's WhatsApp (the sandbox outbox, the only
 * phone here) carries the code; the friend redeems it under the profile's credits and sees the new balance.
 */
test.use({ viewport: { width: 390, height: 844 } });

const CODE = /\b[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}\b/;
const hindi = (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'hi'));

/** Latin words on the page, leaving out what is quoted as it is (codes, marked translate="no"). */
async function latinShown(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ content: '[translate="no"] { visibility: hidden !important; }' });
  try {
    return await latinOnPage(page);
  } finally {
    await style.evaluate((s) => (s as HTMLStyleElement).remove());
  }
}

/** A mobile of its own per run, so the outbox row is this test's. */
const mobile = () => `98260${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

/** The code as the friend's WhatsApp says it, read from the sandbox outbox by the owner. */
async function codeSentTo(page: Page, number: string): Promise<string> {
  const { token } = await apiLogin(page.request, demo.admin.email, demo.admin.password);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/admin/messages?channel=whatsapp&size=100', {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (await res.json()).data.items as { to: string; kind: string; summary: string }[];
      found = items.find((m) => m.kind === 'gift-voucher' && m.to === `91${number}`)?.summary;
      return found ?? null;
    })
    .not.toBeNull();
  return CODE.exec(found!)![0];
}

async function friendPage(browser: Browser, baseURL: string, inHindi: boolean) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (inHindi) await hindi(page);
  // A name in Devanagari on the Hindi profile: its Latin-word walk then reads only our words.
  await signInAsNewCustomer(page, inHindi ? 'मीरा शर्मा' : 'Meera Friend');
  return page;
}

test('gift a clean in English → the friend redeems the code in their profile', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewCustomer(page, 'Asha Giver');
  const number = mobile();
  await page.goto('/gift');
  await expect(page.getByRole('heading', { name: 'Gift a clean' })).toBeVisible();
  await page.getByRole('radio', { name: '₹2,000' }).click();
  await page.getByLabel("Recipient's name").fill('Meera');
  await page.getByRole('radio', { name: 'WhatsApp' }).click();
  await page.getByLabel("Recipient's mobile number").fill(number);
  await page.getByLabel('Your message').fill('Happy housewarming!');
  await page.screenshot({ path: 'test-results/gift-form-390.png' });
  await page.getByRole('button', { name: 'Pay ₹2,000' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await sheet.getByRole('button', { name: /Pay ₹2,000\.00/ }).click();
  await expect(page.getByTestId('gift-paid')).toContainText('Your gift voucher of ₹2,000 is paid');
  const mine = page.getByTestId('my-gifts').getByRole('listitem').filter({ hasText: 'Meera' });
  await expect(mine).toContainText('Sent, not redeemed yet');
  await expect(mine).toContainText('₹2,000');

  const code = await codeSentTo(page, number);
  const friend = await friendPage(browser, baseURL!, false);
  await friend.goto('/profile');
  await expect(friend.getByTestId('credits-balance')).toHaveText('₹0');
  await friend.getByLabel('Voucher code').fill(code.toLowerCase());
  await friend.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(friend.getByTestId('voucher-redeemed')).toHaveText(
    '₹2,000 added to your credits. New balance: ₹2,000.',
  );
  await expect(friend.getByTestId('credits-balance')).toHaveText('₹2,000');
  await expect(friend.getByText('Gift voucher', { exact: true })).toBeVisible();
  await friend.screenshot({ path: 'test-results/gift-redeemed-390.png' });
  // The buyer sees it was redeemed (never the code).
  await page.reload();
  await expect(mine).toContainText('Redeemed');
  await expect(page.getByText(code)).toHaveCount(0);

  // Once: the same code again is refused, in words.
  await friend.getByLabel('Voucher code').fill(code);
  await friend.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(friend.getByText('This voucher has already been redeemed.')).toBeVisible();
  await expect(friend.getByTestId('credits-balance')).toHaveText('₹2,000');
  await friend.context().close();
});

test('gift a clean in Hindi → the friend redeems the code in their Hindi profile', async ({
  page,
  browser,
  baseURL,
}) => {
  await hindi(page);
  await signInAsNewCustomer(page, 'Asha Giver');
  const number = mobile();
  await page.goto('/gift');
  await expect(page.getByRole('heading', { name: 'सफ़ाई का तोहफ़ा दें' })).toBeVisible();
  expect(await latinShown(page)).toEqual([]);
  await page.getByRole('radio', { name: '₹500' }).click();
  await page.getByLabel('पाने वाले का नाम').fill('Meera');
  await page.getByRole('radio', { name: 'व्हाट्सऐप' }).click();
  await page.getByLabel('पाने वाले का मोबाइल नंबर').fill(number);
  await expect(page.getByLabel('उनकी भाषा')).toHaveValue('hi');
  await page.getByRole('button', { name: '₹500 चुकाएँ' }).click();
  const sheet = page.getByRole('dialog', { name: 'सैंडबॉक्स चेकआउट' });
  await sheet.getByRole('button', { name: /₹500\.00/ }).click();
  await expect(page.getByTestId('gift-paid')).toContainText('₹500 का आपका गिफ़्ट वाउचर');
  await page.screenshot({ path: 'test-results/gift-paid-hi-390.png' });

  const code = await codeSentTo(page, number);
  const friend = await friendPage(browser, baseURL!, true);
  await friend.goto('/profile');
  await expect(friend.getByRole('heading', { name: 'क्या आपके पास गिफ़्ट वाउचर है?' })).toBeVisible();
  expect(await latinShown(friend)).toEqual([]);
  // A malformed code is refused in Hindi before anything is looked up.
  await friend.getByLabel('वाउचर कोड').fill('ABC');
  await friend.getByRole('button', { name: 'रिडीम करें', exact: true }).click();
  await expect(friend.getByText('यह वाउचर कोड सही नहीं है।')).toBeVisible();
  await friend.getByLabel('वाउचर कोड').fill(code);
  await friend.getByRole('button', { name: 'रिडीम करें', exact: true }).click();
  await expect(friend.getByTestId('voucher-redeemed')).toHaveText('आपके क्रेडिट में ₹500 जुड़ गए। नया बैलेंस: ₹500।');
  await expect(friend.getByTestId('credits-balance')).toHaveText('₹500');
  await expect(friend.getByText('गिफ़्ट वाउचर', { exact: true })).toBeVisible();
  await friend.screenshot({ path: 'test-results/gift-redeemed-hi-390.png' });
  await friend.context().close();
});
