import type { TFunction } from 'i18next';

/**
 * The browser's translator: the part of i18next's API and behaviour the app uses, over the same
 * catalogues, in ~1 KB gzip instead of i18next's ~13 KB (docs/decisions/009-i18n.md, 'Cost').
 *
 * What it does, as i18next does it: keys are dot paths (`hero.heading`) in a namespace (`ns` option,
 * else the default one), `keySeparator`/`nsSeparator: false` take a key as written; `count` picks the
 * `_one`/`_other`… form by Intl.PluralRules; `{{name}}` is replaced by the option of that name, or by
 * nothing (no escaping: React escapes); `returnObjects` returns lists and objects (their strings interpolated);
 * a key missing in the active language falls back to the fallback language, then to `defaultValue`,
 * then to the key itself. Anything else (formatters, `$t()` nesting, context) is not supported.
 */
type Options = Record<string, unknown> & {
  ns?: string;
  lng?: string;
  count?: number;
  returnObjects?: boolean;
  defaultValue?: unknown;
  keySeparator?: false | string;
  nsSeparator?: false | string;
};
type Bundle = Record<string, unknown>;
type Listener = (language: string) => void;

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  defaultNS: string;
  resources: Record<string, Record<string, object>>;
}

const interpolate = (value: unknown, options: Options): unknown => {
  if (typeof value === 'string')
    return value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) =>
      options[name] == null ? '' : String(options[name]),
    );
  if (Array.isArray(value)) return value.map((v) => interpolate(v, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, options)]));
  return value;
};

export function createTranslator(init: TranslatorOptions) {
  const store: Record<string, Record<string, Bundle>> = {};
  const listeners = new Set<Listener>();
  const plurals = new Map<string, Intl.PluralRules>();
  const pluralOf = (language: string, count: number) => {
    if (!plurals.has(language)) plurals.set(language, new Intl.PluralRules(language));
    return plurals.get(language)!.select(count);
  };

  const find = (language: string, ns: string, key: string, separator: false | string) => {
    let node: unknown = store[language]?.[ns];
    for (const part of separator === false ? [key] : key.split(separator)) {
      if (!node || typeof node !== 'object') return undefined;
      node = (node as Bundle)[part];
    }
    return node;
  };

  const translate = (key: string, options: Options = {}): unknown => {
    let ns = options.ns ?? init.defaultNS;
    const nsSeparator = options.nsSeparator ?? ':';
    if (nsSeparator !== false && key.includes(nsSeparator)) {
      const [prefix, ...rest] = key.split(nsSeparator);
      if (Object.values(store).some((bundles) => prefix in bundles)) {
        ns = prefix;
        key = rest.join(nsSeparator);
      }
    }
    const separator = options.keySeparator ?? '.';
    for (const language of new Set([options.lng ?? translator.language, init.fallbackLanguage])) {
      const keys =
        typeof options.count === 'number' ? [`${key}_${pluralOf(language, options.count)}`, key] : [key];
      for (const k of keys) {
        const value = find(language, ns, k, separator);
        if (typeof value === 'string' || (value != null && options.returnObjects))
          return interpolate(value, options);
      }
    }
    return 'defaultValue' in options ? interpolate(options.defaultValue, options) : key;
  };

  const translator = {
    language: init.language,
    t: translate as TFunction,
    getFixedT: (language: string | null, ns: string) =>
      ((key: string, options?: Options) =>
        translate(key, { ns, ...(language ? { lng: language } : {}), ...options })) as TFunction,
    addResourceBundle(language: string, ns: string, bundle: object) {
      (store[language] ??= {})[ns] = { ...store[language][ns], ...bundle };
    },
    hasResourceBundle: (language: string, ns: string) => !!store[language]?.[ns],
    async changeLanguage(language: string) {
      translator.language = language;
      listeners.forEach((l) => l(language));
    },
    on(_event: 'languageChanged', listener: Listener) {
      listeners.add(listener);
    },
    off(_event: 'languageChanged', listener: Listener) {
      listeners.delete(listener);
    },
  };
  for (const [language, bundles] of Object.entries(init.resources))
    for (const [ns, bundle] of Object.entries(bundles)) translator.addResourceBundle(language, ns, bundle);
  return translator;
}
