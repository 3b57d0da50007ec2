/// <reference types="vite/client" />
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Translator, type TOptions } from './translator';

type Catalogue = Record<string, unknown>;
const modules = import.meta.glob<{ default: Catalogue }>('./locales/*/*.ts', { eager: true });
const catalogues = Object.entries(modules).map(([file, m]) => {
  const [, language, ns] = /\.\/locales\/(\w+)\/(\w+)\.ts$/.exec(file)!;
  return { language, ns, catalogue: m.default };
});

/** i18next 25 set up as the app set it up (English fallback, 'common' by default). */
function reference() {
  const theirs = i18next.createInstance();
  void theirs.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return theirs;
}

/** Ours and i18next with every catalogue of the app. */
function pair() {
  const ours = new Translator('en', 'en', 'common');
  const theirs = reference();
  for (const { language, ns, catalogue } of catalogues) {
    ours.addResourceBundle(language, ns, catalogue);
    theirs.addResourceBundle(language, ns, catalogue);
  }
  return { ours, theirs };
}

describe('the translator', () => {
  const ours = new Translator('en', 'en', 'common');
  const theirs = reference();
  const add = (language: string, ns: string, bundle: Catalogue) => {
    ours.addResourceBundle(language, ns, bundle);
    theirs.addResourceBundle(language, ns, bundle);
  };
  add('en', 'common', {
    units: { tank_one: '{{count}} tank', tank_other: '{{count}} tanks', tank_zero: 'no tanks' },
    hours_one: '{{count}} hr',
    hours_other: '{{count}} hrs',
    intro: 'Prices in rupees.',
    intro_gst: 'Prices in rupees with GST.',
    visits_one: '{{count}} visit',
    visits_gst_one: '{{count}} visit, GST included',
    visits_gst_other: '{{count}} visits, GST included',
    list: ['Pay after service'],
    list_gst: ['GST-inclusive prices', '{{name}} checks it'],
    greeting: 'Hello {{name}}, {{name}} again; {{missing}} stays',
    empty: '',
    '1.5 hrs': 'one and a half hours',
  });
  add('hi', 'common', {
    units: { tank_one: '{{count}} टंकी', tank_other: '{{count}} टंकियाँ' },
    intro: 'दाम रुपये में।',
  });
  add('en', 'booking', { title: 'Book', nested: { only: 'in booking' } });
  add('en', 'data', { 'Deep Cleaning: Home': 'Deep Cleaning: Home (en)' });
  add('hi', 'data', { 'Deep Cleaning: Home': 'घर की गहरी सफ़ाई' });

  it.each<[string, string, TOptions | undefined, unknown]>([
    ['en', 'units.tank', { count: 1 }, '1 tank'],
    ['en', 'units.tank', { count: 2 }, '2 tanks'],
    ['en', 'units.tank', { count: 0 }, 'no tanks'],
    ['en', 'hours', { count: 0 }, '0 hrs'],
    ['en', 'hours', { count: 1.5 }, '1.5 hrs'],
    // Hindi's plural rules: 0 and 1 are 'one'.
    ['hi', 'units.tank', { count: 0 }, '0 टंकी'],
    ['hi', 'units.tank', { count: 1 }, '1 टंकी'],
    ['hi', 'units.tank', { count: 4 }, '4 टंकियाँ'],
    // A key Hindi lacks falls back to English.
    ['hi', 'hours', { count: 3 }, '3 hrs'],
    ['en', 'intro', { context: 'gst' }, 'Prices in rupees with GST.'],
    ['en', 'intro', {}, 'Prices in rupees.'],
    ['en', 'intro', { context: '' }, 'Prices in rupees.'],
    // No Hindi `intro_gst`: Hindi's `intro` comes before English's context.
    ['hi', 'intro', { context: 'gst' }, 'दाम रुपये में।'],
    ['en', 'visits', { context: 'gst', count: 1 }, '1 visit, GST included'],
    ['en', 'visits', { context: 'gst', count: 3 }, '3 visits, GST included'],
    ['en', 'visits', { context: 'other', count: 1 }, '1 visit'],
    ['en', 'list', { returnObjects: true }, ['Pay after service']],
    [
      'en',
      'list',
      { returnObjects: true, context: 'gst', name: 'Asha' },
      ['GST-inclusive prices', 'Asha checks it'],
    ],
    ['en', 'list', {}, "key 'list (en)' returned an object instead of string."],
    ['en', 'greeting', { name: 'Asha' }, 'Hello Asha, Asha again; {{missing}} stays'],
    ['en', 'greeting', { name: 'Asha', missing: undefined }, 'Hello Asha, Asha again;  stays'],
    ['en', 'greeting', { replace: { name: 5 } }, 'Hello 5, 5 again; {{missing}} stays'],
    ['en', 'empty', {}, ''],
    ['en', 'nowhere', {}, 'nowhere'],
    ['en', 'nowhere', { defaultValue: 'Office {{x}}', x: 1 }, 'Office 1'],
    ['en', 'nowhere', { returnObjects: true, defaultValue: null }, 'nowhere'],
    ['en', 'booking:title', {}, 'Book'],
    ['en', 'nested.only', { ns: ['common', 'booking'] }, 'in booking'],
    ['en', 'duration.1.5 hrs', {}, 'duration.1.5 hrs'],
    ['en', '1.5 hrs', {}, 'one and a half hours'],
    ['hi', 'Deep Cleaning: Home', { ns: 'data', keySeparator: false, nsSeparator: false }, 'घर की गहरी सफ़ाई'],
    [
      'hi',
      'Sofa: 3 seats',
      { ns: 'data', keySeparator: false, nsSeparator: false, defaultValue: 'Sofa: 3 seats' },
      'Sofa: 3 seats',
    ],
  ])('%s %s %j → %j (as i18next)', (language, key, options, expected) => {
    expect(ours.getFixedT(language, 'common')(key, options)).toEqual(expected);
    expect(theirs.getFixedT(language, 'common')(key, options as never)).toEqual(expected);
  });

  it('tells its listeners the new language, and t follows it', async () => {
    const seen: string[] = [];
    const listener = (language: string) => seen.push(language);
    ours.on('languageChanged', listener);
    await ours.changeLanguage('hi');
    expect(ours.t('intro')).toBe('दाम रुपये में।');
    ours.off('languageChanged', listener);
    await ours.changeLanguage('en');
    expect(seen).toEqual(['hi']);
    expect(ours.t('intro')).toBe('Prices in rupees.');
  });

  it('adds bundles one level deep, and tells which it has', () => {
    const t = new Translator('en', 'en', 'common');
    expect(t.hasResourceBundle('hi', 'landing')).toBe(false);
    t.addResourceBundle('hi', 'landing', { a: { x: '1' } });
    t.addResourceBundle('hi', 'landing', { b: '2' });
    expect(t.hasResourceBundle('hi', 'landing')).toBe(true);
    expect(t.getResource('hi', 'landing', 'a.x')).toBe('1');
    expect(t.getResource('hi', 'landing', 'a.x', { keySeparator: false })).toBeUndefined();
    expect(t.getResource('hi', 'landing', 'b')).toBe('2');
  });

  it('answers as i18next does for every key of every catalogue, in both languages', () => {
    const { ours: mine, theirs } = pair();
    const optionSets: TOptions[] = [
      {},
      { count: 0 },
      { count: 1 },
      { count: 2 },
      { count: 21 },
      { context: 'gst' },
      { context: 'gst', count: 2 },
      { returnObjects: true },
      { returnObjects: true, context: 'gst' },
      { name: 'Asha', count: 3, value: '₹1,200', time: '2 hrs', average: '4.5' },
    ];
    const keysOf = (o: unknown, prefix = ''): string[] =>
      o && typeof o === 'object'
        ? Object.entries(o).flatMap(([k, v]) => {
            const path = `${prefix}${k}`;
            return [path, path.replace(/_(one|other|zero|gst)$/, ''), ...keysOf(v, `${path}.`)];
          })
        : [];
    let compared = 0;
    for (const language of ['en', 'hi']) {
      for (const { ns, catalogue } of catalogues.filter((c) => c.language === 'en')) {
        const flat = ns === 'data' || ns === 'messages';
        const mineT = mine.getFixedT(language, [ns, 'common']);
        const theirT = theirs.getFixedT(language, [ns, 'common']);
        const keys = flat ? Object.keys(catalogue) : [...new Set(keysOf(catalogue))];
        for (const key of [...keys, 'no.such.key', `${ns}:no.such.key`]) {
          for (const options of flat
            ? [{ keySeparator: false, nsSeparator: false, defaultValue: key } as TOptions]
            : optionSets) {
            expect(mineT(key, options), `${language} ${ns} ${key} ${JSON.stringify(options)}`).toEqual(
              theirT(key, options as never),
            );
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});
