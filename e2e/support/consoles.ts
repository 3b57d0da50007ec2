import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** Seeded demo accounts (src/server/db/seed/catalogue-data.ts). */
export const demo = {
  admin: { email: 'admin@chamak.in', password: 'Admin@1234' },
  cleaner: { email: 'ravi@chamak.in', password: 'Cleaner@1234', name: 'Ravi Verma' },
  client: { email: 'demo@chamak.in', password: 'Demo@1234' },
};

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return { token: body.token as string, user: body.data.user as { name: string } };
}

/** A page in its own browser context, signed in as that account (the session 'Remember me' keeps). */
export async function pageSignedInAs(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const { token, user } = await apiLogin(page.request, account.email, account.password);
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', u);
    },
    [token, JSON.stringify(user)],
  );
  return page;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export type Slot = { date: string; time: string };

/** Every open start time for a package from `fromDays` ahead, for `days` days, earliest first. */
export async function* openSlots(
  request: APIRequestContext,
  serviceId: string,
  packageId: string,
  fromDays = 0,
  days = 14,
): AsyncGenerator<Slot> {
  for (let day = fromDays; day < fromDays + days; day++) {
    const date = new Date(Date.now() + 330 * 60_000 + day * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(
      `/api/availability?serviceId=${serviceId}&packageId=${packageId}&quantity=1&date=${date}`,
    );
    if (!res.ok()) continue;
    const slots: { time: string; available: boolean }[] = (await res.json()).data.slots ?? [];
    for (const s of slots) if (s.available) yield { date, time: s.time };
  }
}

/**
 * The first open start time from `fromDays` ahead, as the customer's booking form would offer it: a time
 * when SOME crew is free. The demo cleaners hold jobs on the next five days (db/seed/demo-bookings.ts) and
 * parallel journeys take them too: a test that needs one particular cleaner uses `assignWhenFree`.
 */
export async function firstOpenSlot(
  request: APIRequestContext,
  serviceId: string,
  packageId: string,
  fromDays = 0,
): Promise<Slot> {
  for await (const slot of openSlots(request, serviceId, packageId, fromDays)) return slot;
  throw new Error('No open slot in the next two weeks');
}

/**
 * The admin gives a booking to one particular cleaner. While that cleaner is taken at the booking's time
 * (409: a parallel journey holds them), the admin moves the booking to the next open start time in
 * `within` and tries again. Returns where the booking was given.
 */
export async function assignWhenFree(
  request: APIRequestContext,
  admin: Record<string, string>,
  booking: { id: string; slot: Slot; serviceId: string; packageId: string },
  cleanerId: string,
  within: { fromDays: number; days: number },
): Promise<Slot> {
  const assign = () =>
    request.patch(`/api/bookings/${booking.id}/assign`, { headers: admin, data: { cleanerId } });
  const first = await assign();
  if (first.status() === 200) return booking.slot;
  expect(first.status()).toBe(409);
  const tried: string[] = [`${booking.slot.date} ${booking.slot.time}`];
  for await (const slot of openSlots(
    request,
    booking.serviceId,
    booking.packageId,
    within.fromDays,
    within.days,
  )) {
    if (slot.date === booking.slot.date && slot.time === booking.slot.time) continue;
    const moved = await request.put(`/api/bookings/${booking.id}`, {
      headers: admin,
      data: { scheduledDate: slot.date, scheduledTime: slot.time },
    });
    // No crew free there either (409), or the time went by meanwhile (400): the next one.
    if (moved.status() !== 200) {
      expect([400, 409], await moved.text()).toContain(moved.status());
      continue;
    }
    tried.push(`${slot.date} ${slot.time}`);
    const assigned = await assign();
    if (assigned.status() === 200) return slot;
    expect(assigned.status()).toBe(409);
  }
  throw new Error(`The cleaner was busy at every open time tried: ${tried.join(', ')}`);
}

/**
 * Moves a booking, as the admin, to the first open start time in `within` at which one particular cleaner
 * is free for it (GET /api/bookings/:id/free-cleaners), for a journey that then assigns them in the UI.
 */
export async function moveUntilFree(
  request: APIRequestContext,
  admin: Record<string, string>,
  booking: { id: string; slot: Slot; serviceId: string; packageId: string },
  cleanerId: string,
  within: { fromDays: number; days: number },
): Promise<Slot> {
  const isFree = async () => {
    const res = await request.get(`/api/bookings/${booking.id}/free-cleaners`, { headers: admin });
    expect(res.status()).toBe(200);
    const { cleaners } = (await res.json()).data as { cleaners: { _id: string }[] };
    return cleaners.some((c) => c._id === cleanerId);
  };
  if (await isFree()) return booking.slot;
  for await (const slot of openSlots(
    request,
    booking.serviceId,
    booking.packageId,
    within.fromDays,
    within.days,
  )) {
    const moved = await request.put(`/api/bookings/${booking.id}`, {
      headers: admin,
      data: { scheduledDate: slot.date, scheduledTime: slot.time },
    });
    if (moved.status() !== 200) {
      expect([400, 409], await moved.text()).toContain(moved.status());
      continue;
    }
    if (await isFree()) return slot;
  }
  throw new Error('The cleaner was busy at every open time');
}
