// The page's service worker: it keeps the page's files after the first visit, so the page opens with the
// network off. `web/build.sh` writes the build's version and file list in place of the two markers below; a
// new version is fetched whole beside the old, which it replaces once ready (the page then says so).
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `collision-sandbox-${VERSION}`;
// the gallery's pictures and other files asked later, kept as they are first fetched
const LATER = "collision-sandbox-later";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const old = (name) => name.startsWith("collision-sandbox-") && name !== CACHE && name !== LATER;
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // the page under any query (`?scene=…`) is the one page
  const page = request.mode === "navigate";
  event.respondWith(
    caches.match(page ? "./" : request, { ignoreSearch: page }).then((kept) => kept || fetch(request).then((fresh) => {
      if (fresh.ok) {
        const copy = fresh.clone();
        caches.open(LATER).then((cache) => cache.put(request, copy));
      }
      return fresh;
    })),
  );
});
