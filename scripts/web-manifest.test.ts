import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The installable apps. What Chrome's installability check reads from a manifest: name, short name, a
 * start URL, standalone display, and 192 and 512 px icons (one maskable), each a PNG of the size it
 * claims. The cleaner's (/manifest.webmanifest, start page /cleanerDashboard) is linked by the cleaner app
 * while it is open; every other page links the customer's (/site.webmanifest, start page /).
 */
const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const read = (file: string) => JSON.parse(readFileSync(path.join(publicDir, file), 'utf8'));
const manifest = read('manifest.webmanifest');
const siteManifest = read('site.webmanifest');

/** A PNG's width and height from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the app, opens the cleaner’s jobs standalone, in the brand colour', () => {
    expect(manifest).toMatchObject({
      id: '/cleanerDashboard',
      name: 'Chamak Cleaning',
      short_name: 'Chamak',
      start_url: '/cleanerDashboard',
      display: 'standalone',
      theme_color: '#059669',
    });
  });

  it('gives customers an app of their own that opens the home page, not the cleaner’s jobs', () => {
    expect(siteManifest).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
    expect(siteManifest.name).not.toBe(manifest.name);
    expect(JSON.stringify(siteManifest)).not.toContain('cleanerDashboard');
  });

  it.each([
    ['manifest.webmanifest', manifest],
    ['site.webmanifest', siteManifest],
  ])('%s has 192 and 512 px icons, one maskable, each the size it claims', (_, m) => {
    const icons = m.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose.split(' ').includes('maskable') && i.sizes === '512x512')).toBe(true);
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(icon.type).toBe('image/png');
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
  });

  it('the customer’s is linked from the HTML every page starts from, with no script for it', () => {
    const html = readFileSync(path.join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(html).not.toMatch(/serviceWorker/);
  });
});
