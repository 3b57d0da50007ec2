/**
 * Registers the service worker from the cleaner app only (never a public page) and hands it the files
 * this page was built from, so that the next reload without signal still opens the app.
 */
export async function keepAppForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  // Loaded on first use elsewhere; the app needs it without signal too (a kept action says so in a toast).
  await import('../../../components/ui/toaster');
  const files = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && /^\/(assets|icons)\//.test(u.pathname))
    .map((u) => u.pathname);
  registration.active?.postMessage({ type: 'keep-cleaner-app', page: location.pathname, files });
}
