/**
 * The CSP has no 'unsafe-eval'. Zod's compiled fast path probes `new Function` when an object schema is
 * built, and the browser reports the blocked probe as a CSP violation (a console issue, and Lighthouse's
 * best-practices score) even though zod catches it. Jitless mode skips the probe.
 *
 * Zod keeps its global config on globalThis.__zod_globalConfig and adopts an existing one, so this sets
 * it without importing zod into the landing bundle (z.config would pull zod's core in). main.tsx imports
 * this module first, so it runs before any schema is built; zod-config.test.ts checks zod adopts it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
