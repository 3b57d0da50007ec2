import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingWeight, readBuildInfo, root, sourceHash, staleReason } from './lib/web-build.mjs';

const run = promisify(execFile);
/** The landing route's JS over the wire (gzip), today ~132 KB: a guard against growth, not the goal. */
const LANDING_BUDGET_GZIP_KB = 140;

function digestTree(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('the web build', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'chamak-build-'));
  const devEnvOut = path.join(tmp, 'dev-env', 'web');
  const prodEnvOut = path.join(tmp, 'prod-env', 'web');

  beforeAll(async () => {
    const build = (nodeEnv: string, outDir: string) =>
      run(process.execPath, [path.join(root, 'scripts/build-web.mjs'), '--out-dir', outDir], {
        cwd: root,
        env: { ...process.env, NODE_ENV: nodeEnv },
      });
    await Promise.all([build('development', devEnvOut), build('production', prodEnvOut)]);
  }, 180_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is the production bundle even when NODE_ENV=development is set', () => {
    const assets = path.join(devEnvOut, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(5);
    for (const file of js) {
      const source = readFileSync(path.join(assets, file), 'utf8');
      expect(source, file).not.toContain('Download the React DevTools');
      expect(source, file).not.toContain('react-dom.development');
    }
  });

  it('is byte-identical whichever NODE_ENV the build ran with', () => {
    expect(digestTree(devEnvOut)).toEqual(digestTree(prodEnvOut));
  });

  it('records its mode and source hash, so a start rebuilds only when they differ', () => {
    expect(readBuildInfo(devEnvOut)).toMatchObject({ mode: 'production', sourceHash: sourceHash() });
    expect(staleReason(devEnvOut)).toBeNull();
    expect(staleReason(path.join(tmp, 'never-built'))).toBe('no build yet');
    const devBuilt = path.join(tmp, 'dev-built', 'web');
    mkdirSync(devBuilt, { recursive: true });
    writeFileSync(path.join(devBuilt, 'index.html'), '<!doctype html>');
    writeFileSync(
      path.join(tmp, 'dev-built', 'web-build.json'),
      JSON.stringify({ mode: 'development', sourceHash: sourceHash() }),
    );
    expect(staleReason(devBuilt)).toBe('it was built in development mode');
  });

  it('keeps the landing route within its JS budget', () => {
    const weight = landingWeight(devEnvOut);
    console.log(
      `landing route JS: ${weight.gzipKb} KB gzip, ${weight.brotliKb} KB brotli; main chunk ${weight.mainChunkBytes} bytes`,
    );
    expect(weight.gzipKb).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_KB);
  });
});
