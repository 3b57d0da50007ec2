import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultOutDir, routeWeights } from '../../scripts/lib/web-build.mjs';

/** Each public route and the page chunk its first visit loads (file-name prefix in dist/web/assets). */
export const routePages: Record<string, string> = {
  '/': 'landing-page',
  '/hi': 'landing-page',
  '/cleaning-services': 'cleaning-services-page',
  '/office-cleaning': 'service-page',
  '/login': 'login-page',
  '/signup': 'signup-page',
  '/booking': 'booking-form-page',
  '/my-bookings': 'my-bookings-page',
  '/admin': 'admin-dashboard-page',
};

export function printWebWeights(outDir = defaultOutDir) {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.log('Web JS per route: dist/web missing — run `npm run build` first.');
    return;
  }
  const weights = routeWeights(routePages, outDir);
  console.log(
    "JS a first visit downloads, per route (its HTML's scripts and preloads + page chunk + static imports); target: landing ≤ 110 KB gzip",
  );
  console.table(
    weights.map((w) => ({ route: w.route, files: w.files, 'gzip KB': w.gzipKb, 'brotli KB': w.brotliKb })),
  );
}
