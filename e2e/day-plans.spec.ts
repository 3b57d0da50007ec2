import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, todayInIndia } from '../src/shared/domain/time';
import { apiLogin, demo, expectNoSeriousA11yViolations, pageSignedInAs } from './support/consoles';

/**
 * Issue 35 part 3, day plans, on their own server (playwright.config.ts: applying a plan moves crews, never
 * ones another journey waits for). A day whose two crews cross town is planned on the Today board: the
 * kilometres before and after, the jobs that change crew and each crew's route on the map; the admin applies
 * it, at 1280 px and at 390 px (one day each). Screenshots in test-results/.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_DAY_PLANS_PORT ?? port + 2700)}`;
test.use({ baseURL });

// Two corners of Indore about 11 km apart, and a spot 1 km from each.
const WEST = '22.72, 75.8';
const WEST2 = '22.729, 75.8';
const EAST = '22.72, 75.907';
const EAST2 = '22.729, 75.907';

/** Ravi west then east, Sunita east then west; every other cleaner on leave that day. */
async function crossedDay(request: APIRequestContext, date: string) {
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const client = await apiLogin(request, demo.client.email, demo.client.password);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const asClient = { authorization: `Bearer ${client.token}` };
  const cleaners = (await (await request.get('/api/admin/cleaners?size=50', { headers: asAdmin })).json())
    .data.cleaners as { _id: string; email: string }[];
  const id = (email: string) => cleaners.find((c) => c.email === email)!._id;
  for (const c of cleaners)
    if (!['ravi@chamak.in', 'sunita@chamak.in'].includes(c.email)) {
      const leave = await request.post(`/api/admin/cleaners/${c._id}/leave`, {
        headers: asAdmin,
        data: { from: date, to: date, reason: 'Away' },
      });
      expect(leave.status(), await leave.text()).toBe(201);
    }
  const office = (await (await request.get('/api/services/office-cleaning')).json()).data.service._id;
  const job = async (time: string, point: string, cleaner: string) => {
    const created = await request.post('/api/bookings', {
      headers: asClient,
      data: {
        serviceId: office,
        packageId: 'Basic',
        address: {
          line1: '12 MG Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876543210',
        areaSqft: 100,
        scheduledDate: date,
        scheduledTime: time,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bookingId = (await created.json()).data.booking._id as string;
    expect(
      (
        await request.post('/api/bookings/complete-payment', {
          headers: asClient,
          data: { bookingId, paymentMethod: 'pay_after_service' },
        })
      ).status(),
    ).toBe(200);
    const located = await request.put(`/api/admin/bookings/${bookingId}/address-location`, {
      headers: asAdmin,
      data: { point },
    });
    expect(located.status(), await located.text()).toBe(200);
    const assigned = await request.patch(`/api/bookings/${bookingId}/assign`, {
      headers: asAdmin,
      data: { cleanerId: id(cleaner) },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    return bookingId;
  };
  return {
    asAdmin,
    jobs: [
      await job('08:00', WEST, 'ravi@chamak.in'),
      await job('08:00', EAST, 'sunita@chamak.in'),
      await job('12:00', WEST2, 'sunita@chamak.in'),
      await job('12:00', EAST2, 'ravi@chamak.in'),
    ],
  };
}

for (const [offset, viewport] of [
  [2, { width: 1280, height: 800 }],
  [3, { width: 390, height: 844 }],
] as const) {
  test(`the admin plans a day and applies it on the Today board at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const date = addDays(todayInIndia(new Date()), offset);
    const { asAdmin, jobs } = await crossedDay(request, date);

    const page = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    await page.goto('/adminDashboard');
    const panel = page.getByRole('region', { name: 'Day plan' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Day').selectOption(date);
    await expect(panel).toContainText('No plan yet.');
    await panel.getByRole('button', { name: 'Plan the day' }).click();
    await expect(panel.getByTestId('day-plan-status')).toContainText('22 km now, 2 km planned');
    await expect(panel.getByTestId('day-plan-status')).toContainText('not applied yet');
    await expect(panel.getByRole('heading', { name: 'Crews the plan would change' })).toBeVisible();
    await expect(panel.locator('li', { hasText: '→' }).filter({ hasText: 'Office Cleaning' })).toHaveCount(2);
    // Each crew's route on the map: two lines through their stops.
    const map = panel.getByRole('region', { name: "Map: each crew's route through its jobs in the plan" });
    await expect(map).toBeVisible();
    await expect(map.locator('path.leaflet-interactive, .leaflet-overlay-pane path')).toHaveCount(6);
    await expect(map.locator('.leaflet-tooltip')).toHaveCount(4);
    await expect(panel.getByText(/^Ravi Verma:/)).toBeVisible();
    // Nothing changed yet.
    const crewOf = async (id: string) =>
      (await (await request.get(`/api/bookings/${id}`, { headers: asAdmin })).json()).data.booking.cleanerId
        ?._id as string;
    const before = await Promise.all(jobs.map(crewOf));
    expect(before[0]).toBe(before[3]);
    // The page fits the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // The toast closed first: axe measures its colours mid-animation.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/day-plan-${viewport.width}.png`, fullPage: true });

    await panel.getByRole('button', { name: 'Apply the plan' }).click();
    await expect(page.getByText('Plan applied')).toBeVisible();
    await expect(panel.getByTestId('day-plan-status')).toContainText('applied at');
    await expect(panel.getByRole('heading', { name: 'Crews changed by the plan' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Apply the plan' })).toHaveCount(0);
    const after = await Promise.all(jobs.map(crewOf));
    // The west jobs (first and third) share a crew now, and so do the east ones.
    expect(after[0]).toBe(after[2]);
    expect(after[1]).toBe(after[3]);
    expect(after[0]).not.toBe(after[1]);

    // Locked, the day stays as it is.
    await panel.getByRole('button', { name: 'Lock the day' }).click();
    await expect(panel).toContainText('This day is locked');
    await expect(panel.getByRole('button', { name: 'Unlock the day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({ path: `test-results/day-plan-${viewport.width}-applied.png`, fullPage: true });
    await page.context().close();
  });
}
