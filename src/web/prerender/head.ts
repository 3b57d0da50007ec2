import type { PrerenderData } from '../app/prerender-data';
import { htmlLang, languageOfPath, languages, localizedPath } from '../i18n/languages';
import { serverText } from '../i18n/server-text';
import { serviceRoutes } from '../lib/paths';
import { businessAddress, openingHours, shareImage, SITE_ORIGIN } from './site';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no '<' may close the element early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org LocalBusiness for the company, plus the Service a service page offers. */
export function structuredData(path: string, data: PrerenderData) {
  const { settings } = data;
  const business = {
    '@type': 'LocalBusiness',
    '@id': `${SITE_ORIGIN}/#business`,
    name: settings.companyName,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon.svg`,
    image: `${SITE_ORIGIN}${shareImage.path}`,
    telephone: settings.phone,
    email: settings.email,
    priceRange: '₹₹',
    address: { '@type': 'PostalAddress', ...businessAddress },
    areaServed: { '@type': 'City', name: 'Indore' },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, ...openingHours }],
  };
  const route = serviceRoutes.find((r) => localizedPath(r.path, languageOfPath(path)) === path);
  const service = route && data.services.find((s) => s.slug === route.serviceId);
  const graph: object[] = [business];
  if (route) {
    graph.push({
      '@type': 'Service',
      name: serverText(route.name),
      serviceType: serverText(route.name),
      ...(service ? { description: serverText(service.description) } : {}),
      url: `${SITE_ORIGIN}${path}`,
      provider: { '@id': business['@id'] },
      areaServed: { '@type': 'City', name: 'Indore' },
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

const ogLocale = { en: 'en_IN', hi: 'hi_IN' } as const;

/** The page in every language, and x-default (English) for the rest: the same on both versions. */
export function alternateLinks(path: string): string[] {
  const english = localizedPath(path, 'en');
  return [
    ...languages.map(
      (l) =>
        `<link rel="alternate" hreflang="${htmlLang[l]}" href="${SITE_ORIGIN}${localizedPath(english, l)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}${english}" />`,
  ];
}

/**
 * Everything a prerendered page adds to the head: title, description, canonical, hreflang alternates,
 * Open Graph, JSON-LD.
 */
export function headTags(page: { path: string; title: string; description: string; data: PrerenderData }) {
  const url = `${SITE_ORIGIN}${page.path}`;
  const language = languageOfPath(page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternateLinks(page.path),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(serverText(page.data.settings.companyName))}" />`,
    `<meta property="og:locale" content="${ogLocale[language]}" />`,
    `<meta property="og:locale:alternate" content="${ogLocale[language === 'en' ? 'hi' : 'en']}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${SITE_ORIGIN}${shareImage.path}" />`,
    `<meta property="og:image:width" content="${shareImage.width}" />`,
    `<meta property="og:image:height" content="${shareImage.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${jsonForScript(structuredData(page.path, page.data))}</script>`,
  ].join('\n    ');
}
