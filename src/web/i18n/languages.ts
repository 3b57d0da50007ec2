import { paths, serviceRoutes } from '../lib/paths';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** What the switch shows, each in its own script. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The value of <html lang> and of hreflang for each language. */
export const htmlLang: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The public pages, in English; each has a Hindi twin under /hi (the home page's is /hi/). */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.services,
  paths.cleaningServices,
  ...serviceRoutes.map((s) => s.path),
  paths.about,
  paths.team,
  paths.support,
  paths.privacy,
  paths.terms,
  paths.refunds,
  paths.workWithUs,
];

const HINDI_PREFIX = '/hi';

/** '/hi/about' → 'hi'; every other path is English (the prefix alone decides, not the visitor). */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The English path behind a Hindi one: '/hi/about' → '/about', '/hi/' → '/'. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** Whether this path (either language) is a public page with a twin in the other language. */
export const isPublicPath = (pathname: string) => publicPaths.includes(stripLanguage(pathname));

/**
 * The path of `target` (a path, maybe with a #hash or ?query) in `language`: '/about' in Hindi is
 * '/hi/about', '/#plan' is '/hi/#plan'. Pages with no Hindi version (login, booking…) keep their path.
 */
export function localizedPath(target: string, language: Language): string {
  const cut = target.search(/[?#]/);
  const pathname = cut < 0 ? target : target.slice(0, cut);
  const rest = cut < 0 ? '' : target.slice(cut);
  const english = stripLanguage(pathname);
  if (language === 'en' || !publicPaths.includes(english)) return english + rest;
  return (english === '/' ? `${HINDI_PREFIX}/` : `${HINDI_PREFIX}${english}`) + rest;
}

/** Every Hindi public path, as the router and the prerender list them. */
export const hindiPublicPaths = publicPaths.map((p) => localizedPath(p, 'hi'));
