import { alternateLinks } from './head';
import { SITE_ORIGIN } from './site';

/** sitemap.xml of the prerendered pages, each with its language alternates (xhtml:link). */
export function sitemap(pagePaths: string[]): string {
  const urls = pagePaths
    .map((p) => {
      const alternates = alternateLinks(p).map((l) =>
        l.replace('<link rel="alternate"', '<xhtml:link rel="alternate"'),
      );
      return `  <url>\n    <loc>${SITE_ORIGIN}${p}</loc>\n    ${alternates.join('\n    ')}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
