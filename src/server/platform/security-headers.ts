import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { pageLoaderScript } from '../../shared/page-loader';

/** The one inline script a page may run: the prerendered pages' loader (src/shared/page-loader.ts). */
export const pageLoaderHash = `'sha256-${createHash('sha256').update(pageLoaderScript).digest('base64')}'`;

/**
 * The policy: Razorpay's checkout is the only third party a page loads scripts from, frames or calls; the
 * map tiles' server (MAP_TILE_URL) joins img-src only. Inline scripts: the page loader alone, by its hash.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", pageLoaderHash, 'https://checkout.razorpay.com'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
      // blob: job photos, fetched with the bearer token and shown from object URLs.
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * helmet's headers for these options, computed once. They depend on nothing in the request, while
 * @fastify/helmet rebuilt the middleware and re-serialised the CSP on every request (a tenth of the
 * busy time of GET /api/services in a CPU profile).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

/** The policy with more image hosts (the map's tile server). */
export function withImageSources(sources: string[]): HelmetOptions {
  if (!sources.length) return helmetOptions;
  const csp = helmetOptions.contentSecurityPolicy as { directives: Record<string, unknown> };
  const imgSrc = csp.directives.imgSrc as string[];
  return {
    ...helmetOptions,
    contentSecurityPolicy: { directives: { ...csp.directives, imgSrc: [...imgSrc, ...sources] } },
  };
}

/** The origin a tile URL template loads from; its `{s}` subdomain becomes a wildcard. */
export const tileOrigin = (template: string) =>
  (/^https?:\/\/[^/]+/.exec(template)?.[0] ?? '').replace('{s}', '*');

/**
 * The headers that govern a document (what it may load, frame or open) and mean nothing on a script or a
 * stylesheet it loads: the build's hashed files under /assets go without them (src/server/app/web.ts). Kept
 * there: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a module's own imports follow it) and HSTS.
 * Over HTTP/1.1 they were ~0.8 KB of every script's ~1.2 KB of headers, and a first visit fetches ten.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Every response, API or page, 404 or error, carries the same security headers (one hook, no work per
 * request); only the build's hashed files drop the document-only ones (DOCUMENT_ONLY_HEADERS).
 */
export const registerSecurityHeaders = fp(
  async (app: FastifyInstance, opts: { imgSources?: string[] }) => {
    const headers = securityHeaders(withImageSources(opts.imgSources ?? []));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'chamak-security-headers' },
);
