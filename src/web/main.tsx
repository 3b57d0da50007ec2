import './lib/zod-config';
import './styles.css';
import { languageRedirect } from './i18n/initial-language';

/**
 * The entry is this stub. The app's code (React, the router, the page) is preloaded by the page's
 * HTML, but on a prerendered page it runs only once the browser has shown the page (its first
 * contentful paint): the page appears as soon as its HTML is in, then becomes interactive. The
 * app's shell (no content yet), a hidden tab and a browser without paint timing start at once.
 */
const start = () => void import('./app/start');
// A public page in the other language than the visitor's: fetch that one's HTML instead.
const languageTarget = languageRedirect(window.location.pathname);
const prerendered = !!document.getElementById('root')?.firstElementChild;
const paintTiming =
  typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');

if (languageTarget) {
  window.location.replace(languageTarget + window.location.search + window.location.hash);
} else if (!prerendered || !paintTiming || document.visibilityState !== 'visible') {
  start();
} else {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(startOnce, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Never wait long for a paint the browser does not report.
  setTimeout(startOnce, 1000);
}
