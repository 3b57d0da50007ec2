import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The installable cleaner app. What Chrome's installability check reads from the manifest:
 * name, short name, a start URL, standalone display, and 192 and 512 px icons (one maskable), each a
 * PNG of the size it claims; and the page links it.
 */
const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

/** A PNG's width and height from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the app, opens the cleaner’s jobs standalone, in the brand colour', () => {
    expect(manifest).toMatchObject({
      name: 'Chamak Cleaning',
      short_name: 'Chamak',
      start_url: '/cleanerDashboard',
      display: 'standalone',
      theme_color: '#059669',
    });
  });

  it('has 192 and 512 px icons, one maskable, each the size it claims', () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose.split(' ').includes('maskable') && i.sizes === '512x512')).toBe(true);
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(icon.type).toBe('image/png');
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from the HTML every page starts from, with no script for it', () => {
    const html = readFileSync(path.join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).not.toMatch(/serviceWorker/);
  });
});
