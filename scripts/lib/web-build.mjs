// How the web app is built and how to tell whether a build is current: shared by `npm run build`,
// `npm start`, the build test and the bench.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const defaultOutDir = path.join(root, 'dist/web');
/** Every input of the bundle: a change to any of them makes the build stale. */
const inputs = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'tailwind.config.js',
  'postcss.config.js',
  'package-lock.json',
];
/** Builds are always production bundles (issue 11); the record names it so a different one is rebuilt. */
export const BUILD_MODE = 'production';

const infoFile = (outDir) => path.join(path.dirname(outDir), `${path.basename(outDir)}-build.json`);

/** The files under p, or p itself when it is a file. */
function filesUnder(p) {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A hash of the contents (not the times) of every input file, in a stable order. */
export function sourceHash() {
  const files = inputs
    .map((p) => path.join(root, p))
    .flatMap(filesUnder)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readBuildInfo(outDir = defaultOutDir) {
  try {
    return JSON.parse(readFileSync(infoFile(outDir), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the build in outDir must be made again, or null when it matches the sources and mode. */
export function staleReason(outDir = defaultOutDir) {
  if (!existsSync(path.join(outDir, 'index.html'))) return 'no build yet';
  const info = readBuildInfo(outDir);
  if (!info) return 'the build has no record of how it was made';
  if (info.mode !== BUILD_MODE) return `it was built in ${info.mode} mode`;
  if (info.sourceHash !== sourceHash()) return 'the sources changed';
  return null;
}

/** Runs `vite build` in production mode whatever NODE_ENV the caller has, then records how. */
export function buildWeb({ outDir = defaultOutDir, stdio = 'inherit' } = {}) {
  const hash = sourceHash();
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      BUILD_MODE,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio, env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(
    infoFile(outDir),
    JSON.stringify({ mode: BUILD_MODE, sourceHash: hash, builtAt: new Date().toISOString() }, null, 2),
  );
  return 0;
}

/** The JS a visitor to the landing page downloads: index.html's scripts plus the landing route chunk. */
export function landingWeight(outDir = defaultOutDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const landing = readdirSync(path.join(outDir, 'assets'))
    .filter((f) => f.startsWith('landing-page') && f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const kb = (files, compress) =>
    +(files.reduce((sum, f) => sum + compress(readFileSync(path.join(outDir, f))).length, 0) / 1024).toFixed(
      1,
    );
  const gzip = (b) => gzipSync(b, { level: 9 });
  const brotli = (b) => brotliCompressSync(b);
  const mainChunk = initial.find((f) => /assets\/index-[^/]+\.js$/.test(f));
  return {
    files: [...initial, ...landing],
    mainChunkBytes: mainChunk ? readFileSync(path.join(outDir, mainChunk)).length : 0,
    gzipKb: +(kb(initial, gzip) + kb(landing, gzip)).toFixed(1),
    brotliKb: +(kb(initial, brotli) + kb(landing, brotli)).toFixed(1),
  };
}

/** Files a chunk loads before it runs: its static imports, followed transitively (dynamic import() left out). */
function staticClosure(outDir, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * The JS a first visit to each route downloads: index.html's scripts, the route's page chunk and everything
 * both import statically. `routes` maps a path to the file-name prefix of its page chunk.
 */
export function routeWeights(routes, outDir = defaultOutDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const assets = readdirSync(path.join(outDir, 'assets'));
  const size = (files, compress) =>
    +(files.reduce((sum, f) => sum + compress(readFileSync(path.join(outDir, f))).length, 0) / 1024).toFixed(
      1,
    );
  return Object.entries(routes).map(([route, prefix]) => {
    const page = assets
      .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const files = staticClosure(outDir, [...initial, ...page]);
    return {
      route,
      files: files.length,
      gzipKb: size(files, (b) => gzipSync(b, { level: 9 })),
      brotliKb: size(files, (b) => brotliCompressSync(b)),
    };
  });
}
