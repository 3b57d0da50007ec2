/*
 * Chamak's service worker: Web Push, and the cleaner app without signal.
 * Registered only by the cleaner app and when a signed-in person turns notifications on (never by a
 * public page).
 *
 * What it answers from its cache, and nothing else:
 * - the cleaner app's page (/cleanerDashboard): from the network when there is one, else as last loaded;
 * - the build's files (/assets/*, /icons/*): their names change with their content, so a kept copy is
 *   never stale.
 * Every /api call, and every other page, goes to the network untouched: prices, slots and bookings are
 * never answered from a cache. The cleaner's jobs are kept by the app itself (IndexedDB), per account.
 */
const CACHE = 'chamak-cleaner-app-v1';
const APP_PAGES = /^\/cleanerDashboard(\/|$)/;
const BUILD_FILES = /^\/(assets|icons)\//;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The cleaner app sends the files it was built from; the page itself is fetched fresh and kept. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep-cleaner-app' || !APP_PAGES.test(data.page)) return;
  const files = (data.files || []).filter((f) => typeof f === 'string' && BUILD_FILES.test(f));
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const page = await fetch(data.page, { credentials: 'same-origin' });
      if (page.ok) await cache.put('/cleanerDashboard', page);
      const missing = [];
      for (const f of files) if (!(await cache.match(f))) missing.push(f);
      await cache.addAll(missing);
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && APP_PAGES.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put('/cleanerDashboard', copy)));
          }
          return response;
        })
        .catch(() => caches.match('/cleanerDashboard').then((kept) => kept || Response.error())),
    );
    return;
  }
  if (BUILD_FILES.test(url.pathname)) {
    event.respondWith(
      caches.match(url.pathname).then((kept) => {
        if (kept) return kept;
        return fetch(request).then((response) => {
          // A file the cleaner app loads later (a dialog, another language) is kept too.
          const copy = response.ok ? response.clone() : null;
          if (copy)
            event.waitUntil(
              (event.clientId ? self.clients.get(event.clientId) : Promise.resolve(null)).then((client) =>
                client && APP_PAGES.test(new URL(client.url).pathname)
                  ? caches.open(CACHE).then((cache) => cache.put(url.pathname, copy))
                  : undefined,
              ),
            );
          return response;
        });
      }),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = { title: 'Chamak', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
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
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only our own pages open from a notification.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
