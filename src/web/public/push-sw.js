// Petrel's push service worker (issue 13): shows the server's Web Push notifications while
// no tab of the app is in view, and opens the right page on a click. Its own file, served
// beside index.html; the app's one worker (sw.js, built from src/web/pwa/shell-sw.js) joins it
// with `importScripts('push-sw.js')`. Same origin only: CSP `script-src 'self'` allows it.
/* eslint-env serviceworker */

/** Pleroma's payload: title, body, icon, notification_id, notification_type. */
function readPayload(event) {
  if (!event.data) return null;
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : null;
  } catch {
    return { title: event.data.text() };
  }
}

/** Plain, short text (a push payload is remote text). */
function clean(value, max) {
  if (typeof value !== 'string') return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The signed-in user the page registered the worker for (`sw.js?user=alice`). */
const user = new URL(self.location.href).searchParams.get('user');

/**
 * Where a click leads (relative to the scope): a chat message to its chat (the chats page
 * reads the notification and opens the chat it is about), everything else to the notifications.
 */
function routeFor(type, id) {
  if (!user) return '';
  const name = encodeURIComponent(user);
  if (type !== 'pleroma:chat_mention') return `${name}/notifications`;
  return id ? `users/${name}/chats?notification=${encodeURIComponent(id)}` : `users/${name}/chats`;
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  if (!data) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab in view shows it itself (its list and its own desktop notification).
      if (windows.some((w) => w.visibilityState === 'visible' && w.focused)) return undefined;
      // With "hide notification contents" on, Pleroma sends only a body naming the kind
      // ("New Chat Message") and no title: that line is the title then.
      const title = clean(data.title, 80);
      return self.registration.showNotification(title || clean(data.body, 80) || 'Petrel', {
        body: title ? clean(data.body, 200) : '',
        icon: typeof data.icon === 'string' ? data.icon : undefined,
        tag: data.notification_id ? `petrel-${data.notification_id}` : undefined,
        data: { url: routeFor(data.notification_type, String(data.notification_id ?? '')) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Routes are relative to the worker's scope: the app may live below the server's root.
  const url = new URL(event.notification.data?.url ?? '', self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
