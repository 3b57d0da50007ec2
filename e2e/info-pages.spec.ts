import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Journey: a visitor reads the company and policy pages behind the footer links. */

const pages = [
  { path: '/about', title: 'About Us' },
  { path: '/team', title: 'Our Team' },
  { path: '/support', title: 'Support' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms & Conditions' },
  { path: '/cancellation-refund-policy', title: 'Cancellation & Refund Policy' },
];

for (const p of pages) {
  test(`${p.path} reads well and passes axe`, async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()).data;
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    await expect(page.getByRole('main')).toContainText(settings.phone);
    expect(await page.locator('body').innerText()).not.toContain('$');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
}

test('the refund policy gives the 2-hour rule and the 5-7 business days', async ({ page }) => {
  await page.goto('/cancellation-refund-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('up to 2 hours before the scheduled slot');
  await expect(main).toContainText('5-7 business days');
  await expect(main).toContainText('nothing to refund');
});
