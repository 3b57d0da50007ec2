import { SITE_ORIGIN } from './site';

/** sitemap.xml of the prerendered pages. */
export function sitemap(pagePaths: string[]): string {
  const urls = pagePaths.map((p) => `  <url><loc>${SITE_ORIGIN}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
