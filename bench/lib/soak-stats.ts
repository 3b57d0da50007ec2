import { readFileSync } from 'node:fs';

/** Latencies and statuses per route name, for the soak's closing table. */
export class RouteStats {
  private routes = new Map<string, { ms: number[]; statuses: Map<number, number> }>();

  add(route: string, ms: number, status: number) {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { ms: [], statuses: new Map() }));
    r.ms.push(ms);
    r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
  }

  print() {
    const at = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0;
    const lines = [...this.routes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, r]) => {
        const sorted = [...r.ms].sort((a, b) => a - b);
        const statuses = [...r.statuses.entries()].map(([s, n]) => `${n}×${s || 'no answer'}`).join(' ');
        return [route, String(sorted.length), at(sorted, 50).toFixed(1), at(sorted, 99).toFixed(1), statuses];
      });
    const header = ['route', 'requests', 'p50 ms', 'p99 ms', 'answers'];
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const row = (cells: string[]) =>
      '| ' +
      cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') +
      ' |';
    console.log(row(header));
    console.log(
      '|' +
        widths.map((w, i) => (i === 0 || i === 4 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') +
        '|',
    );
    for (const l of lines) console.log(row(l));
  }
}

/** A process's resident memory in bytes (Linux), 0 once it has gone. */
export function memoryOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}
