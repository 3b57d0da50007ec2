import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { uniqueEmail } from './support/accounts';
import { demo, openSlots, pageSignedInAs } from './support/consoles';
import { uniqueMobile } from './support/mobile';
import { oneBathroomClean } from './support/bookings';

const reference = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * A customer of the journey's own with `count` bookings (one a start time, from 60 days ahead, where
 * few journeys book), each cancelled at once so they hold no crew another journey waits for. Returns
 * their ids in visit order.
 */
async function customerWithBookings(request: APIRequestContext, name: string, count: number) {
  const signup = await request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('export'), phone: uniqueMobile(), password: 'Sitar-Lamp-123' },
  });
  expect(signup.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await signup.json()).token}` };
  const clean = await oneBathroomClean(request);
  const ids: string[] = [];
  for await (const slot of openSlots(request, clean.serviceId, clean.packageId, 60, 25)) {
    const made = await request.post('/api/bookings', {
      headers,
      data: clean.body(slot, '9876543210', {
        line1: '7 Vijay Nagar',
        line2: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452010',
      }),
    });
    // A parallel journey took the time meanwhile: the next one.
    if (made.status() === 409) continue;
    expect(made.status()).toBe(201);
    const id = (await made.json()).data.booking._id as string;
    const cancelled = await request.patch(`/api/bookings/${id}/cancel`, {
      headers,
      data: { reason: 'Export journey' },
    });
    expect(cancelled.status()).toBe(200);
    ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`fewer than ${count} open times`);
}

/** Journey: an admin pages a customer's 22 bookings by cursor and downloads them as CSV. */
for (const width of [390, 1280]) {
  test(`an admin pages bookings Next and Previous and exports them as CSV at ${width}px`, async ({
    browser,
    baseURL,
  }) => {
    // Each width's customer has their own name: the two runs go at once on one server.
    const name = `Kesar Exporter ${width} ${Date.now().toString(36)}`;
    const admin = await pageSignedInAs(browser, baseURL!, demo.admin, { width, height: 860 });
    const ids = await customerWithBookings(admin.request, name, 22);

    await admin.goto(`/adminDashboard/bookings?search=${encodeURIComponent(name)}`);
    const pager = admin.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText('Page 1 of 2 · 22 results')).toBeVisible();
    // Latest visits first: the first page holds the 20 latest, the second the two earliest.
    const latest = admin.getByRole('link', { name: reference(ids[21]!) });
    await expect(latest).toBeVisible();
    await expect(admin.getByRole('link', { name: reference(ids[0]!) })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await admin.screenshot({ path: `test-results/bookings-export-${width}.png` });

    // Next asks for the rows after the page's cursor, not for page 2.
    const [nextRequest] = await Promise.all([
      admin.waitForRequest((r) => r.url().includes('/api/admin/bookings?') && r.url().includes('after=')),
      pager.getByRole('button', { name: 'Next' }).click(),
    ]);
    expect(nextRequest.url()).not.toContain('page=');
    await expect(pager.getByText('Page 2 of 2 · 22 results')).toBeVisible();
    await expect(admin.getByRole('link', { name: reference(ids[0]!) })).toBeVisible();
    await expect(admin.getByRole('link', { name: reference(ids[1]!) })).toBeVisible();
    await expect(latest).toHaveCount(0);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Page 1 of 2 · 22 results')).toBeVisible();
    await expect(latest).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // A filter change starts from the top again.
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2 of 2 · 22 results')).toBeVisible();
    await admin.getByLabel('Status').selectOption('cancelled');
    await expect(pager.getByText('Page 1 of 2 · 22 results')).toBeVisible();
    await expect(latest).toBeVisible();

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bookings-start-end.csv');
    // Saved straight to disk through a one-time link, not fetched into the page first.
    expect(download.url()).toMatch(/\.csv\?.*&link=[\w-]{43}$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Time,Service,Package,Status,Payment status,Payment method,Total (INR),Customer,Phone,Email,Address,City,State,PIN,Crew,Booked at (IST)',
    );
    // Every one of the customer's bookings, earliest visit first, and nobody else's.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(ids.map(reference));
    expect(lines[1]).toContain(`,Bathroom Cleaning,Normal,Cancelled,`);
    expect(lines[1]).toContain(`,349.00,${name},9876543210,`);
    expect(lines[1]).toContain(',7 Vijay Nagar,Indore,Madhya Pradesh,452010,');

    // By city (issue 38): the customer's PIN is Indore's, so Bhopal has none of their bookings.
    await admin.getByLabel('City').selectOption({ label: 'Bhopal' });
    await expect(admin.getByText('No bookings match')).toBeVisible();
    await admin.getByLabel('City').selectOption({ label: 'Indore' });
    await expect(admin.getByRole('link', { name: reference(ids[21]!) })).toBeVisible();
    await admin.context().close();
  });
}
