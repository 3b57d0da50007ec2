import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerNotFoundHandler } from '../platform/error-handler';
import { DOCUMENT_ONLY_HEADERS } from '../platform/security-headers';
import { readWebPages } from '../platform/web-pages';
import { createSiteOrigin, namesSiteOrigin } from '../platform/site-origin';

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');

/** The built web app (when there is one) and the answers for everything no route matched. */
export async function registerWeb(
  app: FastifyInstance,
  rootOption: string | null | undefined,
  publicUrl: string,
) {
  const webRoot = rootOption === undefined ? defaultWebRoot : rootOption && path.resolve(rootOption);
  const web = webRoot ? readWebPages(webRoot) : null;
  // Pages, sitemap.xml and robots.txt name PUBLIC_URL's origin, not the build's (issue 37).
  const site = web && webRoot ? createSiteOrigin(webRoot, publicUrl) : null;
  if (web && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Files naming the site's origin go through the not-found handler, which rewrites them.
      ...(site ? { allowedPath: (pathName: string) => !namesSiteOrigin(pathName) } : {}),
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // File names under /assets carry a content hash: they never change, so browsers keep them.
      // The HTML names the current assets, and the service worker (/sw.js) lists them for the cleaner
      // app: both always revalidated, so a deploy reaches everyone.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          // A hashed script or stylesheet is never a document (an SVG could be: it keeps them all) and never
          // changes: its ETag answers a revalidation, no date or ranges needed.
          if (/\.(js|css)(\.br|\.gz)?$/.test(filePath))
            for (const name of [...DOCUMENT_ONLY_HEADERS, 'last-modified', 'accept-ranges'])
              reply.removeHeader(name);
        } else if (/(\.html|[\\/]sw\.js)(\.br|\.gz)?$/.test(filePath))
          reply.header('cache-control', 'no-cache');
      },
    });
  }
  registerNotFoundHandler(app, { web, site });
}
