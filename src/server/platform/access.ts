import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/api';
import { type Action, isAction, rolesFor } from '../../shared/domain/permissions';
import { serverMessages } from '../../shared/texts';
import { forbidden } from './errors';

/**
 * Who may call a route, declared once on the route (`config: { access }`) and enforced in `onRequest`,
 * before the body is parsed or validated, so a guest or a wrong role never learns a schema's fields.
 * - 'public': anyone.
 * - 'authenticated': any signed-in account, acting on itself (profile, logout).
 * - 'owner': any signed-in account; the service answers 404 for a resource that is not theirs.
 * - a role or a list of roles: only those (403 for others).
 * - an action of the staff's permission table (src/shared/domain/permissions.ts): the staff roles the table
 *   gives it (403 for others). A list may mix roles and actions (`['client', 'bookings.read']`).
 */
export type Access = 'public' | 'authenticated' | 'owner' | Role | Action | readonly (Role | Action)[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A GET whose file may also be opened once through a download link (modules/download-links). */
    downloadLink?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order: the role-matrix test reads it. */
    routeAccess: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
  /** The route validates a body: a refused caller must be refused before it is read. */
  hasBody: boolean;
  /** The route validates a query string (a caller without one may get 400). */
  hasQuery: boolean;
  /** Path parameters, e.g. ['id']. */
  params: string[];
  /** The route's file may be opened through a one-time download link. */
  downloadLink: boolean;
  /** A download link route's query schema: a link is made only for a query the route accepts. */
  querySchema?: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  };
}

/** The roles an access admits once signed in; null = any role. */
export function allowedRoles(access: Access): readonly Role[] | null {
  if (access === 'public' || access === 'authenticated' || access === 'owner') return null;
  const entries: readonly (Role | Action)[] = typeof access === 'string' ? [access] : access;
  return [...new Set(entries.flatMap((e): readonly Role[] => (isAction(e) ? rolesFor(e) : [e as Role])))];
}

/** Routes that need no declaration: the API docs (a plugin's routes) and everything outside /api (static files). */
const undeclaredAllowed = (url: string) => !url.startsWith('/api') || url.startsWith('/api/docs');

async function accessPlugin(
  app: FastifyInstance,
  opts: { fallback?: (method: string, url: string) => Access | undefined },
) {
  const registry: RouteAccessEntry[] = [];
  app.decorate('routeAccess', registry);

  const guards = new Map<string, onRequestAsyncHookHandler>();
  function guardFor(access: Access): onRequestAsyncHookHandler {
    const key = JSON.stringify(access);
    let guard = guards.get(key);
    if (!guard) {
      const roles = allowedRoles(access);
      guard = async function (request, reply) {
        await app.authenticate.call(app, request, reply);
        if (roles && !roles.includes(request.auth!.role)) throw forbidden(serverMessages.forbidden);
      };
      guards.set(key, guard);
    }
    return guard;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (methods.every((m) => m === 'HEAD')) return; // fastify's automatic HEAD twin of a GET
    const access = route.config?.access ?? opts.fallback?.(methods[0], route.url);
    if (!access) {
      if (undeclaredAllowed(route.url)) return;
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config: { access: 'public' | 'authenticated' | 'owner' | a role | an action of src/shared/domain/permissions.ts }`,
      );
    }
    if (access !== 'public') {
      const existing = route.onRequest
        ? ([] as onRequestAsyncHookHandler[]).concat(route.onRequest as never)
        : [];
      route.onRequest = [guardFor(access), ...existing];
    }
    for (const method of methods) {
      registry.push({
        method,
        url: route.url,
        access,
        hasBody: !!route.schema?.body,
        hasQuery: !!route.schema?.querystring,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
        downloadLink: !!route.config?.downloadLink,
        ...(route.config?.downloadLink
          ? { querySchema: route.schema?.querystring as RouteAccessEntry['querySchema'] }
          : {}),
      });
    }
  });
}

/** Registered on the root before any route, so every route of every plugin passes through it. */
export const registerAccess = fp(accessPlugin, { name: 'chamak-access', dependencies: ['chamak-auth'] });
