import { local } from '../lib/storage';
import { isLanguage, type Language } from './languages';
import { LANGUAGE_KEY } from './storage-key';

/** The language the visitor chose with the switch, or null before they have chosen. */
export function storedLanguage(): Language | null {
  const value = local.get(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

export const storeLanguage = (language: Language) => local.set(LANGUAGE_KEY, language);

/** A first visit: the first of the browser's languages (Accept-Language's source) that we have. */
export function browserLanguage(list: readonly string[] = navigatorLanguages()): Language {
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The stored choice, else the browser's. */
export const preferredLanguage = (): Language => storedLanguage() ?? browserLanguage();
