import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, demo, expectNoSeriousA11yViolations } from './support/consoles';
import { gotoHydrated } from './support/public-pages';

/**
 * Journey: a visitor signs up for the newsletter in the footer, confirms from the mailed link's page,
 * and leaves from the unsubscribe link; a mailbox provider's one-click POST works too.
 * Without SMTP the mails wait in the outbox, where an admin reads the links (the sandbox shows them).
 */

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** The path and query of the link to `path` in the newest mail of `kind` to `to`, from the admin outbox. */
async function linkIn(request: APIRequestContext, to: string, kind: string, path: string) {
  const { token } = await apiLogin(request, demo.admin.email, demo.admin.password);
  const res = await request.get('/api/admin/outbox?size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const items = (await res.json()).data.items as { kind: string; to: string; text: string }[];
  const mail = items.find((m) => m.kind === kind && m.to === to);
  const link = new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  expect(link, `a ${kind} mail to ${to} with a ${path} link`).toBeTruthy();
  return link!;
}

async function kindsTo(request: APIRequestContext, to: string) {
  const { token } = await apiLogin(request, demo.admin.email, demo.admin.password);
  const res = await request.get('/api/admin/outbox?size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()).data.items as { kind: string; to: string }[])
    .filter((m) => m.to === to)
    .map((m) => m.kind)
    .sort();
}

test('signs up in the footer, confirms with the page’s button, and unsubscribes from the mailed link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('news');
  await gotoHydrated(page, '/');
  const form = page.locator('form[aria-labelledby="newsletter-heading"]');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('confirm your subscription');

  // Opening the link shows the page and confirms nothing: only the confirmation mail exists.
  const confirmLink = await linkIn(request, email, 'newsletter-confirm', '/newsletter/confirm');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(await kindsTo(request, email)).toEqual(['newsletter-confirm']);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed. Thank you!');
  expect(await kindsTo(request, email)).toEqual(['newsletter-confirm', 'newsletter-welcome']);

  const unsubscribeLink = await linkIn(request, email, 'newsletter-welcome', '/newsletter/unsubscribe');
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  // Left: the confirm link of that subscription no longer works.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is no longer valid.');
});

test('a mailbox provider’s one-click POST to the List-Unsubscribe link unsubscribes', async ({ request }) => {
  const email = uniqueEmail('oneclick');
  expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);
  const confirmLink = await linkIn(request, email, 'newsletter-confirm', '/newsletter/confirm');
  const token = new URL(confirmLink, 'http://x').searchParams.get('token')!;
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);

  const oneClick = await request.post(`/api/newsletter/unsubscribe?token=${token}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(404);
});

test('the confirm page reads in Hindi for a Hindi visitor', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/newsletter/confirm?token=' + 'x'.repeat(43));
  await expect(page.getByRole('heading', { name: 'अपनी सदस्यता की पुष्टि करें' })).toBeVisible();
  await page.getByRole('button', { name: 'सदस्यता की पुष्टि करें' }).click();
  await expect(page.getByRole('alert')).toHaveText('यह लिंक अब मान्य नहीं है।');
});
