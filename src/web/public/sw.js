/*
 * Chamak's service worker: Web Push only, to tell cleaners of their jobs. It has no fetch handler, so it
 * never caches or answers a request: prices, slots, bookings and every /api call always come from the
 * network.
 * Registered only when a signed-in person turns notifications on (never by a public page).
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
