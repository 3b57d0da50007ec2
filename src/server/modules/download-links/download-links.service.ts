import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { allowedRoles, type RouteAccessEntry } from '../../platform/access';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { serverMessages } from '../../../shared/texts';
import { downloadLinksRepository as repo } from './download-links.repository';

/** How long a link opens its file: the browser opens it at once. */
export const DOWNLOAD_LINK_SECONDS = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A path and query as one string whatever the order or encoding of its query, without the link itself. */
export function canonicalPath(url: string): {
  pathname: string;
  path: string;
  query: Record<string, string>;
} {
  const parsed = new URL(url, 'http://link.invalid');
  const params = [...parsed.searchParams]
    .filter(([key]) => key !== 'link')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return {
    pathname: parsed.pathname,
    path: query ? `${parsed.pathname}?${query}` : parsed.pathname,
    query: Object.fromEntries(params),
  };
}

/**
 * One-time links to an export: the browser saves a year of CSV straight to disk by opening the link, where a
 * fetch with the session header would hold the whole file in the page first. A link opens one path and query,
 * once, within a minute, as the account that asked, while its sessions stand.
 */
export function createDownloadLinksService(deps: {
  db: Db;
  clock: Clock;
  /** A GET route whose file may be opened by link: its access and query schema; undefined for any other path. */
  downloadable: (pathname: string) => Pick<RouteAccessEntry, 'access' | 'querySchema'> | undefined;
}) {
  return {
    async create(actor: AuthUser, requested: string): Promise<{ url: string; expiresAt: string }> {
      const { pathname, path, query } = canonicalPath(requested);
      const route = deps.downloadable(pathname);
      if (!route) throw notFound(serverMessages.notFound);
      const roles = allowedRoles(route.access);
      if (roles && !roles.includes(actor.role)) throw forbidden(serverMessages.forbidden);
      // Refused now, in the page, rather than as an error saved to disk as the file.
      const checked = route.querySchema?.safeParse(query);
      if (checked && !checked.success) {
        const details = (checked.error?.issues ?? []).map((i) => ({
          field: i.path.join('.') || 'query',
          message: i.message,
        }));
        throw new AppError(
          'VALIDATION_ERROR',
          400,
          details[0]?.message ?? serverMessages.validationFailed,
          details,
        );
      }
      const now = deps.clock.now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000);
      await repo.deleteExpired(deps.db, new Date(now.getTime() - 24 * 60 * 60_000));
      const made = await repo.insert(deps.db, {
        tokenHash: hashOf(token),
        userId: actor.id,
        path,
        expiresAt,
      });
      if (!made) throw notFound(serverMessages.notFound);
      return {
        url: `${path}${path.includes('?') ? '&' : '?'}link=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}

/**
 * The link's account, and the link used up, once across processes (one UPDATE decides); null when unknown,
 * used, expired or for another path. The sign-in step of platform/auth.ts calls it.
 */
export function consumeDownloadLink(deps: { db: Db; clock: Clock }, token: string, url: string) {
  if (token.length > 100) return Promise.resolve(null);
  return repo.consume(deps.db, hashOf(token), canonicalPath(url).path, deps.clock.now());
}

export type DownloadLinksService = ReturnType<typeof createDownloadLinksService>;
