import { expect, test } from '@playwright/test';
import { signInAsNewCustomer, uniqueEmail } from './support/accounts';

/**
 * Referrals (issue 36 part 5) on a phone: a customer copies their link from the profile's Refer a friend, and a
 * friend who opens it sees what they will get and signs up with it; the referrer's referral then waits for the
 * friend's first paid visit. (The reward itself: modules/referrals/referrals.routes.test.ts.)
 */
test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

test('a customer copies their referral link → a friend signs up with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const referrer = await signInAsNewCustomer(page, 'Asha Refers');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Refer a friend' });
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  await expect(page.getByTestId('referral-reward')).toContainText('they get ₹200 and you get ₹200');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/signup\\?ref=${code}$`));
  await page.screenshot({ path: 'test-results/referrals-profile-390.png' });

  // The friend opens the link (on this server: the link's own origin is PUBLIC_URL's).
  const friendContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  await friend.goto(`/signup?ref=${code}`);
  await expect(friend.getByTestId('referral-note')).toContainText(
    'Referred by a friend: you get ₹200 in credits after your first paid visit',
  );
  await friend.getByLabel('Full name').fill('Ravi Friend');
  await friend.getByLabel('Email', { exact: true }).fill(uniqueEmail('referred'));
  await friend.getByLabel('Phone').fill('9812345670');
  await friend.getByLabel('Password', { exact: true }).fill('Sitar-Lamp-123');
  await friend.getByLabel('Confirm password').fill('Sitar-Lamp-123');
  await friend.screenshot({ path: 'test-results/referrals-signup-390.png' });
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend.getByText('Account created successfully!')).toBeVisible();
  await expect(friend).toHaveURL(/\/profile$/);
  await friendContext.close();

  const mine = await page.request.get('/api/users/referral', {
    headers: { authorization: `Bearer ${referrer.token}` },
  });
  expect((await mine.json()).data.counts).toEqual({ pending: 1, rewarded: 0, refused: 0 });

  // A link whose code is not one says so and does not stand in the way.
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const stranger = await other.newPage();
  await stranger.goto('/signup?ref=ZZZZZZZZ');
  await expect(
    stranger.getByText('This referral link is not valid. You can still create your account.'),
  ).toBeVisible();
  await other.close();
});
