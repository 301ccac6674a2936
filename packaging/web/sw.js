// Lineup's service worker: keeps every file of this version on the first visit, then answers
// from that copy, so Lineup opens and plays with the network off. A new version (a new
// sw.js, written by packaging/web.sh with its own name) keeps its files on the next visit and
// then removes the old copy; the saved game and settings are in the page's storage, untouched.
const VERSION = "/*VERSION*/";
const FILES = /*FILES*/[];
const KEPT = "lineup-" + VERSION;

// Files the page already kept for this version (it keeps the app as it loads it) are not
// downloaded again; the others come from the server itself, never from the browser's own
// cache, which a host lets keep a file a while (GitHub Pages: ten minutes) and would hand a
// new version the old one's files under the same names.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(KEPT)
      .then(async (cache) => {
        const missing = [];
        for (const file of FILES) if (!(await cache.match(file))) missing.push(file);
        await cache.addAll(missing.map((file) => new Request(file, { cache: "reload" })));
      })
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("lineup-") && name !== KEPT).map((name) => caches.delete(name))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.open(KEPT).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then((kept) => kept || fetch(event.request))
    )
  );
});
