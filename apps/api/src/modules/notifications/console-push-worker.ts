import type { FastifyInstance } from 'fastify';
import { STAFF_PUSH_WORKER_SCOPE, STAFF_PUSH_WORKER_URL } from '@kirana/shared';

// The console's service worker, served by the API under the console's path (its scope, /admin/,
// whether or not the console was built: the console's own build has no worker). It only shows
// a staff push (a new order, a size running low: the message as the server wrote it, in the
// staff member's language) and, on a click, opens the page it names inside the console: an
// open console tab is focused and taken there, else a new one is opened.

export const CONSOLE_PUSH_WORKER = `/* Kirana store console: staff push notifications. */
'use strict';
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = {};
  }
  var options = { body: String(data.body || ''), data: { url: String(data.click_action || '') } };
  if (data.icon) options.icon = String(data.icon);
  if (data.tag) {
    options.tag = String(data.tag);
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(String(data.title || ''), options));
});
/** The page a click opens: inside the console's scope, else the console's first page. */
function pageOf(notification) {
  var scope = new URL(self.registration.scope);
  var wanted = notification.data && notification.data.url;
  try {
    var url = new URL(wanted || scope.href, scope.href);
    if (url.origin === scope.origin && url.pathname.indexOf(scope.pathname) === 0) return url.href;
  } catch (e) {}
  return scope.href;
}
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = pageOf(event.notification);
  var scopePath = new URL(self.registration.scope).pathname;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (tabs) {
      for (var i = 0; i < tabs.length; i++) {
        var tab = tabs[i];
        if (new URL(tab.url).pathname.indexOf(scopePath) !== 0 || !tab.navigate) continue;
        return tab.focus().then(function (focused) {
          return (focused || tab).navigate(url);
        }).catch(function () {
          return self.clients.openWindow(url);
        });
      }
      return self.clients.openWindow(url);
    }),
  );
});
`;

/** Serves the worker at STAFF_PUSH_WORKER_URL, checked for an update on every registration. */
export function registerConsolePushWorker(app: FastifyInstance): void {
  app.get(STAFF_PUSH_WORKER_URL, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', STAFF_PUSH_WORKER_SCOPE)
      .send(CONSOLE_PUSH_WORKER),
  );
}
