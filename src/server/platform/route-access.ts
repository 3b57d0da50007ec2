/**
 * Who may call a route, declared on it as `config: { access }` so the route table itself says it.
 * The onRequest role hooks enforce it today.
 * Merge note: the admin branch declares the same field; keep one declaration.
 */
export type RouteAccess = 'admin' | 'cleaner' | 'client' | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
