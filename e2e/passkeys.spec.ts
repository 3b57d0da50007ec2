import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { touchingButtons } from './support/button-gaps';

/**
 * Passkeys (issue 33 part 3) in Chromium with a virtual authenticator (CDP WebAuthn: a platform authenticator
 * that verifies its user, as a phone's fingerprint does). A passkey belongs to a host name, never an IP
 * address, so these pages load from localhost (the server's PUBLIC_URL host).
 */
const site = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/passkeys';

async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

for (const width of [390, 1280]) {
  test(`${width}px: a customer adds a passkey in the profile, signs out, and signs in with it alone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: site, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const { cdp, authenticatorId } = await withAuthenticator(page);
    const email = uniqueEmail('passkey');
    const password = 'Sitar-Lamp-123';
    const made = await page.request.post('/api/auth/register', {
      data: { name: 'Pallavi Passkey', email, phone: '9876543210', password },
    });
    expect(made.status()).toBe(201);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login In' }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    await expect(section.getByText('Passkey on this device')).toBeVisible();
    await expect(section.getByText(/^Added /)).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    // From the top: the sticky header lies over whatever has scrolled under it, on purpose.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await touchingButtons(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/profile-${width}.png` });

    // Signed out, the passkey alone signs back in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.screenshot({ path: `${shots}/login-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    const session = await page.evaluate(() => localStorage.getItem('auth_user'));
    expect(JSON.parse(session ?? '{}').email).toBe(email);

    // With a passkey, the password alone asks for it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login In' }).click();
    await expect(page.getByRole('heading', { name: 'Finish signing in with your passkey' })).toBeVisible();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    // Removed, the profile says so and the password is enough again.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await section.getByRole('button', { name: 'Remove Passkey on this device' }).click();
    await expect(page.getByText('Passkey removed.')).toBeVisible();
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    expect((await login.json()).token).toEqual(expect.any(String));
    await context.close();
  });
}
