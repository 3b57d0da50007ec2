import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The seams of docs/architecture.md as the project's own ESLint config enforces them (eslint-rules/boundaries.js
 * and no-restricted-imports): each small fixture is linted as if it lived at its path, and must break
 * exactly the rule named, or none.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint loads the config and its plugins (seconds on a busy machine): once, before the cases.
beforeAll(() => eslint.lintText('', { filePath: 'src/shared/warm-up.ts' }));

const use = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('server: a module uses another only through its service or dto', () => {
  const file = 'src/server/modules/alpha/alpha.service.ts';

  it.each([
    '../beta/beta.repository',
    '../beta/beta.routes',
    '../beta/internal/helper',
    '../beta/beta.emails',
  ])('flags %s', async (spec) => {
    expect(await broken(file, use(spec))).toEqual(['boundaries/module-seams']);
  });

  it('flags a re-export and a dynamic import of another module internals', async () => {
    expect(await broken(file, "export { x } from '../beta/beta.repository';\n")).toEqual([
      'boundaries/module-seams',
    ]);
    expect(await broken(file, "export const y = () => import('../beta/beta.routes');\n")).toEqual([
      'boundaries/module-seams',
    ]);
  });

  it.each([
    '../beta/beta.service',
    '../beta/crew.service',
    '../beta/beta.dto',
    './alpha.repository',
    '../../platform/clock',
  ])('allows %s', async (spec) => {
    expect(await broken(file, use(spec))).toEqual([]);
  });

  it("lets tests use another module's test helpers, and nothing else does", async () => {
    const helper = '../beta/beta.test-support';
    expect(await broken('src/server/modules/alpha/alpha.routes.test.ts', use(helper))).toEqual([]);
    expect(await broken(file, use(helper))).toEqual(['boundaries/module-seams']);
  });
});

describe('server: drizzle and the db schema only in repositories and db/', () => {
  const drizzle = "import { eq } from 'drizzle-orm';\nexport const y = eq;\n";

  it.each([
    ['src/server/modules/alpha/alpha.service.ts', drizzle],
    ['src/server/modules/alpha/alpha.routes.ts', use('drizzle-orm/pg-core')],
    ['src/server/modules/alpha/alpha.service.ts', use('../../db/schema/index')],
    ['src/server/platform/mail/outbox.ts', use('../../db/schema/outbox')],
  ])('flags %s', async (file, code) => {
    expect(await broken(file, code)).toEqual(['boundaries/drizzle-in-repositories']);
  });

  it.each([
    ['src/server/modules/alpha/alpha.repository.ts', drizzle],
    ['src/server/modules/alpha/alpha.repository.ts', use('../../db/schema/index')],
    ['src/server/platform/jobs.repository.ts', drizzle],
    ['src/server/db/seed/seed.ts', use('../schema/index')],
    ['src/server/modules/alpha/alpha.routes.test.ts', drizzle],
    [
      'src/server/modules/alpha/alpha.service.ts',
      "import type { Db } from '../../db/client';\nexport type Y = Db;\n",
    ],
  ])('allows %s', async (file, code) => {
    expect(await broken(file, code)).toEqual([]);
  });
});

describe('web: a feature uses another only through its api/ folder', () => {
  const file = 'src/web/features/alpha/components/panel.tsx';

  it.each([
    '../../beta/components/widget',
    '../../beta/hooks/use-beta',
    '../../beta/i18n',
    '../../beta/beta-model',
  ])('flags %s', async (spec) => {
    expect(await broken(file, use(spec))).toEqual(['boundaries/feature-seams']);
  });

  it.each([
    '../../beta/api/get-beta',
    '../../beta',
    '../../beta/index',
    '../hooks/use-alpha',
    '../../../components/stars/stars',
    '../../../lib/paths',
  ])('allows %s', async (spec) => {
    expect(await broken(file, use(spec))).toEqual([]);
  });

  it('keeps shared components free of features but their api/', async () => {
    const shared = 'src/web/components/stars/stars.tsx';
    expect(await broken(shared, use('../../features/beta/components/widget'))).toEqual([
      'boundaries/feature-seams',
    ]);
    expect(await broken(shared, use('../../features/beta/api/get-beta'))).toEqual([]);
  });
});

describe('web: nothing below app/ imports it (the router imports the pages)', () => {
  it.each([
    ['src/web/features/alpha/pages/alpha-page.tsx', '../../../app/use-page-title'],
    ['src/web/features/alpha/pages/alpha-page.tsx', '../../../app/layouts/console-app-bar'],
    ['src/web/components/stars/stars.tsx', '../../app/router'],
    ['src/web/lib/paths.ts', '../app/query-client'],
    ['src/web/i18n/i18n.ts', '../app'],
  ])('flags %s importing %s', async (file, spec) => {
    expect(await broken(file, use(spec))).toEqual(['boundaries/web-layers']);
  });

  it.each([
    ['src/web/features/alpha/pages/alpha-page.tsx', '../../../components/page-head/use-page-title'],
    ['src/web/app/router.tsx', '../features/alpha/pages/alpha-page'],
    ['src/web/app/layouts/site-header.tsx', '../../components/session/log-out'],
  ])('allows %s importing %s', async (file, spec) => {
    expect(await broken(file, use(spec))).toEqual([]);
  });
});

describe('the rooms still never meet', () => {
  it.each([
    ['src/web/features/alpha/components/panel.tsx', use('../../../../server/app')],
    ['src/server/modules/alpha/alpha.service.ts', use('../../../web/lib/paths')],
    ['src/shared/alpha.ts', use('../server/config')],
    ['src/server/platform/clock.ts', use('../modules/alpha/alpha.service')],
  ])('flags %s', async (file, code) => {
    expect(await broken(file, code)).toEqual(['no-restricted-imports']);
  });
});

describe('every regex in src is linear (eslint-plugin-regexp)', () => {
  const file = 'src/shared/alpha.ts';
  const pattern = (re: string) => `export const p = ${re};\n`;

  it.each([
    // The old email pattern: '.' fits both [^\s@]+ around '\.', so "a@" + "." × n + "@" is quadratic.
    ['/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/', 'regexp/no-super-linear-backtracking'],
    ['/^(a+)+$/', 'regexp/no-super-linear-backtracking'],
    // Unanchored: tried from every position of a long run of '@' or '/'.
    ['/@([^>\\s]+)>?\\s*$/', 'regexp/no-super-linear-move'],
    ['/\\/+$/', 'regexp/no-super-linear-move'],
  ])('flags %s', async (re, rule) => {
    expect(await broken(file, pattern(re))).toContain(rule);
  });

  it.each(['/^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$/', '/^\\d{10}$/', '/(?<!\\d)(\\d+) (hrs?|mins)\\b/g'])(
    'allows %s',
    async (re) => {
      expect(await broken(file, pattern(re))).toEqual([]);
    },
  );

  it('checks the web and the server too', async () => {
    expect(await broken('src/web/lib/alpha.ts', pattern('/\\/+$/'))).toEqual(['regexp/no-super-linear-move']);
    expect(await broken('src/server/platform/alpha.ts', pattern('/\\/+$/'))).toEqual([
      'regexp/no-super-linear-move',
    ]);
  });
});
