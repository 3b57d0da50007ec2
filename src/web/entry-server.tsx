/**
 * The prerender's entry (built with `vite build --ssr`, run by scripts/lib/prerender.ts): renders a
 * public page to HTML with the same providers, router and data the browser hydrates it with.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { activateLanguage } from './i18n/i18n';
import { htmlLang, languageOfPath } from './i18n/languages';
import type { PageHead } from './components/page-head/page-head';
import { PageHeadContext } from './components/page-head/page-head';
import { prerenderDataScript, seedPublicData, type PrerenderData } from './app/prerender-data';
import { Providers } from './app/providers';
import { preloadRoute } from './app/router';
import { headTags } from './prerender/head';

export { prerenderPages, publicPrerenderPages } from './prerender/pages';
export { sitemap } from './prerender/sitemap';

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  body: string;
  /** The embedded data, to follow #root. */
  data: string;
  /** <title>, description, canonical, hreflang alternates, Open Graph and JSON-LD. */
  head: string;
  /** The value of <html lang>. */
  lang: string;
}

/**
 * Renders the page at `path`. An app page (`appPage`: sign-in, sign-up) sets no title or description of
 * its own: it keeps the shell's head, and `head` is empty.
 */
export async function renderPage(
  path: string,
  data: PrerenderData,
  { appPage = false }: { appPage?: boolean } = {},
): Promise<RenderedPage> {
  // Pages render one after another: the shared catalogue and settings hold this page's data.
  seedPublicData(data);
  await preloadRoute(path);
  // Pages render one after another: the shared i18next instance switches to each page's language.
  const language = languageOfPath(path);
  await activateLanguage(language);
  const head: PageHead = {};
  const body = renderToString(
    <StrictMode>
      <PageHeadContext value={head}>
        <Providers>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </Providers>
      </PageHeadContext>
    </StrictMode>,
  );
  if (appPage) return { body, data: prerenderDataScript(data), head: '', lang: htmlLang[language] };
  if (!head.title || !head.description) throw new Error(`${path}: the page set no title or description`);
  return {
    body,
    data: prerenderDataScript(data),
    head: headTags({ path, title: head.title, description: head.description, data }),
    lang: htmlLang[language],
  };
}
