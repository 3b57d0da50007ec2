import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { activateLanguage } from '../i18n/i18n';
import { initialLanguage } from '../i18n/initial-language';
import { App } from './app';
import { readPrerenderData, seedPublicData } from './prerender-data';
import { Providers } from './providers';
import { initialRedirect, preloadRoute } from './router';

async function start(root: HTMLElement) {
  const prerendered = readPrerenderData(document);
  const redirect = initialRedirect(window.location.pathname, window.location.search);
  if (redirect) window.history.replaceState(null, '', redirect);
  // The page's language first (a /hi/ page was rendered in Hindi), so that its chunk fetches its texts
  // in that language only; then the chunk: a prerendered page hydrates with exactly the tree it was
  // rendered from, its catalogues in place before the first render.
  await activateLanguage(initialLanguage(window.location.pathname)).catch(() => undefined);
  await preloadRoute(window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (prerendered && root.firstElementChild) {
    // Hydrates with the page's data; the pages showing it fetch it again once mounted.
    seedPublicData(prerendered);
    // Hydrate in slices (a transition yields to input), not in one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) console.error('Root element #root not found: the app cannot start.');
else void start(root);
