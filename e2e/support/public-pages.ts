import type { Page } from '@playwright/test';

/**
 * Opens a prerendered public page and waits until the app has hydrated it: its buttons work from then on.
 * The page loads its JavaScript after its first paint (src/shared/page-loader.ts), and once hydrated the
 * app asks for the company's settings again.
 */
export async function gotoHydrated(page: Page, path: string) {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/settings')), page.goto(path)]);
}
