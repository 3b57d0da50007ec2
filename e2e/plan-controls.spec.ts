import { expect, test, type APIRequestContext } from '@playwright/test';
import { payAfterServiceBooking } from './support/bookings';
import { pageSignedInAs } from './support/consoles';
import { pickDate } from './support/date-picker';
import { collectErrors } from './support/hindi';

/**
 * Issue 36 part 2: a weekly plan the customer controls from its own page — skip a visit, pause until a
 * date, resume, cancel the rest with what is refunded said first — at 390 px in English and in Hindi.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/plan-controls';

interface PlanVisit {
  _id: string;
  scheduledDate: string;
  scheduledTime: string;
  status: string;
  cancelReason: string | null;
}

async function planOf(request: APIRequestContext, customer: { authorization: string }, id: string) {
  const res = await request.get(`/api/bookings/series/${id}`, { headers: customer });
  expect(res.status()).toBe(200);
  return (await res.json()).data.plan as { state: string; visits: PlanVisit[] };
}

async function weeklyPlan(request: APIRequestContext, name: string, fromDays: number) {
  const made = await payAfterServiceBooking(request, {
    name,
    emailPrefix: 'plan',
    fromDays,
    verify: false,
    frequency: 'weekly',
  });
  const seriesId = made.booking.seriesId!;
  return { ...made, seriesId, plan: await planOf(request, made.customer, seriesId) };
}

test('a customer skips a visit, pauses, resumes, moves and cancels a weekly plan at 390 px', async ({
  browser,
  request,
}) => {
  const { account, customer, seriesId, plan } = await weeklyPlan(request, 'Kavita Rao', 6);
  expect(plan.visits.length).toBeGreaterThan(4);
  const page = await pageSignedInAs(browser, baseURL, account, { width: 390, height: 844 });
  const errors = collectErrors(page);
  await page.goto('/my-bookings');
  await page.getByRole('link', { name: 'Manage plan' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/my-bookings/plan/${seriesId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly plan · Bathroom Cleaning');
  await expect(page.getByTestId('plan-state')).toHaveText('Active');
  // The demo's weekly plans save 10% on every visit, kept from when the plan was booked.
  await expect(page.getByText('10% off every visit')).toBeVisible();

  const visits = page.getByRole('region', { name: 'Next visits' }).getByRole('listitem');
  await expect(visits).toHaveCount(plan.visits.length);
  await visits.nth(1).getByRole('button', { name: 'Skip' }).click();
  const skip = page.getByRole('dialog', { name: 'Skip this visit?' });
  await expect(skip).toContainText('the rest of the plan goes on');
  await skip.getByRole('button', { name: 'Yes, skip it' }).click();
  await expect(page.getByText('Visit skipped')).toBeVisible();
  await expect(visits.nth(1)).toContainText('Skipped');
  await expect(visits.nth(1).getByRole('button', { name: 'Skip' })).toHaveCount(0);

  // Pause until the fourth visit: the first and third are taken away, the skipped one stays skipped.
  const until = plan.visits[3].scheduledDate;
  await pickDate(page, 'Restart on', until);
  await page.getByRole('button', { name: 'Pause plan' }).click();
  await expect(page.getByText('Plan paused')).toBeVisible();
  await expect(page.getByTestId('plan-state')).toContainText('Paused until');
  await expect(visits.nth(0)).toContainText('Paused');
  await expect(visits.nth(2)).toContainText('Paused');
  await page.screenshot({ path: `${shots}/paused-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/paused-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText('Plan resumed')).toBeVisible();
  await expect(page.getByTestId('plan-state')).toHaveText('Active');
  const resumed = await planOf(request, customer, seriesId);
  const booked = resumed.visits.filter((v) => v.status !== 'cancelled').map((v) => v.scheduledDate);
  expect(booked).toContain(plan.visits[0].scheduledDate);
  expect(booked).not.toContain(plan.visits[1].scheduledDate);

  // Move the next visit a day on at 11 AM: every later visit moves with it.
  const next = resumed.visits.find((v) => v.status !== 'cancelled')!;
  const dayAfter = new Date(Date.parse(`${next.scheduledDate}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const moveSection = page.getByRole('region', { name: 'Change day and time' });
  await expect(moveSection).toContainText('every later visit moves with it');
  await pickDate(page, 'New day', dayAfter);
  await moveSection.getByLabel('New time').selectOption({ label: '11:00 AM' });
  await moveSection.getByRole('button', { name: 'Move my visits' }).click();
  await expect(page.getByText('Plan moved')).toBeVisible();
  await page.screenshot({ path: `${shots}/moved-390.png`, fullPage: true });
  const moved = await planOf(request, customer, seriesId);
  const movedDates = moved.visits.filter((v) => v.status !== 'cancelled').map((v) => v.scheduledDate);
  expect(movedDates[0]).toBe(dayAfter);
  expect(movedDates).toHaveLength(booked.length);
  expect(moved.visits.filter((v) => v.status !== 'cancelled').every((v) => v.scheduledTime === '11:00')).toBe(
    true,
  );

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel the rest of this plan?' });
  await expect(cancel).toContainText(`${booked.length} visits still to come will be cancelled`);
  await expect(cancel).toContainText('None of them is paid yet: there is nothing to refund.');
  await cancel.getByRole('button', { name: 'Yes, cancel plan' }).click();
  await expect(page.getByText('Plan cancelled')).toBeVisible();
  await expect(page.getByTestId('plan-state')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  const ended = await planOf(request, customer, seriesId);
  expect(ended.state).toBe('cancelled');
  expect(ended.visits.every((v) => v.status === 'cancelled')).toBe(true);
  expect(errors).toEqual([]);
});

test('a customer pauses a weekly plan in Hindi at 390 px', async ({ browser, request }) => {
  const { account, customer, seriesId, plan } = await weeklyPlan(request, 'सीमा जैन', 8);
  const page = await pageSignedInAs(browser, baseURL, account, { width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  const errors = collectErrors(page);
  await page.goto('/my-bookings');
  await page.getByRole('link', { name: 'प्लान सँभालें' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('साप्ताहिक प्लान');
  await expect(page.getByTestId('plan-state')).toHaveText('चालू');
  await expect(page.getByText('हर विज़िट पर 10% की छूट')).toBeVisible();
  await pickDate(page, 'फिर से शुरू करें', plan.visits[2].scheduledDate);
  await page.getByRole('button', { name: 'प्लान रोकें' }).click();
  await expect(page.getByText('प्लान रोका गया')).toBeVisible();
  await expect(page.getByTestId('plan-state')).toContainText('तक रुका हुआ');
  await page.screenshot({ path: `${shots}/paused-hi-390.png`, fullPage: true });
  const paused = await planOf(request, customer, seriesId);
  expect(paused.state).toBe('paused');
  expect(paused.visits.slice(0, 2).map((v) => v.cancelReason)).toEqual(['plan paused', 'plan paused']);
  expect(errors).toEqual([]);
});
