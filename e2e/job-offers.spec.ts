import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  demo,
  expectNoSeriousA11yViolations,
  firstOpenSlot,
  pageSignedInAs,
} from './support/consoles';

/**
 * Issue 35 item 2: with DISPATCH_MODE=offer (its own server, playwright.config.ts) a confirmed booking is
 * offered to the best crew; that cleaner sees the offer on a 390 px phone, accepts it, and the job is in
 * My Jobs.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_OFFERS_PORT ?? port + 2500)}`;
test.use({ baseURL });

const cleaners = [
  { email: 'ravi@chamak.in', password: 'Cleaner@1234' },
  { email: 'sunita@chamak.in', password: 'Cleaner@1234' },
  { email: 'arjun@chamak.in', password: 'Cleaner@1234' },
];

test.describe.configure({ mode: 'serial' });

/** A booking confirmed with pay after service, and the index of the cleaner it is offered to. */
async function bookAndFindOffer(request: APIRequestContext, slug: string, packageName: string) {
  const client = await apiLogin(request, demo.client.email, demo.client.password);
  const service = (await (await request.get(`/api/services/${slug}`)).json()).data.service;
  // Tomorrow or later (the real clock: today's last slot may be gone), within the app's coming week.
  const slot = await firstOpenSlot(request, service._id, packageName, 1);
  const created = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      serviceId: service._id,
      packageId: packageName,
      address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: slug === 'kitchen-cleaning' ? 100 : 1,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.booking._id as string;
  const confirmed = await request.post('/api/bookings/complete-payment', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { bookingId: id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status()).toBe(200);

  // The confirmation wakes the dispatch job, which offers the booking to one crew: find whose phone it is on.
  const tokens = await Promise.all(cleaners.map((c) => apiLogin(request, c.email, c.password)));
  let offeredTo = -1;
  await expect
    .poll(
      async () => {
        for (const [i, { token }] of tokens.entries()) {
          const offers = (
            await (
              await request.get('/api/cleaner/offers', { headers: { authorization: `Bearer ${token}` } })
            ).json()
          ).data.offers as { bookingId: string }[];
          if (offers.some((o) => o.bookingId === id)) offeredTo = i;
        }
        return offeredTo;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(0);
  return { id, slot, offeredTo, client };
}

test('a cleaner receives an offer on the phone, accepts it, and the job is in My Jobs', async ({
  browser,
  request,
}) => {
  const { id, slot, offeredTo } = await bookAndFindOffer(request, 'kitchen-cleaning', 'Normal');
  const page = await pageSignedInAs(browser, baseURL, cleaners[offeredTo], { width: 390, height: 844 });
  await page.goto('/cleanerDashboard');
  const offer = page.getByTestId('job-offer').filter({ hasText: 'Kitchen Cleaning' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Indore 452001');
  await expect(offer).toContainText(/Answer by/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/job-offer-390.png', fullPage: false });

  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Job accepted', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);

  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.getByRole('tab', { name: slot.date === today ? /^Today/ : 'Upcoming week' }).click();
  await expect(page.getByRole('tabpanel').getByText('Kitchen Cleaning').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/job-offer-accepted-390.png', fullPage: false });
  await page.context().close();

  // The booking is the crew's: assigned, with dispatch's reason and who accepted.
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const decision = (
    await (
      await request.get(`/api/admin/bookings/${id}/dispatch`, {
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json()
  ).data.decision;
  expect(decision.outcome).toBe('assigned');
  expect(decision.explanation).toMatch(/accepted by/);
});

test('an accept made without signal is sent when it returns, and a job gone meanwhile is explained', async ({
  browser,
  request,
}) => {
  const { id, offeredTo, client } = await bookAndFindOffer(request, 'bathroom-cleaning', 'Normal');
  const page = await pageSignedInAs(browser, baseURL, cleaners[offeredTo], { width: 390, height: 844 });
  await page.goto('/cleanerDashboard');
  const offer = page.getByTestId('job-offer').filter({ hasText: 'Bathroom Cleaning' });
  await expect(offer).toBeVisible();
  // A phone that has the app: its worker active and in control, so every file of the app is kept (on a
  // first visit cut off before that, a chunk not yet fetched cannot load without signal).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(offer).toBeVisible();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await page.context().setOffline(true);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/your accept is sent when the connection returns/)).toBeVisible();
  await expect(offer).toContainText('Accept: waiting to send');
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Waiting to send (1)');

  // Meanwhile the customer cancels: the offer can no longer be kept.
  const cancelled = await request.patch(`/api/bookings/${id}/cancel`, {
    headers: { authorization: `Bearer ${client.token}` },
    data: { reason: 'Plans changed' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.context().setOffline(false);
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 30_000 });
  const refused = page.getByTestId('refused-action');
  await expect(refused).toContainText('Not sent: Accept job offer');
  await expect(refused).toContainText('This offer was withdrawn.');
  await page.screenshot({ path: 'test-results/job-offer-refused-390.png', fullPage: false });
  await page.context().close();
});

test('a cleaner declines an offer as too far, and the admin reads why on the booking page', async ({
  browser,
  request,
}) => {
  const { id, offeredTo } = await bookAndFindOffer(request, 'bathroom-cleaning', 'Normal');
  const page = await pageSignedInAs(browser, baseURL, cleaners[offeredTo], { width: 390, height: 844 });
  await page.goto('/cleanerDashboard');
  const offer = page.getByTestId('job-offer').filter({ hasText: 'Bathroom Cleaning' }).first();
  await offer.getByRole('button', { name: 'Decline' }).click();
  const why = offer.getByRole('group', { name: 'Why not this job?' });
  await expect(why).toBeVisible();
  await page.screenshot({ path: 'test-results/job-offer-decline-390.png', fullPage: false });
  await why.getByRole('button', { name: 'Too far' }).click();
  await expect(page.getByText('Offer declined', { exact: true })).toBeVisible();
  const declinedBy = (await apiLogin(request, cleaners[offeredTo].email, cleaners[offeredTo].password)).user
    .name as string;
  await page.context().close();

  const admin = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  await admin.goto(`/adminDashboard/bookings/${id}`);
  const earlier = admin.getByRole('region', { name: 'Earlier offers' });
  await expect(earlier).toContainText(new RegExp(`${declinedBy} declined at .+: Too far`));
  await admin.screenshot({ path: 'test-results/booking-earlier-offers-1280.png', fullPage: false });
  await admin.context().close();
});
