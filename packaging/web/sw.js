// Lineup's service worker: keeps every file of this version on the first visit, then answers
// from that copy, so Lineup opens and plays with the network off. A language's voices and
// script fonts (voices/, fonts/) are kept as the app first fetches them, when the language is
// chosen. A new version (a new sw.js, written by packaging/web.sh with its own name) keeps its
// files on the next visit, with the voices and fonts of the languages the old one had kept,
// and then removes the old copy; the saved game and settings are in the page's storage,
// untouched.
const VERSION = "/*VERSION*/";
const FILES = /*FILES*/[];
const KEPT = "lineup-" + VERSION;
/** Whether a file is one of those kept as a language is first used. */
const byLanguage = (url) => /\/(voices|fonts)\/[^/]+$/.test(new URL(url).pathname);

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
        // The languages the class uses, kept by the version before: in this version's files.
        for (const name of await caches.keys()) {
          if (!name.startsWith("lineup-") || name === KEPT) continue;
          for (const request of await (await caches.open(name)).keys()) {
            if (byLanguage(request.url) && !missing.includes(request.url)) missing.push(request.url);
          }
        }
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
      cache.match(event.request, { ignoreSearch: true }).then((kept) => kept || fetch(event.request).then((response) => {
        if (response.ok && byLanguage(event.request.url)) cache.put(event.request, response.clone());
        return response;
      }))
    )
  );
});
