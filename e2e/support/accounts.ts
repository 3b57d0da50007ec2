import type { Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

/** A fresh customer, signed in by putting the session where the app keeps it (as 'Remember me' does). */
export async function signInAsNewCustomer(page: Page, name = 'Priya Sharma') {
  const email = uniqueEmail();
  const res = await page.request.post('/api/auth/register', {
    data: { name, email, phone: '9876543210', password: 'Sitar-Lamp-123' },
  });
  const body = await res.json();
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [body.token as string, JSON.stringify(body.data.user)],
  );
  return { email, password: 'Sitar-Lamp-123', token: body.token as string };
}

/**
 * A future date (YYYY-MM-DD) far enough out that parallel tests rarely share it, and inside the
 * default 90-day booking horizon (docs/product-rules.md#crews-and-time).
 */
export function futureDate(minDays = 10, spread = 75): string {
  const d = new Date(Date.now() + (minDays + Math.floor(Math.random() * spread)) * 86_400_000);
  return d.toISOString().slice(0, 10);
}
