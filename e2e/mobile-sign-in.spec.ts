import { expect, test, type Page } from '@playwright/test';
import { lastCodeFor, uniqueMobile, verifyMobile } from './support/mobile';
import { uniqueEmail } from './support/accounts';

/**
 * Signing in as India does, at 390 px in English and Hindi: continue with mobile number → the code
 * (read from the sandbox's text outbox, as an admin sees it) → signed in; a new number gives its name.
 */
const shots = 'test-results/mobile-sign-in';

test.use({ viewport: { width: 390, height: 844 } });

async function enterCode(
  page: Page,
  request: Parameters<typeof lastCodeFor>[0],
  phone: string,
  label: string,
) {
  const code = await lastCodeFor(request, phone, 'login-code');
  await page.getByLabel(label).fill(code);
}

test('a new number signs up from the login page in English, then gives its name', async ({
  page,
  request,
}) => {
  const phone = uniqueMobile();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.screenshot({ path: `${shots}/en-number.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  await enterCode(page, request, phone, '6-digit code');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'What should we call you?' })).toBeVisible();
  await page.getByLabel('Your name').fill('Meera Joshi');
  await page.screenshot({ path: `${shots}/en-name.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Meera Joshi').first()).toBeVisible();
});

test('an account with a verified mobile signs in with a code, no name asked', async ({ page, request }) => {
  const phone = uniqueMobile();
  const signup = await request.post('/api/auth/register', {
    data: { name: 'Kabir Rao', email: uniqueEmail('mobile'), phone, password: 'Tulip-Harbor-42' },
  });
  expect(signup.status()).toBe(201);
  await verifyMobile(request, (await signup.json()).token, phone);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, request, phone, '6-digit code');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Kabir Rao').first()).toBeVisible();
});

test('signs up with a mobile number in Hindi from the signup page', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  const phone = uniqueMobile();
  await page.goto('/signup');
  await page.getByRole('button', { name: 'मोबाइल नंबर से आगे बढ़ें' }).click();
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(page.getByText(/पर कोड भेजा है/)).toBeVisible();
  await enterCode(page, request, phone, '6 अंकों का कोड');
  await page.screenshot({ path: `${shots}/hi-code.png`, fullPage: true });
  await page.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'हम आपको किस नाम से बुलाएँ?' })).toBeVisible();
  await page.getByLabel('आपका नाम').fill('सीमा वर्मा');
  await page.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('सीमा वर्मा').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/hi-profile.png`, fullPage: true });
});
