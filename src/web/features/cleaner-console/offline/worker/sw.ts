/**
 * Chamak's service worker (served as /sw.js, scope /): Web Push, and the cleaner app without signal.
 * Built by vite-plugin-pwa (injectManifest, scripts/lib/service-worker.ts; sw.ts becomes sw.js) after the prerender; registered
 * only by the cleaner app and when a signed-in person turns notifications on (never by a public page).
 *
 * What it answers from its caches, and nothing else:
 * - the cleaner app's pages (/cleanerDashboard…): from the network when there is one, else the app's shell
 *   (app.html) as precached with this build;
 * - the files the cleaner app is made of (its chunks, styles, icons, the manifest), precached at install:
 *   the build lists them, so a reload without signal finds every file the jobs page needs;
 * - another /assets or /icons file the cleaner app loads later (their names change with their content,
 *   so a kept copy is never stale).
 * Every /api call, every other page and every other file goes to the network untouched: no route matches
 * them, so the worker never answers them. Prices, slots and bookings are never answered from a cache; the
 * cleaner's jobs are kept by the app itself (IndexedDB, ../offline-db.ts), per account.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const APP_PAGES = /^\/cleanerDashboard(\/|$)/;
const BUILD_FILES = /^\/(assets|icons)\//;
const SHELL = '/app.html';
/** The hand-written worker's cache (before Workbox): its copies are precached now, so it goes. */
const RETIRED_CACHES = ['chamak-cleaner-app-v1'];

// A new worker takes over at once, as the hand-written one did: the cleaner app reloads into the new build.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name)))),
);

// Only exact URLs of the list: no /app for /app.html, no index.html for a folder.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

/** The cleaner app's page: the network's answer, else the shell this worker precached (same build). */
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && APP_PAGES.test(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() }],
  }),
);

/** Is this fetch made by the cleaner app (not a public page the worker also controls)? */
async function fromCleanerApp(event: ExtendableEvent | undefined) {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  return !!client && APP_PAGES.test(new URL(client.url).pathname);
}

/** A build file not in the list (a file the cleaner app loads later) is kept, when the cleaner app asked for it. */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && BUILD_FILES.test(url.pathname),
  new CacheFirst({
    cacheName: 'chamak-cleaner-files',
    plugins: [
      {
        cacheWillUpdate: async ({ response, event }) =>
          response.ok && (await fromCleanerApp(event)) ? response : null,
      },
      // Old builds' files are never asked for again: the oldest go first.
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = { title: 'Chamak', body: '', url: '/' };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    /* an empty or unreadable push still shows the app's name */
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.tag,
      lang: message.lang,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = new URL(data?.url || '/', self.location.origin);
  // Only our own pages open from a notification.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
