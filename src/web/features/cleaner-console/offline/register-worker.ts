/**
 * Registers the service worker from the cleaner app only (never a public page). Installing it precaches
 * the files the cleaner app is built from (worker/sw.ts), so the next reload without signal still opens
 * the app.
 */
export async function keepAppForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
