import { isPublicPath, languageOfPath, localizedPath, type Language } from './languages';
import { browserLanguage, storedLanguage } from './preference';

/**
 * Where a first load of `pathname` should be instead, for the visitor's language, or null. A public
 * page follows the stored choice both ways; with no choice yet, a browser that prefers Hindi is taken
 * from an English page to its Hindi twin (never the reverse: a Hindi link someone followed stays).
 */
export function languageRedirect(
  pathname: string,
  stored: Language | null = storedLanguage(),
  browser: () => Language = () => browserLanguage(),
): string | null {
  if (!isPublicPath(pathname)) return null;
  const here = languageOfPath(pathname);
  const wanted = stored ?? (here === 'en' ? browser() : here);
  return wanted === here ? null : localizedPath(pathname, wanted);
}

/** The language a page starts in: a public page's own; elsewhere the stored choice or the browser's. */
export function initialLanguage(pathname: string): Language {
  if (isPublicPath(pathname)) return languageOfPath(pathname);
  return storedLanguage() ?? browserLanguage();
}
