// Petrel's one service worker (issue 16, "a progressive web app"): it keeps the app's shell
// (index.html, the built scripts and styles, the logo and the manifest) so the app starts and
// draws its shell offline, and it carries the push handling (push-sw.js, issue 13) with
// `importScripts`: one worker, one registration for the app's scope. The build
// (vite.config.ts, `progressiveWebApp`) puts `SHELL` (the files to keep, relative to the worker)
// and `VERSION` (a hash of their names: a new build is a new worker and a new cache) in
// front of this file and writes it as `sw.js` beside index.html.
//
// Never kept: the server's answers (the API, OAuth, media, streaming: private data and
// tokens), anything of another origin, anything but GET. Same origin only, no inline code:
// CSP `script-src 'self'` / `worker-src 'self'` allow it, under any sub-path.
/* global SHELL, VERSION */

importScripts('push-sw.js');

const CACHE = `petrel-shell-${VERSION}`;
/** The scope's root (`/` or `/petrel/`): the page every route of the app is. */
const ROOT = new URL('./', self.location.href).href;
const KEPT = new Set(SHELL.map((file) => new URL(file, self.location.href).href));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([ROOT, ...KEPT]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('petrel-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page of the app (a navigation inside the scope): the network, else the kept shell. */
function page(request) {
  return fetch(request).catch(() =>
    caches.match(ROOT, { cacheName: CACHE }).then((kept) => kept ?? Response.error()),
  );
}

/** A built file: kept, else fetched (and kept when it is one of the shell's). */
function file(request, url) {
  return caches.match(url, { cacheName: CACHE }).then(
    (kept) =>
      kept ??
      fetch(request).then((answer) => {
        if (answer.ok && KEPT.has(url)) {
          const copy = answer.clone();
          void caches.open(CACHE).then((cache) => cache.put(url, copy));
        }
        return answer;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(ROOT)) return;
  const bare = `${url.origin}${url.pathname}`;
  if (KEPT.has(bare)) {
    event.respondWith(file(request, bare));
    return;
  }
  // Only navigations to the app's own pages; the server's paths (API, OAuth pages, media)
  // go to the network untouched.
  if (request.mode === 'navigate' && isAppPage(url.pathname.slice(new URL(ROOT).pathname.length))) {
    event.respondWith(page(request));
  }
});

/** The server's own paths under the scope (served at the root, as `petrel web` proxies them). */
const SERVER_PATHS =
  /^(?:api|oauth|nodeinfo|\.well-known|media|proxy|emoji|instance|images|socket|auth|static|main\/ostatus)(?:\/|$)/;

function isAppPage(path) {
  return !SERVER_PATHS.test(path);
}
