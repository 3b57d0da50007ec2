import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The origin the build writes into canonical links, JSON-LD, Open Graph, sitemap.xml and robots.txt
 * (src/web/prerender/site.ts: SITE_ORIGIN). The server puts PUBLIC_URL's origin in its place, so a company
 * serving from its own domain never sends search engines to another one (issue 37).
 */
export const BUILD_SITE_ORIGIN = 'https://chamak.in';

/** Files whose text names the site's origin: every HTML page, the sitemap and robots.txt. */
export const namesSiteOrigin = (file: string) => /\.html$|^\/?sitemap\.xml$|^\/?robots\.txt$/.test(file);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

interface Rewritten {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

export interface SiteOrigin {
  origin: string;
  /** Sends a built file (relative to the web root) with PUBLIC_URL's origin in place of the build's. */
  send(request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply;
}

/** PUBLIC_URL's origin without a trailing slash; null when it is the build's own (nothing to rewrite). */
export function publicOrigin(publicUrl: string): string | null {
  let origin: string;
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    return null;
  }
  return origin === BUILD_SITE_ORIGIN ? null : origin;
}

/**
 * The built files that name the site's origin, served with PUBLIC_URL's origin instead; each read, rewritten
 * and compressed once. Null when PUBLIC_URL is the build's origin: the precompressed files then go as built.
 */
export function createSiteOrigin(webRoot: string, publicUrl: string): SiteOrigin | null {
  const origin = publicOrigin(publicUrl);
  if (!origin) return null;
  const cache = new Map<string, Rewritten>();
  const rewritten = (file: string): Rewritten => {
    let hit = cache.get(file);
    if (!hit) {
      const text = readFileSync(path.join(webRoot, file), 'utf8').replaceAll(BUILD_SITE_ORIGIN, origin);
      hit = { text, br: brotliCompressSync(text), gzip: gzipSync(text) };
      cache.set(file, hit);
    }
    return hit;
  };
  return {
    origin,
    send(request, reply, file) {
      const body = rewritten(file);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .type(types[path.extname(file)] ?? 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.text);
    },
  };
}
