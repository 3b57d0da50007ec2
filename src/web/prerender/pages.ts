import { localizedPath } from '../i18n/languages';
import { paths, serviceRoutes } from '../lib/paths';

const landing = 'features/landing/pages/landing-page.tsx';
const servicePage = 'features/service-pages/pages/service-page.tsx';
const infoPage = 'features/info/pages/info-page.tsx';

export interface PrerenderPage {
  path: string;
  module: string;
  /** Its texts' namespaces besides 'common' and 'data' (a Hindi page preloads those catalogues). */
  namespaces: string[];
  /**
   * A page of the app rather than of the site (sign-in, sign-up): prerendered so that its form paints
   * before JavaScript, but with the shell's head (no canonical, alternates or structured data: it has no
   * Hindi twin, it follows the visitor's language) and left out of the sitemap.
   */
  appPage?: boolean;
}

/**
 * The public pages written out as HTML at build time, so they read and rank before
 * JavaScript, each with the module of its page (as router.tsx loads it) for the links to its chunks.
 */
const englishPages: PrerenderPage[] = [
  { path: paths.home, module: landing, namespaces: ['landing'] },
  { path: paths.services, module: landing, namespaces: ['landing'] },
  {
    path: paths.cleaningServices,
    module: 'features/catalogue/pages/cleaning-services-page.tsx',
    namespaces: ['services', 'dataFeatures'],
  },
  ...serviceRoutes.map((s) => ({
    path: s.path,
    module: servicePage,
    namespaces: ['services', 'dataFeatures'],
  })),
  ...[paths.about, paths.team, paths.support, paths.privacy, paths.terms, paths.refunds].map((p) => ({
    path: p,
    module: infoPage,
    namespaces: ['info'],
  })),
];

/** Every public page in English, then its Hindi twin (/hi/…). */
export const publicPrerenderPages: PrerenderPage[] = [
  ...englishPages,
  ...englishPages.map((p) => ({ ...p, path: localizedPath(p.path, 'hi') })),
];

/**
 * Sign-in and sign-up, in English (they have no /hi/ path): a visitor whose language is Hindi gets them
 * rendered anew in Hindi by the app instead of hydrated (app/start.tsx).
 */
const authPages: PrerenderPage[] = [
  { path: paths.login, module: 'features/auth/pages/login-page.tsx', namespaces: ['auth'], appPage: true },
  { path: paths.signup, module: 'features/auth/pages/signup-page.tsx', namespaces: ['auth'], appPage: true },
];

/** Every page written out as HTML at build time. */
export const prerenderPages: PrerenderPage[] = [...publicPrerenderPages, ...authPages];
