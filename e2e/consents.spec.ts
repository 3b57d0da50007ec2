import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/consoles';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** DPDP Rules 2025: the itemised notice before signing up, and each consent withdrawn in one tap. */
for (const viewport of viewports) {
  test(`reads the privacy notice at signup and gives and withdraws consents in the profile at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/signup');
    const summary = page.getByText('What we collect, why, and for how long');
    await summary.click();
    await expect(page.getByText('Sign-in and request logs (IP address, time, what was asked)')).toBeVisible();
    await expect(page.getByText('One year, as the DPDP Rules require')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Raise a grievance' })).toHaveAttribute('href', '/grievance');
    await page.screenshot({ path: `test-results/consents-signup-${viewport.width}.png`, fullPage: true });

    const email = uniqueEmail('consent');
    await page.getByLabel('Full name', { exact: true }).fill('Meera Joshi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
    await page.getByLabel('Confirm password').fill('Sitar-Lamp-123');
    await page.getByRole('checkbox', { name: 'Send me updates on WhatsApp' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/signup/);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Privacy and consent' });
    await expect(
      section.getByText(/^On: turn it off with the WhatsApp switch under Notifications\. Given on /),
    ).toBeVisible();

    // Before any toast: a toast fading in is measured against what is under it.
    await expectNoSeriousA11yViolations(page);
    const newsletter = section.getByRole('switch', { name: 'Newsletter' });
    await expect(newsletter).toHaveAttribute('aria-checked', 'false');
    await newsletter.click();
    await expect(page.getByText('Your choice is saved.')).toBeVisible();
    await expect(newsletter).toHaveAttribute('aria-checked', 'true');
    await expect(
      section.getByText(`Open the email we sent to ${email} and confirm to start it.`, { exact: false }),
    ).toBeVisible();

    await newsletter.click();
    await expect(newsletter).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByText(/Withdrawn on /)).toBeVisible();
    // Location is given only by sharing a point from an address: with none, the switch stays off.
    await expect(section.getByRole('switch', { name: 'Exact location of my addresses' })).toBeDisabled();

    // The WhatsApp switch above withdraws that consent, and the section says so at once.
    await page.getByRole('switch', { name: 'WhatsApp', exact: true }).click();
    await expect(
      section.getByText(/^Off: turn it on with the WhatsApp switch under Notifications\. Withdrawn on /),
    ).toBeVisible();

    await section.getByText('What we collect, why, and for how long').click();
    await expect(section.getByText('Until you withdraw it in your profile or delete the address')).toBeVisible();
    await page.screenshot({ path: `test-results/consents-profile-${viewport.width}.png`, fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await context.close();
  });
}
