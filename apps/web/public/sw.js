/* global self */
// The service worker of browser notifications (issue 27): shows what the server pushes (its
// notifications: title, body, the page to open) and opens that page when one is clicked.
// Registered by the bell's "Turn on browser notifications" (src/notifications/PushOptIn.tsx).

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Same origin only: a pushed url is a path of this site.
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    }),
  );
});
