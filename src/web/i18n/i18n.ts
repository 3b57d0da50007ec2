/// <reference types="vite/client" />
import { defaultLanguage, htmlLang, type Language } from './languages';
import enCommon from './locales/en/common';
import { Translator } from './translator';

/**
 * The app's one translator (translator.ts: the subset of i18next's API the app uses). English is bundled
 * with the code that shows it (each feature registers its namespace when its chunk loads, so English needs
 * no extra request); every other language's namespaces are separate chunks, fetched only when that
 * language is active, so English readers never download Hindi. English `common` is there from the start:
 * the prerender, the tests and the first render never wait for it.
 */
export const i18n = new Translator(defaultLanguage, defaultLanguage, 'common');
i18n.addResourceBundle('en', 'common', enCommon);

const registered = new Set<string>(['common']);

/** Adds a feature's English catalogue; `ns` is loaded in another active language too. */
export function defineNamespace<T extends object>(ns: string, english: T): string {
  if (!registered.has(ns)) {
    registered.add(ns);
    i18n.addResourceBundle('en', ns, english);
  }
  return ns;
}

type CatalogueModule = { default: Record<string, unknown> };
/** One chunk per language and namespace (Vite splits each file of the glob). */
const hindi = import.meta.glob<CatalogueModule>('./locales/hi/*.ts');

async function ensureBundles(language: Language) {
  if (language === 'en') return;
  await Promise.all(
    [...registered]
      .filter((ns) => !i18n.hasResourceBundle(language, ns))
      .map(async (ns) => {
        const load = hindi[`./locales/${language}/${ns}.ts`];
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
