import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const defaultOutDir = path.resolve(import.meta.dirname, 'dist/web');

/**
 * A first visit's JS in few files (issue 10: ≤ 110 KB; issue 34 part 6: as Lighthouse counts it, each file
 * also costs its response headers): one chunk for the framework and the part of the app's lib every page
 * runs (the API client, session, paths, the shared store), one for the rest every page runs (app-core: the
 * translator, toasts, the route guard), one for the small pieces the site's pages share (public-pages),
 * and one each for what sign-in and sign-up share (auth-pages) and the form parts they share with the
 * other forms (form-parts). The rest of lib (form helpers) goes with the pages that use it. Left to itself
 * the bundler cut them into a dozen small chunks, each compressed on its own (~3 KB gzip more in all) and
 * each a request. A group takes the modules its members import with them (rolldown's default), so a
 * module every page runs is named in app-core, ahead of (priority) the groups whose members import it.
 * TanStack Query is not in the framework: only the booking, account and console pages load it.
 */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]web[\\/]lib[\\/](api-client|auth-store|paths|resource|storage)\.|src[\\/]shared[\\/]domain[\\/]staff-roles\.|rolldown[\\/]runtime/,
    priority: 10,
  },
  {
    // What every page runs besides the framework: the translator and its texts' plumbing, the toasts, the
    // route guard, the booking intent that sign-in honours, the settings.
    name: 'app-core',
    test: /node_modules[\\/]i18next[\\/]|src[\\/]web[\\/](i18n[\\/](i18n|languages|preference|react|use-language|rich-text|message-text|api-error|account-language|server-text|storage-key)\.|i18n[\\/]locales[\\/]en[\\/](messages|data)\.|components[\\/]ui[\\/](button|cn|toast)\.|components[\\/]booking-intent[\\/]|features[\\/]auth[\\/]components[\\/]require-auth\.|features[\\/]settings[\\/]api[\\/]get-settings\.)/,
    priority: 6,
  },
  {
    // The parts the site's pages share (landing, services, catalogue, info): sign-in and sign-up load none.
    // No module that registers a namespace of texts: the landing page would then fetch those catalogues.
    name: 'public-pages',
    test: /src[\\/]web[\\/](components[\\/](ui[\\/](line-icons|spinner)\.|price[\\/]price-(labels|tag)\.|(service-cards|service-icon|brand-button)[\\/])|components[\\/]page-head[\\/])|src[\\/]shared[\\/]money\./,
    priority: 5,
  },
  {
    // The services' texts plumbing the service pages and the catalogue load together: one file, not two.
    name: 'service-texts',
    test: /src[\\/]web[\\/]i18n[\\/](feature-texts|services-namespace)\./,
    priority: 4,
  },
  {
    // The form parts sign-in, sign-up and the other forms share, kept out of the sign-in chunk below.
    name: 'form-parts',
    test: /src[\\/]web[\\/]components[\\/]ui[\\/](field|checkbox-field)\.|src[\\/]shared[\\/]texts\./,
    priority: 3,
  },
  {
    // The itemised privacy notice with its English texts: signup loads it once hydrated, in one file, not two.
    name: 'privacy-notice',
    test: /src[\\/]web[\\/](features[\\/]privacy-notice[\\/](index|components[\\/]privacy-notice)\.|i18n[\\/](namespaces[\\/]privacy-notice|locales[\\/]en[\\/]privacyNotice)\.)/,
    priority: 2,
  },
  {
    // What sign-in and sign-up share: one file, not nine (each request is ~0.5–1.2 KB of headers besides its code).
    name: 'auth-pages',
    test: /src[\\/]web[\\/](features[\\/]auth[\\/](api[\\/](auth-api|second-factor-api)|components[\\/](auth-card|password-field|mobile-sign-in|second-factor-step-lazy)|model[\\/](use-auth-form|lazy-resolver)|hooks[\\/](use-after-auth|use-hydrated))\.|i18n[\\/](namespaces|locales[\\/]en)[\\/]auth\.)/,
    priority: 1,
  },
];

/**
 * React Router's package exports only its development build, whose warnings (paths, basenames, future
 * flags) ship in every visitor's JS; its production build is the same code with them off (~0.5 KB gzip
 * less). Both names resolve to it, so the app and react-router-dom share one copy.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: path.resolve(import.meta.dirname, 'node_modules', replacement),
}));

/**
 * React Router names its components for React DevTools with top-level `X.displayName = "X"` statements.
 * Those are side effects, so the bundler keeps every component they name (Form, ScrollRestoration,
 * HistoryRouter and the data-router code they use) even when the app never uses it. The names are only
 * for DevTools, which the production bundle does not serve: dropping the statements lets the unused
 * components go.
 */
function dropRouterDisplayNames(): Plugin {
  const routerBuild = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  return {
    name: 'chamak-drop-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!routerBuild.test(id)) return null;
      return { code: code.replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, ''), map: null };
    },
  };
}

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends compressed files
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = defaultOutDir;
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'chamak-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const source = readFileSync(file);
        // Small chunks too: a 0.5–1 KB script (the bundler's runtime, a page's texts plumbing) is ~40% smaller
        // in brotli, and a first visit fetches several.
        if (source.length < 256) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production bundle: Vite honours an inherited NODE_ENV=development, which
  // would ship React's development build (issue 11). `npm run dev:web` is the way to develop.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: 'src/web',
    publicDir: 'public',
    // The prerender's server bundle (scripts/lib/web-build.mjs) is not served: nothing to compress.
    plugins: isSsrBuild ? [react()] : [react(), dropRouterDisplayNames(), precompress()],
    resolve: { alias: isSsrBuild ? [] : reactRouterProduction },
    build: {
      outDir: defaultOutDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: !isSsrBuild,
      // Which chunks and styles each page needs: the prerender links them from the page's HTML.
      manifest: !isSsrBuild,
      // Every browser the app supports preloads modules itself.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
