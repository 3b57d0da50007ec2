import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPromtool, runPromtool } from '../src/server/test/promtool';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const promtool = findPromtool();

/** ops/alerts.yml is valid and each alert fires on what it protects against (ops/alerts.test.yml). */
describe.runIf(promtool)('alert rules (promtool)', () => {
  it('pass promtool check rules', () => {
    const { status, output } = runPromtool(['check', 'rules', 'ops/alerts.yml'], { cwd: root });
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status, output).toBe(0);
  });

  it('pass their unit tests (promtool test rules)', () => {
    const { status, output } = runPromtool(['test', 'rules', 'ops/alerts.test.yml'], { cwd: root });
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS');
  });
});
