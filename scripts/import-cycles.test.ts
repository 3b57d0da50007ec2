import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No circle of imports between server modules (src/server/modules/<m>/) or between web features
 * (src/web/features/<f>/): each may lean on others, never on one that leans back on it. Test files are
 * left out (a test may arrange its world with another module's test helpers).
 */
const root = path.resolve(import.meta.dirname, '..');

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

/** unit -> the other units its (non-test) files import, for the folders under `area`. */
export function unitGraph(area: string): Map<string, Set<string>> {
  const base = path.join(root, area);
  const unitOf = (file: string) => {
    const rel = path.relative(base, file);
    return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0];
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

  it.each(['src/server/modules', 'src/web/features'])('has no circle between the units of %s', (area) => {
    const graph = unitGraph(area);
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((group) => edgesOf(graph, group))).toEqual([]);
  });
});
