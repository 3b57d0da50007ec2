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

/** The earliest open slot from today on for a package, as the customer's booking form would offer. */
/**
 * The first open start time from `fromDays` ahead. The demo cleaners hold jobs on the next five days
 * (db/seed/demo-bookings.ts), so a test that needs a particular cleaner free starts after them.
 */
export async function firstOpenSlot(
  request: APIRequestContext,
  serviceId: string,
  packageId: string,
  fromDays = 0,
) {
  for (let days = fromDays; days < fromDays + 14; days++) {
    const date = new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(
      `/api/availability?serviceId=${serviceId}&packageId=${packageId}&quantity=1&date=${date}`,
    );
    if (!res.ok()) continue;
    const slots: { time: string; available: boolean }[] = (await res.json()).data.slots ?? [];
    const open = slots.find((s) => s.available);
    if (open) return { date, time: open.time };
  }
  throw new Error('No open slot in the next two weeks');
}
