import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every date the web app asks for is a DateField: the browser's own field reads mm/dd/yyyy in an English browser. */
describe('the web app', () => {
  it('has no browser date input left', () => {
    const root = path.resolve(import.meta.dirname, '../src/web');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          if (/type=["']date["']|type:\s*["']date["']/.test(readFileSync(file, 'utf8')))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
