// Where the browser for the e2e journeys is: CHROMIUM_PATH, a Playwright-managed Chromium, or a system one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function playwrightManagedChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** The first browser found, or null. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return playwrightManagedChromium() ?? systemBrowsers.find((file) => existsSync(file)) ?? null;
}
