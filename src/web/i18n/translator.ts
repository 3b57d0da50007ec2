/**
 * The part of i18next's API the web app uses, and only that: nested catalogues per language and
 * namespace, `t` with `{{value}}` interpolation, plurals by `Intl.PluralRules` (`key_one`, `key_other`,
 * `key_zero` for 0), contexts (`key_gst`), `ns:key`, `returnObjects`, `defaultValue`, flat keys
 * (`keySeparator: false`), English as the fallback language, and the 'languageChanged' event.
 * Lookups follow i18next 25's order exactly (translator.test.ts checks every catalogue key against
 * i18next itself). i18next's core was ~13 KB gzip of every public page's JavaScript, most of it for
 * what the app never calls (backends, formatters, nesting, post-processors, the logger); the server
 * keeps i18next for its mails and messages (docs/decisions/009-i18n.md).
 */

type Bundle = Record<string, unknown>;
type Values = Record<string, unknown>;

export type TOptions = {
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  context?: string;
  defaultValue?: unknown;
  returnObjects?: boolean;
  keySeparator?: false;
  nsSeparator?: false;
  replace?: Values;
  [value: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const own = (o: unknown, k: string): o is Values =>
  !!o && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k);

/** `a.b.c` in an object (own properties only), as i18next's getPath. */
function walk(obj: unknown, path: string[]): unknown {
  for (const k of path) {
    if (!own(obj, k)) return undefined;
    obj = obj[k];
  }
  return obj;
}

/** i18next's deepFind: a path whose keys may themselves hold dots ('1.5 hrs' under 'duration'). */
function deepFind(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  const whole = (obj as Values)[path];
  if (whole) return own(obj, path) ? whole : undefined;
  const tokens = path.split('.');
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    for (let j = i; j < tokens.length; ++j) {
      next = (current as Values)[tokens.slice(i, j + 1).join('.')];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const valid = (res: unknown) => res !== undefined && res !== null;
const isObject = (res: unknown) => !!res && typeof res === 'object';

/** A key like 'myBookings:card.title' names its namespace; a sentence with a colon does not. */
const naturalLanguage = /[ ,?!;]/;
const looksLikePath = (key: string, dot: number) =>
  !naturalLanguage.test(key) || (dot > 0 && !naturalLanguage.test(key.slice(0, dot)));

/** `{{- name}}`, then `{{name}}`; a value not given leaves its placeholder (i18next's skipOnVariables). */
function interpolate(text: string, data: Values, options: TOptions): string {
  const fill = (whole: string, name: string) => {
    const key = name.trim();
    const value = own(data, key) ? data[key] : walk(data, key.split('.'));
    if (value === undefined) return own(options, key) ? '' : whole;
    return value == null ? '' : String(value);
  };
  return text.replace(/\{\{-([^{}]+)\}\}/g, fill).replace(/\{\{([^{}]+)\}\}/g, fill);
}

export class Translator {
  language: string;
  private readonly data: Record<string, Record<string, Bundle>> = {};
  private readonly listeners = new Set<(language: string) => void>();
  private readonly rules = new Map<string, Intl.PluralRules>();

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
    private readonly defaultNS: string,
  ) {
    this.language = language;
  }

  on(_event: 'languageChanged', listener: (language: string) => void) {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void) {
    this.listeners.delete(listener);
  }

  changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
    return Promise.resolve();
  }

  /** Merges `resources` into the namespace's catalogue, one level deep (i18next's default). */
  addResourceBundle(language: string, ns: string, resources: object) {
    const byNs = (this.data[language] ??= {});
    byNs[ns] = { ...byNs[ns], ...resources };
  }

  hasResourceBundle(language: string, ns: string) {
    return this.data[language]?.[ns] !== undefined;
  }

  getResource(language: string, ns: string, key: string, options: { keySeparator?: false } = {}): unknown {
    const bundle = this.data[language]?.[ns];
    if (options.keySeparator === false) return own(bundle, key) ? bundle[key] : undefined;
    return walk(bundle, key.split('.')) ?? deepFind(bundle, key);
  }

  getFixedT(language: string, ns: string | readonly string[]): TFunction {
    return ((key: string, options?: TOptions) =>
      this.t(key, { ...options, lng: options?.lng || language, ns: options?.ns || ns })) as TFunction;
  }

  readonly t: TFunction = ((rawKey: string, options: TOptions = {}): unknown => {
    const opt = { ...options };
    let key = rawKey;
    let namespaces: string | readonly string[] = opt.ns || this.defaultNS;
    if (
      opt.nsSeparator !== false &&
      key.includes(':') &&
      looksLikePath(key, opt.keySeparator === false ? -1 : key.indexOf('.'))
    ) {
      const parts = key.split(':');
      namespaces = parts.shift()!;
      key = parts.join('.');
    }
    const nsList = typeof namespaces === 'string' ? [namespaces] : [...namespaces];
    const { res, usedKey } = this.resolve(key, nsList, opt);
    if (isObject(res)) {
      if (!opt.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      if (opt.keySeparator === false) return res;
      const copy: Values = Array.isArray(res) ? ([] as unknown as Values) : {};
      const base = Array.isArray(res) ? usedKey : key;
      for (const m of Object.keys(res as Values)) {
        const deepKey = `${base}.${m}`;
        const value: unknown = this.t(deepKey, { ...opt, joinArrays: false, ns: nsList } as TOptions);
        copy[m] = value === deepKey ? (res as Values)[m] : value;
      }
      return copy;
    }
    let text: unknown = res;
    if (!valid(text) && own(opt, 'defaultValue') && opt.defaultValue !== undefined) text = opt.defaultValue;
    if (!valid(text)) text = key;
    const data = opt.replace && typeof opt.replace === 'object' ? opt.replace : opt;
    return typeof text === 'string' ? interpolate(text, data, opt) : text;
  }) as TFunction;

  private pluralSuffix(language: string, count: number) {
    let rule = this.rules.get(language);
    if (!rule) this.rules.set(language, (rule = new Intl.PluralRules(language.replace('_', '-'))));
    return `_${rule.select(count)}`;
  }

  /** The first of key_context_plural, key_context, key_zero, key_plural, key: per namespace, then language. */
  private resolve(key: string, namespaces: string[], opt: TOptions) {
    const lng = opt.lng || this.language;
    const languages = lng === this.fallbackLanguage ? [lng] : [lng, this.fallbackLanguage];
    const plural = typeof opt.count === 'number';
    const zero = plural && opt.count === 0;
    const context =
      (typeof opt.context === 'string' || typeof opt.context === 'number') && opt.context !== ''
        ? `${key}_${opt.context}`
        : undefined;
    for (const ns of namespaces) {
      for (const language of languages) {
        const suffix = plural ? this.pluralSuffix(language, opt.count!) : '';
        const candidates = [
          ...(context ? [zero && `${context}_zero`, plural && context + suffix, context] : []),
          zero && `${key}_zero`,
          plural && key + suffix,
          key,
        ].filter((k): k is string => !!k);
        for (const candidate of candidates) {
          const found = this.getResource(language, ns, candidate, opt);
          if (valid(found)) return { res: found, usedKey: candidate };
        }
      }
    }
    return { res: undefined, usedKey: key };
  }
}
