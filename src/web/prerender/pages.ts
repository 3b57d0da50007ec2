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
export const prerenderPages: PrerenderPage[] = [
  ...englishPages,
  ...englishPages.map((p) => ({ ...p, path: localizedPath(p.path, 'hi') })),
];
