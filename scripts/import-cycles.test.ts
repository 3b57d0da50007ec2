import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No circle of imports between server modules (src/server/modules/<m>/), between web features
 * (src/web/features/<f>/), or between the web's floors (app/, lib/, i18n/, each feature and each shared
 * component): each may lean on others, never on one that leans back on it (docs/architecture.md). An import
 * of a folder or its index.ts counts like any other. Test files are left out (a test may arrange its world
 * with another module's test helpers).
 */
const root = path.resolve(import.meta.dirname, '..');

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const isFolder = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * unit -> the other units its (non-test) files import, for the folders under `area`. A unit is a folder
 * right under `area`, or, for a folder named in `nested` (features, components), each folder inside it.
 * An import names a file ('../payment/api/x'), a folder ('../payment') or its index ('../payment/index'):
 * all three are an edge to the unit.
 */
export function unitGraph(area: string, nested: string[] = []): Map<string, Set<string>> {
  const base = path.join(root, area);
  const unitOf = (target: string) => {
    const rel = path.relative(base, target);
    if (rel.startsWith('..') || rel === '') return null;
    const parts = rel.split(path.sep);
    const depth = nested.includes(parts[0]) ? 2 : 1;
    // A file directly under area (or under a nested folder) is not a unit; a folder there is.
    if (parts.length === depth && !isFolder(target)) return null;
    return parts.length < depth ? null : parts.slice(0, depth).join('/');
  };
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(base)) {
    if (!/\.tsx?$/.test(file) || /\.test(-support)?\.tsx?$/.test(file)) continue;
    const from = unitOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.')) continue;
      const to = unitOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The circles of a graph: each strongly connected group of more than one unit, sorted (Tarjan). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Each edge inside a circle, for a message that says where to cut. */
const edgesOf = (graph: Map<string, Set<string>>, group: string[]) =>
  group.flatMap((a) => [...(graph.get(a) ?? [])].filter((b) => group.includes(b)).map((b) => `${a} -> ${b}`));

describe('import cycles', () => {
  it('finds a circle of two and of three, and none in a chain', () => {
    const g = (edges: [string, string][]) => {
      const m = new Map<string, Set<string>>();
      for (const [a, b] of edges) {
        m.set(a, (m.get(a) ?? new Set()).add(b));
        if (!m.has(b)) m.set(b, new Set());
      }
      return m;
    };
    expect(
      cycles(
        g([
          ['bookings', 'dispatch'],
          ['dispatch', 'bookings'],
        ]),
      ),
    ).toEqual([['bookings', 'dispatch']]);
    expect(
      cycles(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the real imports: bookings and dispatch both lean on schedule', () => {
    const server = unitGraph('src/server/modules');
    expect([...server.get('bookings')!]).toContain('schedule');
    expect([...server.get('dispatch')!]).toContain('schedule');
    expect([...server.get('dispatch')!]).not.toContain('bookings');
    expect([...server.get('bookings')!]).not.toContain('dispatch');
  });

  it('counts an import of a feature folder or its index.ts as an edge', () => {
    const web = unitGraph('src/web/features');
    // booking-card.tsx imports '../../payment' (the folder, through its index.ts).
    expect([...web.get('my-bookings')!]).toContain('payment');
    expect([...web.get('my-bookings')!]).toContain('after-visit');
  });

  it.each([
    ['src/server/modules', []],
    ['src/web/features', []],
    ['src/web', ['features', 'components']],
  ])('has no circle between the units of %s', (area, nested) => {
    const graph = unitGraph(area, nested);
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((group) => edgesOf(graph, group))).toEqual([]);
  });
});
