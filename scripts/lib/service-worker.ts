/**
 * Builds the service worker (/sw.js) with vite-plugin-pwa's injectManifest, after `vite build` and the
 * prerender: node --import tsx scripts/lib/service-worker.ts <outDir>
 * It runs last because its precache lists app.html, the shell the prerender writes (at `vite build`'s end
 * it does not exist yet). The plugin compiles src/web/features/cleaner-console/offline/worker/sw.ts and
 * injects the list of the files the cleaner app needs: its shell, the chunks and styles the jobs page loads
 * (read from the build manifest: the app's entry, and the cleaner app's chunks with everything they import,
 * statically or on demand), the language catalogues, the icons and the web manifest. No public page's
 * HTML, and no chunk only other pages load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolveConfig } from 'vite';
import { VitePWA, type VitePluginPWAAPI } from 'vite-plugin-pwa';

type ManifestChunk = {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '../../src/web');
const CLEANER_APP = 'features/cleaner-console/cleaner-console-entry.tsx';
/** What the precache may hold: the shell, the web manifest, the icons, and build files (narrowed below). */
export const PRECACHE_PATTERNS = [
  'app.html',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/*.png',
  'assets/*.{js,css}',
];

/** A route's page: the first files' on-demand imports that the cleaner app never loads. */
const PAGE = /(^|\/)pages\/|-page\.tsx$|-entry\.tsx$/;

/**
 * The build files the cleaner app loads: what every page loads first (index.html, app/start.tsx and their
 * static imports) with the parts they load on demand that are not other pages (the toaster, the
 * new-password dialog, the server-message texts…), every language catalogue (the app follows the
 * account's language), and the cleaner app's own chunks with all they import, statically or on demand.
 */
export function cleanerAppFiles(manifest: Manifest): Set<string> {
  for (const key of ['index.html', 'app/start.tsx', CLEANER_APP])
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const onDemandOfFirst: string[] = [];
  const visit = (key: string, onDemand: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((f) => files.add(f));
    chunk.assets?.forEach((f) => files.add(f));
    chunk.imports?.forEach((k) => visit(k, onDemand));
    if (onDemand) chunk.dynamicImports?.forEach((k) => visit(k, onDemand));
    else onDemandOfFirst.push(...(chunk.dynamicImports ?? []));
  };
  visit('index.html', false);
  visit('app/start.tsx', false);
  const catalogues = onDemandOfFirst.filter((k) => /^i18n\/locales\/[^/]+\/[^/]+\.ts$/.test(k));
  if (!catalogues.length) throw new Error('no language catalogue in the build manifest');
  for (const key of onDemandOfFirst) if (!PAGE.test(key)) visit(key, true);
  visit(CLEANER_APP, true);
  return files;
}

function compress(file: string) {
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

export async function buildServiceWorker(outDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const needed = cleanerAppFiles(manifest);
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'features/cleaner-console/offline/worker',
    filename: 'sw.ts',
    // The cleaner app registers the worker itself (offline/register-worker.ts); public pages get no script.
    injectRegister: false,
    // As quiet as the build's other steps.
    integration: { configureCustomSWViteBuild: (config) => void (config.logLevel = 'warn') },
    // public/manifest.webmanifest is served as it is; the plugin writes none.
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: PRECACHE_PATTERNS,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((e) => !e.url.startsWith('assets/') || needed.has(e.url)),
          warnings: [],
        }),
      ],
    },
  });
  const config = await resolveConfig(
    {
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: false },
      plugins,
    },
    'build',
    'production',
  );
  const pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa') as
    { api?: VitePluginPWAAPI } | undefined;
  if (!pwa?.api) throw new Error('vite-plugin-pwa is not in the worker build');
  await pwa.api.generateSW();
  compress(path.join(outDir, 'sw.js'));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildServiceWorker(path.resolve(process.argv[2])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
