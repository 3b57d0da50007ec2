import { expect, test, type Page } from '@playwright/test';
import { payAfterServiceBooking } from './support/bookings';
import { touchingButtons } from './support/button-gaps';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';

/**
 * Issue 37's sweeping guard for the consoles: every admin page and every cleaner tab, with the demo data
 * and a booking that was rescheduled by its customer, shows dates in the one format ('Sat, 28 Nov 2026')
 * and people and bookings by name or short reference (upper case) — never an ISO date or a raw id; and no
 * two buttons touch.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/console-truth';
test.describe.configure({ timeout: 180_000 });

/** A stored date: '2026-11-28', a month '2026-11', or a chart's '11-28'. */
const ISO_DATE = /\b\d{4}-\d{2}(?:-\d{2})?\b|^\d{2}-\d{2}$/;
/** A UUID, or a bare lower-case hex fragment of one (ids' first 8 characters; references are upper case). */
const RAW_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8}\b/;

const adminPages = [
  '',
  '/bookings',
  '/cleaners',
  '/payouts',
  '/customers',
  '/catalogue',
  '/coupons',
  '/service-area',
  '/inbox',
  '/complaints',
  '/outbox',
  '/overview',
  '/audit',
  '/system',
];

/** Every text node a person can see (SVG chart labels included), plus aria-labels and titles. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // A date input's value is typed in its own format; only what is drawn as text counts.
      if (node.textContent?.trim() && visible(parent)) found.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (visible(el)) found.push(el.getAttribute('aria-label')!.trim());
    }
    return found;
  });
}

async function expectTruthful(page: Page, where: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const texts = await visibleTexts(page);
  const isoDates = texts.filter((t) => ISO_DATE.test(t));
  const rawIds = texts.filter((t) => RAW_ID.test(t));
  expect.soft(isoDates, `${where}: ISO dates on screen`).toEqual([]);
  expect.soft(rawIds, `${where}: raw ids on screen`).toEqual([]);
  expect.soft(await touchingButtons(page), `${where}: buttons touching`).toEqual([]);
}

test('every admin page and cleaner tab reads dates in one format and names instead of ids', async ({
  browser,
  request,
}) => {
  // A booking its customer moved: its status history and the audit log say so.
  const booked = await payAfterServiceBooking(request, {
    name: 'Meera Truth',
    emailPrefix: 'truth',
    fromDays: 9,
    verify: false,
  });
  const later = await firstOpenSlot(request, booked.serviceId, booked.packageId, 11);
  const moved = await request.put(`/api/bookings/${booked.bookingId}`, {
    headers: booked.customer,
    data: { scheduledDate: later.date, scheduledTime: later.time },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const customers = (
    await (
      await request.get(`/api/admin/customers?search=${encodeURIComponent(booked.account.email)}`, {
        headers: admin,
      })
    ).json()
  ).data;
  const customerId = customers.items[0].id as string;

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    for (const section of [...adminPages, `/bookings/${booked.bookingId}`, `/customers/${customerId}`]) {
      await page.goto(`/adminDashboard${section}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expectTruthful(page, `/adminDashboard${section} at ${viewport.width}px`);
      const name = section.replace(/^\//, '').replace(/\/.*/, '-detail') || 'today';
      await page.screenshot({ path: `${shots}/admin-${name}-${viewport.width}.png`, fullPage: true });
    }
    // The booking page's history names the move in the one format, and the audit log records it.
    await page.goto(`/adminDashboard/bookings/${booked.bookingId}`);
    await expect(
      page.getByText(/Rescheduled from \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [AP]M/),
    ).toBeVisible();
    await expect(page.getByText('Rescheduled a booking').first()).toBeVisible();
    // The Assign dialog names the booking and its visit the same way.
    await page
      .getByRole('button', { name: /^(Assign|Reassign)/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectTruthful(page, `assign dialog at ${viewport.width}px`);
    await page.screenshot({ path: `${shots}/admin-assign-${viewport.width}.png` });
    await page.context().close();

    const cleaner = await pageSignedInAs(browser, baseURL, demo.cleaner, viewport);
    await cleaner.goto('/cleanerDashboard');
    await expect(cleaner.getByRole('heading', { name: 'My Jobs', exact: true })).toBeVisible();
    for (const tab of ['Today', 'Upcoming week', 'History', 'Earnings']) {
      await cleaner.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expectTruthful(cleaner, `cleaner ${tab} at ${viewport.width}px`);
      await cleaner.screenshot({
        path: `${shots}/cleaner-${tab.toLowerCase().replace(' ', '-')}-${viewport.width}.png`,
        fullPage: true,
      });
    }
    await cleaner.context().close();
  }
});
