/// <reference types="vite/client" />
import i18next, { type Resource } from 'i18next';
import { defaultLanguage, htmlLang, type Language } from './languages';

/**
 * The app's one i18next instance. English comes with the code that shows it, or as its own chunk:
 * `common` (loaded before the first render: app/start.tsx, the prerender) and the public pages'
 * namespaces, so a Hindi visit downloads no English. Every other language's namespaces are separate
 * chunks, fetched only when that language is active, so English readers never download Hindi.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['en', 'hi'],
  ns: ['common'],
  defaultNS: 'common',
  resources: {} satisfies Resource,
  // Synchronous: the prerender and the tests render at once, with the catalogues they loaded first.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // No advertisement in our visitors' consoles (and the tests' output).
  showSupportNotice: false,
});

const registered = new Set<string>(['common']);
/** English catalogues in their own chunks: a Hindi visit never downloads them. */
const englishChunks = new Map<string, () => Promise<CatalogueModule>>([
  ['common', () => import('./locales/en/common')],
]);

/**
 * Adds a feature's English catalogue, or how to load it (`() => import(...)`: fetched like another
 * language's, only while English is active); `ns` is loaded in another active language too.
 */
export function defineNamespace<T extends object>(
  ns: string,
  english: T | (() => Promise<{ default: T }>),
): string {
  if (!registered.has(ns)) {
    registered.add(ns);
    if (typeof english === 'function') englishChunks.set(ns, english as () => Promise<CatalogueModule>);
    else i18n.addResourceBundle('en', ns, english);
  }
  return ns;
}

type CatalogueModule = { default: Record<string, unknown> };
/** One chunk per language and namespace (Vite splits each file of the glob). */
const hindi = import.meta.glob<CatalogueModule>('./locales/hi/*.ts');

async function ensureBundles(language: Language) {
  await Promise.all(
    [...registered]
      .filter((ns) => !i18n.hasResourceBundle(language, ns))
      .map(async (ns) => {
        const load = language === 'en' ? englishChunks.get(ns) : hindi[`./locales/${language}/${ns}.ts`];
        if (!load) throw new Error(`No ${language} catalogue for the namespace '${ns}'`);
        i18n.addResourceBundle(language, ns, (await load()).default);
      }),
  );
}

/**
 * Makes `language` the active one once every registered namespace is loaded in it (the page never shows
 * half its text in the old language). Also sets <html lang> in the browser.
 */
export async function activateLanguage(language: Language) {
  await ensureBundles(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[language];
}

/** A page's chunk just registered its namespace: fetch it in the active language before it renders. */
export const loadActiveLanguage = () => ensureBundles(currentLanguage());

export const currentLanguage = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');
