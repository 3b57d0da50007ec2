import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/test-app';

/** A build as scripts/lib/prerender.ts writes it: the origin of src/web/prerender/site.ts in every page. */
const page = (p: string) =>
  `<!doctype html><html><head><link rel="canonical" href="https://chamak.in${p}" />` +
  `<script type="application/ld+json">{"url":"https://chamak.in/","email":"hello@chamak.in"}</script>` +
  `</head><body><div id="root"></div></body></html>`;
const files: Record<string, string> = {
  'index.html': page('/'),
  'app.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  'about.html': page('/about'),
  'sitemap.xml': '<urlset><url><loc>https://chamak.in/about</loc></url></urlset>\n',
  'robots.txt': 'User-agent: *\nAllow: /\n\nSitemap: https://chamak.in/sitemap.xml\n',
  'prerendered.json': JSON.stringify({ pages: { '/': 'index.html', '/about': 'about.html' } }),
};

async function serve(webRoot: string, publicUrl: string) {
  const { database, drop } = await openTestDatabase('migrated');
  const app: FastifyInstance = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl }),
    database,
    webRoot,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  return { base, close };
}

describe('the site names PUBLIC_URL, not the build’s domain', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'chamak-origin-'));
  let own: Awaited<ReturnType<typeof serve>>;
  let built: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(path.join(webRoot, file), text);
      writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(text));
    }
    own = await serve(webRoot, 'https://chmk.in');
    built = await serve(webRoot, 'https://chamak.in/');
  });
  afterAll(async () => {
    await own?.close();
    await built?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['/', 'br', '<link rel="canonical" href="https://chmk.in/" />'],
    ['/about', 'gzip', '<link rel="canonical" href="https://chmk.in/about" />'],
    ['/about', '', '"url":"https://chmk.in/"'],
    ['/index.html', 'br', '<div id="root">'],
    ['/sitemap.xml', 'br', '<loc>https://chmk.in/about</loc>'],
    ['/robots.txt', 'gzip', 'Sitemap: https://chmk.in/sitemap.xml'],
  ])('a server with PUBLIC_URL=https://chmk.in serves %s (%s) naming it', async (url, encoding, expected) => {
    const res = await fetch(own.base + url, { headers: { 'accept-encoding': encoding } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(expected);
    expect(text).not.toContain('https://chamak.in');
    // The company's email addresses are not links to a site: they stay.
    if (url === '/about') expect(text).toContain('hello@chamak.in');
  });

  it('sends each type as itself', async () => {
    expect((await fetch(`${own.base}/sitemap.xml`)).headers.get('content-type')).toMatch(/xml/);
    expect((await fetch(`${own.base}/robots.txt`)).headers.get('content-type')).toMatch(/text\/plain/);
    expect((await fetch(`${own.base}/about`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves the build as written when PUBLIC_URL is the build’s own origin', async () => {
    const res = await fetch(`${built.base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(await res.text()).toContain('<link rel="canonical" href="https://chamak.in/" />');
    expect(await (await fetch(`${built.base}/robots.txt`)).text()).toContain('https://chamak.in/sitemap.xml');
  });
});
