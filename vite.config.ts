import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const defaultOutDir = path.resolve(import.meta.dirname, 'dist/web');

/**
 * The landing page's JS in few files (issue 10: ≤ 110 KB gzip): one chunk for the framework and the
 * part of the app's lib every page runs (the API client, session, paths, the shared store), one for the
 * small pieces the public pages share. The rest of lib (form helpers) goes with the pages that use it. Left to itself the bundler cut
 * them into a dozen small chunks, each compressed on its own (~3 KB gzip more in all). TanStack Query
 * is not in the framework: only the booking, account and console pages load it.
 */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]web[\\/]lib[\\/](api-client|auth-store|paths|resource|storage)\./,
    priority: 10,
  },
  {
    name: 'public-pages',
    test: /src[\\/]web[\\/](components[\\/](ui[\\/](line-icons|button|cn)\.|price[\\/]price-(labels|tag)\.|(service-cards|service-icon|brand-button|booking-intent)[\\/])|components[\\/]page-head[\\/]use-page-title\.|i18n[\\/](use-language|rich-text)\.)|src[\\/]shared[\\/]money\./,
    priority: 5,
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
        if (source.length < 1024) continue;
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
