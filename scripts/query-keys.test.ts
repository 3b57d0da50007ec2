import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Query keys come from one factory per feature (`adminKeys.booking(id)`, `cleanerKeys.jobs()`, in a
 * `*-keys.ts` file beside the feature's fetchers; the customer's bookings in `lib/booking-keys.ts`), never
 * from an array written where it is used. Invalidation works by prefix: a key written by hand that drifts
 * from the one a query uses by one word invalidates nothing, and nothing says so (issue 39 part 3).
 * Everywhere in src/web, tests included, outside the `*-keys.ts` files, this fails on:
 * - `queryKey: [...]` (a query's options or an invalidation's filter),
 * - a query client's method given an array (`setQueryData(['x'], …)`),
 * - a `…Key`/`…Keys` constant or function that is an array (a key defined outside its factory),
 * - an array of arrays given to `useAdminAction` (the keys an admin action also makes stale).
 */
const webRoot = path.resolve(import.meta.dirname, '../src/web');

const CLIENT_METHODS = new Set([
  'invalidateQueries',
  'refetchQueries',
  'resetQueries',
  'removeQueries',
  'cancelQueries',
  'setQueryData',
  'getQueryData',
  'getQueryState',
  'setQueriesData',
  'getQueriesData',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'isFetching',
]);

const unwrap = (node: ts.Node): ts.Node =>
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isParenthesizedExpression(node) ||
  ts.isTypeAssertionExpression(node)
    ? unwrap(node.expression)
    : node;

const isArray = (node: ts.Node | undefined) => !!node && ts.isArrayLiteralExpression(unwrap(node));

/** Where a source file writes a query key as an array literal: `line: text` for each. */
export function literalKeys(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'queryKey' && isArray(node.initializer))
      found.push(node);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (CLIENT_METHODS.has(name) && isArray(node.arguments[0])) found.push(node);
      if (
        name === 'useAdminAction' &&
        node.arguments.some((a) => {
          const arg = unwrap(a);
          return ts.isArrayLiteralExpression(arg) && arg.elements.some(isArray);
        })
      )
        found.push(node);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /[a-z]Keys?$/.test(node.name.text) &&
      node.initializer
    ) {
      const value = unwrap(node.initializer);
      if (isArray(value) || (ts.isArrowFunction(value) && isArray(value.body))) found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.map((node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${fileName}:${line + 1}: ${node.getText(file).split('\n')[0]}`;
  });
}

const sources = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/-keys\.ts$/.test(f),
);
const keyFiles = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /-keys\.ts$/.test(f),
);

describe('query keys from their factories', () => {
  it('finds the factories and the queries it checks', () => {
    expect(keyFiles.length).toBeGreaterThanOrEqual(8);
    const uses = sources.filter((f) => readFileSync(path.join(webRoot, f), 'utf8').includes('queryKey'));
    expect(uses.length).toBeGreaterThan(40);
  });

  it('catches each form of a literal key', () => {
    const sample = [
      "useQuery({ queryKey: ['admin', 'summary'], queryFn });",
      "qc.invalidateQueries({ queryKey: ['cleaner', 'jobs'] as const });",
      'useQuery({ queryKey: [...myJobsKey, from, to], queryFn });',
      "client.setQueryData(['profile'], data);",
      "export const creditsKey = ['credits'] as const;",
      "export const tipsKey = (id: string) => ['tips', id] as const;",
      "useAdminAction(run, toast, [['service-area']]);",
      // Not keys: a key from a factory, a storage key, a list of step names.
      'useQuery({ queryKey: adminKeys.summary(), queryFn });',
      'const consentKey = (jobId: string) => `chamak.liveLocation.${jobId}`;',
      "const STEP_KEYS = ['details', 'schedule'] as const;",
    ].join('\n');
    expect(literalKeys('sample.ts', sample).map((l) => l.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('writes no key as an array outside a *-keys.ts factory', () => {
    const literals = sources.flatMap((f) => literalKeys(f, readFileSync(path.join(webRoot, f), 'utf8')));
    expect(literals).toEqual([]);
  });
});
