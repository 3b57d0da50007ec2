// How the web app is built and how to tell whether a build is current: shared by `npm run build`,
// `npm start`, the build test and the bench.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const defaultOutDir = path.join(root, 'dist/web');
/** Every input of the bundle: a change to any of them makes the build stale. */
const inputs = [
  'src/web',
  'src/shared',
  // The prerender: its script, and the server code that makes the catalogue and settings it renders.
  'scripts/lib/prerender.ts',
  // The service worker's build (its precache list).
  'scripts/lib/service-worker.ts',
  'src/server/db/seed',
  'src/server/modules/catalogue/catalogue-snapshot.ts',
  'src/server/modules/catalogue/catalogue.dto.ts',
  'src/server/modules/settings',
  'src/server/config.ts',
  'vite.config.ts',
  'tailwind.config.js',
  'postcss.config.js',
  'package-lock.json',
];
/** Builds are always production bundles, as served; the record names it so a different one is rebuilt. */
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

/**
 * The server bundle the prerender renders pages with, removed after. It lives inside the repository
 * (whatever outDir is) so that its imports of react and the rest resolve to node_modules.
 */
const ssrDirFor = (outDir) =>
  path.join(
    root,
    'node_modules/.cache/chamak-prerender',
    createHash('sha256').update(outDir).digest('hex').slice(0, 16),
  );

/**
 * Runs `vite build` in production mode whatever NODE_ENV the caller has, prerenders the public pages
 * (scripts/lib/prerender.ts), builds the service worker (scripts/lib/service-worker.ts: vite-plugin-pwa,
 * last because it precaches the shell the prerender writes), then records how.
 */
export function buildWeb({ outDir = defaultOutDir, stdio = 'inherit' } = {}) {
  const hash = sourceHash();
  const ssrDir = ssrDirFor(outDir);
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = (args) =>
    spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', BUILD_MODE, ...args],
      { cwd: root, stdio, env },
    );
  const tsx = (script, ...args) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
      cwd: root,
      stdio,
      env,
    });
  const steps = [
    () => vite(['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']),
    () => vite(['--ssr', 'entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn']),
    () => tsx('scripts/lib/prerender.ts', outDir, ssrDir),
    () => tsx('scripts/lib/service-worker.ts', outDir),
  ];
  try {
    for (const step of steps) {
      const result = step();
      if (result.status !== 0) return result.status ?? 1;
    }
    // The build manifest served the prerender and the worker's precache list; it is not served.
    rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
  writeFileSync(
    infoFile(outDir),
    JSON.stringify({ mode: BUILD_MODE, sourceHash: hash, builtAt: new Date().toISOString() }, null, 2),
  );
  return 0;
}

/**
 * The JS files an HTML file of the build names: scripts and modulepreload links, and on a prerendered page
 * the entry and preloads its loader adds after the first paint (the `#page-modules` list).
 */
function scriptsOf(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const list = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html);
  if (!list) return linked;
  const { entry, preload } = JSON.parse(list[1]);
  return [...linked, ...[entry, ...preload].map((f) => f.replace(/^\//, ''))];
}

/** The HTML a first visit to `route` gets: its prerendered page, else the app's shell. */
export function htmlFileFor(route, outDir = defaultOutDir) {
  let pages = {};
  try {
    pages = JSON.parse(readFileSync(path.join(outDir, 'prerendered.json'), 'utf8')).pages;
  } catch {
    /* a build without prerendered pages */
  }
  if (pages[route]) return pages[route];
  return existsSync(path.join(outDir, 'app.html')) ? 'app.html' : 'index.html';
}

const kbOf = (outDir, files, compress) =>
  +(files.reduce((sum, f) => sum + compress(readFileSync(path.join(outDir, f))).length, 0) / 1024).toFixed(1);
const gzip = (b) => gzipSync(b, { level: 9 });
const brotli = (b) => brotliCompressSync(b);

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
 * The JS a first visit to each route downloads: its HTML's scripts and preloads, the route's page chunk
 * and everything they import statically. `routes` maps a path to the file-name prefix of its page chunk.
 */
export function routeWeights(routes, outDir = defaultOutDir) {
  const assets = readdirSync(path.join(outDir, 'assets'));
  return Object.entries(routes).map(([route, prefix]) => {
    const page = assets
      .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const files = staticClosure(outDir, [...scriptsOf(outDir, htmlFileFor(route, outDir)), ...page]);
    return {
      route,
      files: files.length,
      gzipKb: kbOf(outDir, files, gzip),
      brotliKb: kbOf(outDir, files, brotli),
    };
  });
}

/** The JS a visitor to the landing page downloads, and the size of the main chunk. */
export function landingWeight(outDir = defaultOutDir) {
  const [weight] = routeWeights({ '/': 'landing-page' }, outDir);
  const initial = scriptsOf(outDir, htmlFileFor('/', outDir));
  const mainChunk = initial.find((f) => /assets\/index-[^/]+\.js$/.test(f));
  return {
    mainChunkBytes: mainChunk ? readFileSync(path.join(outDir, mainChunk)).length : 0,
    gzipKb: weight.gzipKb,
    brotliKb: weight.brotliKb,
  };
}
