import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hindi from '../src/web/i18n/locales/hi/messages';

/**
 * A toast's words are written in English where it is raised; the toaster shows them in the active language
 * through the messages catalogue (message-text.ts). A literal the catalogue does not know reaches a Hindi
 * customer in English, and a text built with `${…}` can never be in it (issue 37: "Customer notified" and
 * "Job started" were English in the Hindi cleaner app). The admin console stays English.
 */
const webRoot = path.resolve(import.meta.dirname, '../src/web');
const sources = readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|test-support/.test(f))
  .filter((f) => !f.startsWith(path.join('features', 'admin-console')));

/** The argument text of every showToast(…) call in a source file. */
function toastCalls(source: string): string[] {
  const calls: string[] = [];
  for (let at = source.indexOf('showToast('); at >= 0; at = source.indexOf('showToast(', at + 1)) {
    let depth = 0;
    let end = at + 'showToast'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(at + 'showToast('.length, end));
  }
  return calls;
}

const calls = sources.flatMap((file) =>
  toastCalls(readFileSync(path.join(webRoot, file), 'utf8'))
    .filter((args) => !args.startsWith('\n  type') && !/^\s*type: ToastType/.test(args))
    .map((args) => ({ file, args })),
);

describe('toasts in the customer’s and the cleaner’s language', () => {
  it('finds the toasts it checks', () => expect(calls.length).toBeGreaterThan(20));

  it('builds no toast text with ${…}: such a text goes through t() with values', () => {
    expect(calls.filter((c) => c.args.includes('`')).map((c) => `${c.file}: ${c.args}`)).toEqual([]);
  });

  it('has Hindi for every English literal a toast shows', () => {
    const missing = calls.flatMap(({ file, args }) =>
      [...args.matchAll(/'((?:[^'\\]|\\.)*)'/g)]
        .map((m) => m[1].replace(/\\'/g, "'"))
        .filter((text) => !['success', 'error', 'warning', 'info'].includes(text) && /[A-Za-z]/.test(text))
        .filter((text) => !/^[\w.]+$/.test(text) || /^[A-Z]/.test(text))
        .filter((text) => !hindi[text])
        .map((text) => `${file}: ${text}`),
    );
    expect(missing).toEqual([]);
  });
});
