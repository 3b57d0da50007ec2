import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

/** The built web app as the server sends it: compressed files, cache rules, the SPA fallback. */
describe('serving the built web app', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'chamak-web-'));
  const indexHtml = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const bundle = `console.log(${JSON.stringify('chamak '.repeat(500))});`;
  const worker = `self.addEventListener('push', () => ${JSON.stringify('chamak '.repeat(500))});`;
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    writeFileSync(path.join(webRoot, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), bundle);
    writeFileSync(path.join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync(bundle));
    writeFileSync(path.join(webRoot, 'sw.js'), worker);
    writeFileSync(path.join(webRoot, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(path.join(webRoot, 'assets/logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({ database, drop } = await openTestDatabase('migrated'));
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      webRoot,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string) =>
    fetch(base + url, { headers: { 'accept-encoding': encoding } }).then(async (res) => ({
      res,
      raw: Buffer.from(await res.arrayBuffer()),
    }));

  it('sends the brotli file to a browser that accepts it, and keeps hashed assets for a year', async () => {
    const { res } = await get('/assets/index-abc123.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('sends the service worker at /sw.js revalidated every time (its precache list changes with each build)', async () => {
    for (const encoding of ['br', 'identity']) {
      const { res, raw } = await get('/sw.js', encoding);
      expect(res.status, encoding).toBe(200);
      expect(res.headers.get('content-type'), encoding).toMatch(/javascript/);
      expect(res.headers.get('cache-control'), encoding).toBe('no-cache');
      if (encoding === 'identity') expect(raw.toString()).toBe(worker);
      else expect(res.headers.get('content-encoding')).toBe('br');
    }
  });

  it('sends hashed scripts without the headers that govern a document, keeping nosniff, CORP, referrer policy and HSTS', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('keeps every header on pages and on any other file (an SVG can be opened as a document)', async () => {
    for (const url of ['/', '/assets/logo-abc123.svg']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(res.headers.get(name), `${url} ${name}`).not.toBeNull();
    }
  });

  it('falls back to the plain file for a client that accepts no compression', async () => {
    const { res, raw } = await get('/assets/index-abc123.js', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(raw.toString()).toBe(bundle);
  });

  it('answers client routes, capital letters included, with index.html that is always revalidated', async () => {
    for (const route of ['/', '/Bathroom', '/booking-Confirmed', '/my-bookings']) {
      const { res } = await get(route, 'br');
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const { res, raw } = await get('/Bathroom', 'identity');
    expect(res.status).toBe(200);
    expect(raw.toString()).toBe(indexHtml);
  });

  it('keeps unknown API routes and missing assets as JSON 404s, not the app', async () => {
    for (const route of ['/api/nothing-here', '/assets/missing.js']) {
      const { res, raw } = await get(route, 'identity');
      expect(res.status, route).toBe(404);
      expect(JSON.parse(raw.toString()).code).toBe('ROUTE_NOT_FOUND');
    }
  });
});

/** A build with prerendered pages (scripts/lib/prerender.ts): each listed path gets its own HTML. */
describe('serving prerendered pages', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'chamak-web-pages-'));
  const html = (name: string) =>
    `<!doctype html><html><body><div id="root">${name}</div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': html('landing'),
    'app.html': html(''),
    'office-cleaning/index.html': html('office cleaning'),
    'Bathroom/index.html': html('bathroom cleaning'),
  };
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      writeFileSync(path.join(webRoot, file), text);
      writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(text));
    }
    writeFileSync(
      path.join(webRoot, 'prerendered.json'),
      JSON.stringify({
        pages: {
          '/': 'index.html',
          '/office-cleaning': 'office-cleaning/index.html',
          '/Bathroom': 'Bathroom/index.html',
        },
      }),
    );
    ({ database, drop } = await openTestDatabase('migrated'));
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      webRoot,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string, encoding = 'identity') => {
    const res = await fetch(base + url, { headers: { 'accept-encoding': encoding } });
    return { res, text: await res.text() };
  };

  it('answers each prerendered path with its own page, always revalidated', async () => {
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/office-cleaning', 'office-cleaning/index.html'],
      ['/office-cleaning/', 'office-cleaning/index.html'],
      ['/office-cleaning?ref=ad', 'office-cleaning/index.html'],
      ['/Bathroom', 'Bathroom/index.html'],
    ]) {
      const { res, text } = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(text, url).toBe(files[file]);
    }
  });

  it('sends a prerendered page brotli-compressed to a browser that accepts it', async () => {
    const res = await fetch(`${base}/office-cleaning`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers every other route with the app shell, whatever the case of a prerendered one', async () => {
    for (const url of ['/bathroom', '/BATHROOM', '/my-bookings', '/login', '/no-such-page']) {
      const { res, text } = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(text, url).toBe(files['app.html']);
    }
  });
});
