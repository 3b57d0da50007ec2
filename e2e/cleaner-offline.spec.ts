import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiLogin, assignWhenFree, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { uniqueMobile } from './support/mobile';
import { testJpeg } from './support/photos';

/**
 * Journey: a cleaner in a basement. Jobs loaded once stay readable after a reload without signal; on my
 * way, a photo, the customer's cash and a completion with its checklist, done without signal, wait on the
 * phone ("waiting to send") and reach the server once each when the signal returns (UPI says it needs the
 * connection); a before photo for a job the office cancelled meanwhile comes back refused, with the
 * reason, until dismissed.
 */
test.describe.configure({ timeout: 120_000 });

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A cleaner of this test's own, and a customer's three confirmed bookings for them: one on the first day
 * ahead with a free slot, and two on the day after. The phone's clock is set to the first job's morning
 * (On my way is offered on the job's day only), so the journey runs the same at 9 AM and at 9 PM.
 */
async function arrange(request: APIRequestContext) {
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const cleanerAccount = {
    name: `Basement Crew ${tag}`,
    email: uniqueEmail(`offline${tag}`),
    phone: uniqueMobile(),
    password: 'Mopping-Crew-2026',
  };
  const made = await request.post('/api/admin/cleaners', { headers: admin, data: cleanerAccount });
  expect(made.status()).toBe(201);
  const cleanerId = (await made.json()).data.cleaner._id as string;
  const account = {
    name: 'Kavya Rao',
    email: uniqueEmail('offline'),
    phone: uniqueMobile(),
    password: 'Sitar-Lamp-123',
  };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const customer = { authorization: `Bearer ${(await signup.json()).token as string}` };
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const book = async (line1: string, fromDays: number) => {
    const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
    const booked = await request.post('/api/bookings', {
      headers: customer,
      data: {
        serviceId: service._id,
        packageId: pkg._id,
        address: { line1, line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
        phoneNumber: account.phone,
        areaSqft: 1,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
        instructions: `Gate code 4${fromDays}21, ${line1}`,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id = (await booked.json()).data.booking._id as string;
    const paid = await request.post('/api/bookings/complete-payment', {
      headers: customer,
      data: { bookingId: id },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await assignWhenFree(
      request,
      admin,
      { id, slot, serviceId: service._id, packageId: pkg._id },
      cleanerId,
      {
        fromDays,
        days: 1,
      },
    );
    return id;
  };
  const ids = {
    onMyWay: await book(`1 Offline Lane ${tag}`, 1),
    complete: await book(`2 Offline Lane ${tag}`, 2),
    cancelled: await book(`3 Offline Lane ${tag}`, 2),
  };
  const first = await (await request.get(`/api/bookings/${ids.onMyWay}`, { headers: customer })).json();
  const phoneMorning = new Date(`${first.data.booking.scheduledDate.slice(0, 10)}T07:00:00+05:30`);
  // The job to complete is started with the customer's code while there is signal (start needs the server).
  const cleaner = {
    authorization: `Bearer ${(await apiLogin(request, cleanerAccount.email, cleanerAccount.password)).token}`,
  };
  const own = await (await request.get(`/api/bookings/${ids.complete}`, { headers: customer })).json();
  const started = await request.patch(`/api/bookings/${ids.complete}/status`, {
    headers: cleaner,
    data: { status: 'in-progress', startCode: own.data.booking.startCode },
  });
  expect(started.status(), await started.text()).toBe(200);
  return { admin, cleanerAccount, ids, phoneMorning };
}

const card = (page: Page, line1: string) => page.getByRole('article').filter({ hasText: line1 });

/** Every URL path the page's origin holds in Cache Storage, whichever cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/**
 * Waits until the phone holds what a reload without signal needs: the app's files (the worker precaches
 * them as it installs, so once it is active they are there) and the jobs.
 */
async function keptForOffline(page: Page, jobId: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const kept = await cachedPaths(page);
  expect(kept).toContain('/app.html');
  expect(kept.some((p) => /^\/assets\/cleaner-console-page-[\w-]+\.js$/.test(p))).toBe(true);
  // Only the cleaner app's shell: no public page's prerendered HTML.
  expect(kept.filter((p) => p.endsWith('.html'))).toEqual(['/app.html']);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('chamak-cleaner');
            open.onsuccess = () => {
              const get = open.result.transaction('saved').objectStore('saved').get(`checklist:${id}`);
              get.onsuccess = () => resolve(Array.isArray(get.result));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        jobId,
      ),
    )
    .toBe(true);
}

test('390px: jobs readable after a reload without signal; actions wait, then reach the server once each', async ({
  browser,
  request,
}) => {
  const { admin, cleanerAccount, ids, phoneMorning } = await arrange(request);
  const page = await pageSignedInAs(browser, baseURL, cleanerAccount, { width: 390, height: 844 });
  // The phone's clock runs from the first job's morning: that job is today's, the others tomorrow's.
  await page.clock.install({ time: phoneMorning });
  await page.goto('/cleanerDashboard');
  await expect(card(page, `1 Offline Lane ${tag}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming week' }).click();
  await expect(card(page, `2 Offline Lane ${tag}`)).toBeVisible();
  await keptForOffline(page, ids.complete);
  // Public API answers, asked for while the worker controls the page: a caching worker would keep them.
  // (no-store: the browser's HTTP cache is left out, /api/settings may be kept there for 5 minutes.)
  await page.reload();
  await expect(card(page, `1 Offline Lane ${tag}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  const apiAnswers = () =>
    page.evaluate(() =>
      Promise.all(
        ['/api/services', '/api/settings'].map((u) =>
          fetch(u, { cache: 'no-store' }).then(
            (r) => `${u} answered ${r.status}`,
            () => `${u} failed`,
          ),
        ),
      ),
    );
  expect(await apiAnswers()).toEqual(['/api/services answered 200', '/api/settings answered 200']);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(/^No signal\. These are your jobs as saved on this phone at/)).toBeVisible();
  const onMyWayCard = card(page, `1 Offline Lane ${tag}`);
  await expect(onMyWayCard).toContainText('Gate code 4121');
  await expect(onMyWayCard.getByRole('link', { name: 'Open map' })).toBeVisible();
  await expect(onMyWayCard).toContainText('Kavya Rao');
  // Those jobs come from the phone's IndexedDB, not from a cached API answer: the page is the worker's,
  // yet the same API calls that were answered a moment ago fail without signal, and no cache holds any.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  expect(await apiAnswers()).toEqual(['/api/services failed', '/api/settings failed']);
  expect((await cachedPaths(page)).filter((p) => p.startsWith('/api/'))).toEqual([]);

  await onMyWayCard.getByRole('button', { name: 'On my way' }).click();
  await expect(onMyWayCard).toContainText('On my way: waiting to send');
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Waiting to send (1)');

  await page.getByRole('tab', { name: 'Upcoming week' }).click();
  await card(page, `2 Offline Lane ${tag}`).getByRole('button', { name: 'Complete job' }).click();
  const dialog = page.getByRole('dialog');
  const items = dialog.getByRole('radiogroup');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await item.getByText('Done', { exact: true }).click();
  // The booking was left to pay after the service: the customer pays cash, kept on the phone for the
  // amount shown (issue 37); UPI is not offered without signal, and says why.
  const upi = dialog.getByRole('radio', { name: /UPI to Chamak/ });
  await expect(upi).toBeDisabled();
  await expect(dialog.getByText('UPI needs the connection')).toBeVisible();
  const due = (await (await request.get(`/api/bookings/${ids.complete}`, { headers: admin })).json()).data
    .booking.totalAmount as number;
  await dialog.getByRole('radio', { name: /^Cash ₹[\d,.]+ received/ }).check();
  const jpeg = await testJpeg();
  await dialog
    .getByLabel('Add after photo')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Waiting to send (2)');
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, `2 Offline Lane ${tag}`)).toContainText('Completed: waiting to send');
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Waiting to send (4)');

  // Tomorrow's job offers no On my way (the job's day only); its before photo is taken at Start.
  const cancelledCard = card(page, `3 Offline Lane ${tag}`);
  await expect(cancelledCard.getByRole('button', { name: 'Start job' })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await cancelledCard.getByRole('button', { name: 'Start job' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Add before photo')
    .setInputFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('waiting-to-send')).toHaveText('Waiting to send (5)');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // Meanwhile the office cancels that job.
  const cancel = await request.patch(`/api/bookings/${ids.cancelled}/cancel`, {
    headers: admin,
    data: { reason: 'Customer travelling' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await page.getByRole('tab', { name: /^Today/ }).click();
  await page.screenshot({ path: 'test-results/cleaner-offline-390.png', fullPage: true });

  await page.context().setOffline(false);
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 30_000 });
  const refused = page.getByTestId('refused-action');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Not sent: Photo for Kavya Rao');
  await expect(refused).toContainText('Photos can be added to a job that is assigned or in progress');
  await page.screenshot({ path: 'test-results/cleaner-offline-refused-390.png', fullPage: true });

  // The server holds each action once.
  const eventsOf = async (id: string) =>
    (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()).data as {
      booking: { status: string; onMyWayAt: string | null };
      events: { toStatus: string; note: string }[];
    };
  const onWay = await eventsOf(ids.onMyWay);
  expect(onWay.booking.onMyWayAt).not.toBeNull();
  expect(onWay.events.filter((e) => /is on the way/.test(e.note ?? ''))).toHaveLength(1);
  const done = await eventsOf(ids.complete);
  expect(done.booking.status).toBe('completed');
  expect(done.events.filter((e) => e.toStatus === 'completed')).toHaveLength(1);
  const proof = await (await request.get(`/api/bookings/${ids.complete}/proof`, { headers: admin })).json();
  expect(proof.data.photos).toHaveLength(1);
  // The cash, once, for the amount shown, held by this cleaner.
  const collection = (
    await (await request.get(`/api/bookings/${ids.complete}/collection`, { headers: admin })).json()
  ).data;
  expect(collection).toMatchObject({
    amountDue: 0,
    collection: { method: 'cash', amount: due, cleaner: { name: cleanerAccount.name } },
  });
  const cancelled = await eventsOf(ids.cancelled);
  expect(cancelled.booking.status).toBe('cancelled');
  const cancelledProof = await (
    await request.get(`/api/bookings/${ids.cancelled}/proof`, { headers: admin })
  ).json();
  expect(cancelledProof.data.photos).toHaveLength(0);

  // After the sync the list shows what the server has (a cancelled job leaves it); the refusal stays
  // until dismissed, reload or not.
  await page.getByRole('tab', { name: 'Upcoming week' }).click();
  await expect(card(page, `2 Offline Lane ${tag}`)).toContainText('Completed');
  await expect(cancelledCard).toHaveCount(0);
  await page.reload();
  await expect(refused).toHaveCount(1);
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});
