/**
 * `npm run bench:web`: JS per route and Lighthouse 12 (mobile, simulated throttling) on /, /hi/, /office-cleaning,
 * /login, and /booking signed in as the demo client. Builds the web app when stale; serves it from the
 * server in production mode in its own process. Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWeb, defaultOutDir, staleReason } from '../scripts/lib/web-build.mjs';
import { startChamak } from './lib/processes';
import { printWebWeights } from './lib/web-weight';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3210);
const routes = [
  '/',
  '/hi/',
  '/office-cleaning',
  '/hi/office-cleaning',
  '/cleaning-services',
  '/login',
  '/signup',
  '/booking',
];

async function main() {
  const reason = staleReason();
  if (reason) {
    console.log(`Building the web app (${reason})…`);
    if (buildWeb({ stdio: 'inherit' }) !== 0) process.exit(1);
  }
  printWebWeights();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'chamak-bench-web-'));
  const server = await startChamak(PORT, {
    DATA_DIR: path.join(dataDir, 'db'),
    ALLOW_EMBEDDED_DB: 'true',
    WEB_ROOT: defaultOutDir,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@chamak.in', password: 'Demo@1234' }),
    });
    const session = (await login.json()) as { token: string; data: { user: unknown } };
    // Warm-up, not measured: the first Lighthouse run after Chromium and the server start is slower
    // whatever the page (/ measured 1.9 s FCP first and 0.8–1.1 s after, the same build).
    await lighthouse(`${server.baseUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const rows = [];
    for (const route of routes) {
      const signedIn = route === '/booking';
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${server.baseUrl}/robots.txt`);
      await page.evaluate(
        (s: { token: string; user: string } | null) => {
          localStorage.clear();
          if (s) {
            localStorage.setItem('auth_token', s.token);
            localStorage.setItem('auth_user', s.user);
          }
        },
        signedIn ? { token: session.token, user: JSON.stringify(session.data.user) } : null,
      );
      await page.close();
      await browser.disconnect();
      const result = await lighthouse(`${server.baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError)
        console.log(
          `Lighthouse could not measure ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      // Below 100 in accessibility: which audits failed, and on what (the score alone does not say).
      for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score === 0) {
          type Item = { node?: { snippet?: string; explanation?: string } };
          const items = ((audit.details as { items?: Item[] })?.items ?? []).map(
            (i) => `${i.node?.snippet ?? ''} (${i.node?.explanation?.replace(/\s+/g, ' ') ?? ''})`,
          );
          console.log(`${route}: accessibility audit '${ref.id}' failed on ${items.join('; ')}`);
        }
      }
      const ms = (a: string) => Math.round(lhr.audits[a]?.numericValue ?? NaN);
      rows.push({
        route: signedIn ? `${route} (signed in)` : route,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        seo: score('seo'),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
      });
    }
    console.log(
      'Lighthouse 12, mobile (targets: perf ≥ 98, a11y/best practices/SEO 100, FCP ≤ 1200, LCP ≤ 1500, TBT ≤ 100, CLS ≤ 0.02)',
    );
    console.table(rows);
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
