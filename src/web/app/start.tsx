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
  // The language the page was rendered in (activateLanguage below sets <html lang> to the visitor's).
  const renderedIn = document.documentElement.lang.split('-')[0];
  const redirect = initialRedirect(window.location.pathname, window.location.search);
  if (redirect) window.history.replaceState(null, '', redirect);
  // The page's language first (a /hi/ page was rendered in Hindi), so that its chunk fetches its texts
  // in that language only; then the chunk: a prerendered page hydrates with exactly the tree it was
  // rendered from, its catalogues in place before the first render.
  const language = initialLanguage(window.location.pathname);
  // Sign-in and sign-up are prerendered in English and follow the visitor's language: in Hindi they are
  // rendered anew, not hydrated (hydrating English markup with Hindi texts would not match).
  const hydrate = !!prerendered && !!root.firstElementChild && renderedIn === language;
  // A catalogue chunk that fails (a network drop, a deploy that renamed it) is asked for once more.
  const textsLoaded = await activateLanguage(language)
    .catch(() => activateLanguage(language))
    .then(
      () => true,
      () => false,
    );
  if (!textsLoaded) {
    showLoadFailure(language);
    // Hydrating without its texts would replace a readable prerendered page with their keys.
    if (prerendered && root.firstElementChild) return;
  }
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
  if (hydrate && prerendered) {
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

/** Said without the catalogues, which are what failed to load. */
function showLoadFailure(language: string) {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-900';
  note.textContent =
    language === 'hi'
      ? 'इस पेज का कुछ हिस्सा लोड नहीं हो पाया। कनेक्शन देखकर पेज फिर से खोलें।'
      : 'Part of this page could not load. Check your connection and reload the page.';
  document.body.prepend(note);
}

const root = document.getElementById('root');
if (!root) console.error('Root element #root not found: the app cannot start.');
else void start(root);
