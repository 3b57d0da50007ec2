import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DOCUMENT_ONLY_HEADERS } from '../platform/security-headers';
import { openTestDatabase } from '../test/test-app';

describe('the build’s hashed scripts and stylesheets', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'chamak-assets-'));
  let app: FastifyInstance;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webRoot, 'assets/start-abc123.js'), 'export const a = 1;\n');
    writeFileSync(path.join(webRoot, 'assets/logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { database, drop } = await openTestDatabase('migrated');
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      webRoot,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(async () => {
    await close?.();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('go without the headers that govern a document, keeping nosniff, CORP, referrer policy and HSTS', async () => {
    const res = await fetch(`${base}/assets/start-abc123.js`);
    expect(res.status).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('while pages and any other file (an SVG can be opened as a document) keep every one', async () => {
    for (const url of ['/', '/assets/logo-abc123.svg']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(res.headers.get(name), `${url} ${name}`).not.toBeNull();
    }
  });
});
