import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { uniqueEmail } from './support/accounts';
import { apiLogin, demo, pageSignedInAs } from './support/consoles';
import { uniqueMobile } from './support/mobile';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/two-step-sign-in';

test.describe.configure({ timeout: 120_000 });

/** The code the authenticator app would show `aheadMs` from now (the server takes one step either side). */
const codeFor = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + aheadMs,
  });

test('390px: an owner turns on two-step sign-in, signs out, and signs in with the password and a code', async ({
  browser,
}) => {
  // A second owner of their own, so the demo owner other journeys use keeps signing in with a password.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { token } = await apiLogin(page.request, demo.admin.email, demo.admin.password);
  const email = uniqueEmail('owner2fa');
  const password = 'Owner-Two-Step-42';
  const made = await page.request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Omkar Owner', email, phone: uniqueMobile(), role: 'admin', password },
  });
  expect(made.status()).toBe(201);

  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login In' }).click();
  };

  await signIn();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  // The console may still be settling after the sign-in (its section loads, the layout renders again): the
  // menu is opened until its link shows, never toggled shut by a second tap.
  const menu = page.getByRole('button', { name: 'Menu' });
  const twoStepLink = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Two-step sign-in' });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(twoStepLink).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await twoStepLink.click();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
  await page.screenshot({ path: `${shots}/setup-390.png`, fullPage: true });

  await page.getByRole('textbox', { name: '6-digit code' }).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.screenshot({ path: `${shots}/recovery-codes-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/adminDashboard/);

  // The password alone is not enough now: the code step follows.
  await signIn();
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  await page.screenshot({ path: `${shots}/login-code-step-390.png`, fullPage: true });
  // A wrong code is refused and the step stays.
  const codeBox = page.getByRole('textbox', { name: '6-digit code' });
  const right = codeFor(secret, 30_000);
  await codeBox.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That code is not right. Please check it and try again.')).toBeVisible();
  // The next half-minute's code: never the step the setup already used.
  await codeBox.fill(codeFor(secret, 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await context.close();

  // The demo owner resets it from the Staff page (a lost phone): the next sign-in needs the password only.
  const owner = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  await owner.goto('/adminDashboard/staff');
  const row = owner.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Two-step sign-in on');
  await row.getByRole('button', { name: /^Reset two-step sign-in/ }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(owner.getByText('Omkar Owner is signed out and sets up two-step sign-in again')).toBeVisible();
  await expect(row).toContainText('Two-step sign-in off');
  await owner.screenshot({ path: `${shots}/staff-reset-1280.png`, fullPage: true });
  const again = await owner.request.post('/api/auth/login', { data: { email, password } });
  expect((await again.json()).token).toEqual(expect.any(String));
});
