import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../docs/decisions');

describe('docs/decisions', () => {
  it('numbers each record uniquely (NNN-title.md)', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.md'));
    expect(files.filter((f) => !/^\d{3}-[a-z0-9-]+\.md$/.test(f))).toEqual([]);
    const numbers = files.map((f) => f.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
