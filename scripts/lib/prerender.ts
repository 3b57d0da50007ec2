/**
 * Writes the public pages as HTML, after `vite build` and `vite build --ssr`:
 *   node --import tsx scripts/lib/prerender.ts <outDir> <ssrDir>
 * Each page is the built index.html with the page rendered into #root, its own head (title,
 * description, canonical, Open Graph, JSON-LD), links to its chunks and styles, and the data it was
 * rendered from. The data is the API's answer on a freshly seeded server (catalogue and settings),
 * computed here without a database; the browser asks the API again after hydrating.
 * index.html becomes the landing page; app.html keeps the empty shell for every other route, and
 * prerendered.json tells the server which file answers which path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageModuleTags } from '../../src/shared/page-loader';
import type { PrerenderData } from '../../src/web/app/prerender-data';
import type * as EntryServer from '../../src/web/entry-server';
import { loadConfig } from '../../src/server/config';
import { seedCatalogueSnapshot } from '../../src/server/modules/catalogue/catalogue-snapshot';
import { publicSettings } from '../../src/server/modules/settings/settings.routes';

type ManifestChunk = { file: string; src?: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export const SHELL_FILE = 'app.html';
export const PAGES_FILE = 'prerendered.json';

/** The chunk of `key` and every chunk it imports statically, with their styles. */
function closure(manifest: Manifest, key: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js, css };
}

/**
 * A stylesheet as a <style> element: a prerendered page paints from its HTML alone, with no
 * render-blocking request (~8 KB gzip of CSS, cheaper than a round trip on a phone network).
 */
function inlineStyle(outDir: string, file: string) {
  const css = readFileSync(path.join(outDir, file), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
  return `<style>${css}</style>`;
}

const withInlineStyles = (outDir: string, html: string) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file: string) =>
    inlineStyle(outDir, file),
  );

/**
 * The shell without its entry script and modulepreloads, and what they named: a prerendered page loads
 * them after its first paint (src/shared/page-loader.ts).
 */
function withoutScripts(html: string) {
  let entry = '';
  const preload: string[] = [];
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  if (!entry || /<script type="module"|rel="modulepreload"/.test(rest)) {
    throw new Error('index.html: not one module script and its modulepreloads, as vite writes them');
  }
  return { html: rest, entry, preload };
}

function compress(file: string) {
  const source = readFileSync(file);
  if (source.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** The catalogue and settings a fresh server answers with (demo accounts are never in a public page). */
function buildTimeData(): PrerenderData {
  const settings = publicSettings(loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' }));
  return { services: seedCatalogueSnapshot(), settings };
}

export async function prerender(outDir: string, ssrDir: string) {
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as typeof EntryServer;
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entryChunks = closure(manifest, 'index.html');
  // The entry imports the app after the first paint. The shell preloads it; a prerendered page's loader adds
  // the same preloads (and the entry) once the page has painted, so nothing is fetched before that.
  const app = closure(manifest, 'app/start.tsx');
  if (!app.js.size) throw new Error('app/start.tsx is not in the build manifest');
  const appPreloads = [...app.js]
    .filter((f) => !entryChunks.js.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  // English `common` is a chunk of its own (a Hindi page does not load it); the app's shell, English
  // until a stored choice says otherwise, preloads it with the app.
  const englishCommon = [...closure(manifest, 'i18n/locales/en/common.ts').js].map(
    (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
  );
  if (!englishCommon.length) throw new Error('i18n/locales/en/common.ts is not in the build manifest');
  const main = {
    js: new Set([...entryChunks.js, ...app.js]),
    css: new Set([...entryChunks.css, ...app.css]),
  };
  const data = buildTimeData();

  writeFileSync(
    path.join(outDir, SHELL_FILE),
    shell.replace('</head>', () => `  ${[...appPreloads, ...englishCommon].join('\n    ')}\n  </head>`),
  );
  compress(path.join(outDir, SHELL_FILE));

  const scriptless = withoutScripts(withInlineStyles(outDir, shell));
  const pages: Record<string, string> = {};
  for (const page of entry.prerenderPages) {
    const rendered = await entry.renderPage(page.path, data, { appPage: page.appPage });
    // React puts the preloads of the page's images first in its markup; they belong in the head.
    const [, preloads = '', body] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(rendered.body) ?? [];
    const imagePreloads = preloads.split(/(?<=\/>)/).filter(Boolean);
    const own = closure(manifest, page.module);
    // A page preloads its catalogues in its language (i18n/locales/<lang>/<ns>.ts); in English, those that
    // are chunks of their own (`common` and the public pages'; the rest are in their code).
    const lang = rendered.lang.split('-')[0];
    for (const ns of ['common', 'data', ...page.namespaces]) {
      const catalogue = closure(manifest, `i18n/locales/${lang}/${ns}.ts`);
      if (!catalogue.js.size && lang !== 'en') {
        throw new Error(`${page.path}: no ${lang} catalogue '${ns}' in the build`);
      }
      catalogue.js.forEach((f) => own.js.add(f));
    }
    const styles = [...own.css].filter((f) => !main.css.has(f)).map((f) => inlineStyle(outDir, f));
    // Every module the page needs, preloaded together once it has painted (no request before that).
    const modules = [
      ...scriptless.preload,
      ...[...app.js].filter((f) => !entryChunks.js.has(f)).map((f) => `/${f}`),
      ...[...own.js].filter((f) => !main.js.has(f)).map((f) => `/${f}`),
    ];
    if (!own.js.size) throw new Error(`${page.path}: ${page.module} is not in the build manifest`);
    // An app page (sign-in, sign-up) keeps the shell's title and description.
    const shellHead = page.appPage
      ? scriptless.html
      : scriptless.html
          .replace(/\s*<title>[^<]*<\/title>/, '')
          .replace(/\s*<meta\s+name="description"[^>]*>/, '');
    const html = shellHead
      .replace(/<html lang="[^"]*">/, () => `<html lang="${rendered.lang}">`)
      // Replacer functions: the page's text may contain '$&' and the like.
      .replace(
        '</head>',
        () => `  ${[rendered.head, ...styles, ...imagePreloads].filter(Boolean).join('\n    ')}\n  </head>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body}</div>\n    ${rendered.data}\n    ${pageModuleTags(scriptless.entry, modules)}`,
      );
    // '/hi/' is the folder hi/; the server looks pages up without a trailing slash (web-pages.ts).
    const key = page.path.length > 1 ? page.path.replace(/\/$/, '') : page.path;
    const file = key === '/' ? 'index.html' : `${key.slice(1)}/index.html`;
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
    compress(path.join(outDir, file));
    pages[key] = file;
  }
  writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify({ pages }, null, 2)}\n`);
  writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    entry.sitemap(entry.publicPrerenderPages.map((p) => p.path)),
  );
  compress(path.join(outDir, 'sitemap.xml'));
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir, ssrDir] = process.argv.slice(2);
  prerender(path.resolve(outDir), path.resolve(ssrDir)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
