import { describe, expect, it } from 'vitest';
import { latinWords } from './allowlist';
import { languageOfPath, localizedPath, stripLanguage } from './languages';
import { browserLanguage } from './preference';

type Tree = string | readonly Tree[] | { readonly [k: string]: Tree };

/** Every leaf of a catalogue with its dotted key. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
  return entries.flatMap(([k, v]) => leaves(v as Tree, prefix ? `${prefix}.${k}` : k));
}

/** Namespaces keyed by their English wording (server-text.ts, message-text.ts): English has no entries. */
const byEnglishWording = ['data', 'dataFeatures', 'messages'];
/** Every other namespace found under locales/en: a new one is tested without a line here. */
const english = import.meta.glob<Tree>('./locales/en/*.ts', { eager: true, import: 'default' });
const hindi = import.meta.glob<Tree>('./locales/hi/*.ts', { eager: true, import: 'default' });
const nameOf = (path: string) => path.replace(/^.*\/(\w[\w-]*)\.ts$/, '$1');
const namespaces = Object.fromEntries(
  Object.entries(english)
    .filter(([path]) => !byEnglishWording.includes(nameOf(path)))
    .map(([path, en]) => [nameOf(path), [en, hindi[path.replace('/en/', '/hi/')]]] as const),
);

it("finds each language's namespaces, the same in both", () => {
  expect(Object.keys(namespaces)).toEqual(expect.arrayContaining(['common', 'landing', 'services', 'info']));
  expect(Object.keys(hindi).map(nameOf).sort()).toEqual(Object.keys(english).map(nameOf).sort());
});

describe.each(Object.entries(namespaces))('the %s catalogue', (_, [en, hi]) => {
  const englishTexts = new Map(leaves(en as Tree));
  const hindiTexts = new Map(leaves((hi ?? {}) as Tree));

  it('has every English key in Hindi, and no other', () => {
    expect([...hindiTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('has no empty text in either language', () => {
    for (const [key, text] of [...englishTexts, ...hindiTexts]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps every {{value}} and <tag> of the English text in the Hindi one', () => {
    const marks = (s: string) => (s.match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();
    for (const [key, text] of englishTexts)
      expect(marks(hindiTexts.get(key) ?? ''), key).toEqual(marks(text));
  });

  it('writes Hindi in Devanagari: no Latin word outside the allowlist', () => {
    const latin = [...hindiTexts].filter(([, text]) => latinWords(text).length).map(([k, t]) => `${k}: ${t}`);
    expect(latin).toEqual([]);
  });
});

describe.each(byEnglishWording)('the Hindi %s catalogue (texts by their English wording)', (ns) => {
  it('has a Devanagari text for each entry', () => {
    for (const [english, text] of Object.entries(hindi[`./locales/hi/${ns}.ts`] as Record<string, string>)) {
      expect(text.trim(), english).not.toBe('');
      expect(latinWords(text), english).toEqual([]);
    }
  });
});

describe('paths per language', () => {
  it.each([
    ['/', 'hi', '/hi/'],
    ['/about', 'hi', '/hi/about'],
    ['/#plan', 'hi', '/hi/#plan'],
    ['/Bathroom', 'hi', '/hi/Bathroom'],
    ['/login', 'hi', '/login'],
    ['/hi/about', 'en', '/about'],
    ['/hi/', 'en', '/'],
    ['/hi/#contact', 'en', '/#contact'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it('reads the language from the /hi prefix only', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/terms')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(stripLanguage('/hi')).toBe('/');
  });

  it("follows the browser's first language we have", () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['fr-FR', 'en-GB', 'hi'])).toBe('en');
    expect(browserLanguage(['mr-IN'])).toBe('en');
  });
});
