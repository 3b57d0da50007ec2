import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/lib/browser.mjs';
import { e2eExotel, exotelPort } from './e2e/support/exotel';

const port = Number(process.env.E2E_PORT ?? 3100);
// The live map's tiles come from a loopback tile server (e2e/support/tile-server.ts): no internet here.
const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 1000);
/** The server of e2e/auto-dispatch.spec.ts (DISPATCH_MODE=auto). */
export const autoDispatchPort = Number(process.env.E2E_AUTO_DISPATCH_PORT ?? port + 2000);
/** The server of e2e/job-offers.spec.ts (DISPATCH_MODE=offer). */
export const offersPort = Number(process.env.E2E_OFFERS_PORT ?? port + 2500);
/** The server of e2e/day-plans.spec.ts: applying a plan moves crews, never ones another journey waits for. */
export const dayPlansPort = Number(process.env.E2E_DAY_PLANS_PORT ?? port + 2700);
const e2eTileUrl = `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`;

/** Journeys in Debian's Chromium against the built app on a fresh in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network) and a screenshot of the end; the
    // trace's screencast is off: recording frames for every journey, to keep only failures', was a fifth of
    // the suite's CPU (Chromium encoding frames), and the DOM snapshots show each step anyway.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // scripts/ensure-browser.mjs (run by `npm test`) installs one when none is found.
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/exotel-server.ts',
      url: `http://127.0.0.1:${exotelPort(port)}/calls`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { EXOTEL_PORT: String(exotelPort(port)) },
    },
    {
      command: 'node --import tsx e2e/support/tile-server.ts',
      url: `http://127.0.0.1:${tilePort}/tiles/0/0/0.png`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { TILE_PORT: String(tilePort) },
    },
    {
      command: 'node --import tsx src/server/server.ts',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '100',
        // The journeys start jobs booked days ahead (a real clock cannot wait for the slot); the window itself
        // is tested on the server with a moved clock (job-safety.test.ts).
        JOB_START_EARLY_MINUTES: '43200',
        // Journeys share the demo customer and leave bookings at /payment; the unpaid cap (issue 23 §9)
        // is proven over HTTP (booking-hold.test.ts), not by which journey runs third.
        MAX_UNPAID_BOOKINGS: '1000',
        DEMO_DATA: 'true',
        SMTP_URL: '',
        WEB_ROOT: process.env.WEB_ROOT ?? '',
        MAP_TILE_URL: e2eTileUrl,
        // Today's behaviour for the journeys: an admin assigns. Automatic dispatch has its own server below.
        DISPATCH_MODE: 'manual',
        // Masked calls through the loopback Exotel above.
        EXOTEL_API_KEY: e2eExotel.apiKey,
        EXOTEL_API_TOKEN: e2eExotel.apiToken,
        EXOTEL_ACCOUNT_SID: e2eExotel.accountSid,
        EXOTEL_CALLER_ID: e2eExotel.callerId,
        EXOTEL_BASE_URL: `http://127.0.0.1:${exotelPort(port)}`,
      },
    },
    // DISPATCH_MODE=auto (issue 35), apart so its assignments never take a crew another journey waits for:
    // e2e/auto-dispatch.spec.ts only.
    {
      command: 'node --import tsx src/server/server.ts',
      url: `http://127.0.0.1:${autoDispatchPort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(autoDispatchPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '100',
        MAX_UNPAID_BOOKINGS: '1000',
        DEMO_DATA: 'true',
        SMTP_URL: '',
        WEB_ROOT: process.env.WEB_ROOT ?? '',
        MAP_TILE_URL: e2eTileUrl,
        DISPATCH_MODE: 'auto',
      },
    },
    // DISPATCH_MODE=offer (issue 35 item 2), apart for the same reason: e2e/job-offers.spec.ts only.
    {
      command: 'node --import tsx src/server/server.ts',
      url: `http://127.0.0.1:${offersPort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(offersPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '100',
        MAX_UNPAID_BOOKINGS: '1000',
        DEMO_DATA: 'true',
        SMTP_URL: '',
        WEB_ROOT: process.env.WEB_ROOT ?? '',
        MAP_TILE_URL: e2eTileUrl,
        DISPATCH_MODE: 'offer',
      },
    },
    // Day plans (issue 35 part 3), apart for the same reason: e2e/day-plans.spec.ts only.
    {
      command: 'node --import tsx src/server/server.ts',
      url: `http://127.0.0.1:${dayPlansPort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(dayPlansPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '100',
        MAX_UNPAID_BOOKINGS: '1000',
        DEMO_DATA: 'true',
        SMTP_URL: '',
        WEB_ROOT: process.env.WEB_ROOT ?? '',
        MAP_TILE_URL: e2eTileUrl,
        DISPATCH_MODE: 'manual',
      },
    },
  ],
});
