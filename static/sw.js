// Nim Lab's service worker: after one visit the app opens and plays with no network.
//
// The page (index.html) is fetched from the network first, so a new release is used as soon as it
// is online; every asset the page names is cached beside it, and assets it no longer names are
// dropped, so the cache always holds exactly one release. Assets are content-hashed by the build,
// so a cached one never goes stale.

const CACHE = "nim-lab";
// Files the page does not name but an installed app needs.
const EXTRAS = ["manifest.webmanifest", "icon.svg", "icon-192.png", "icon-512.png"];
// The Explore and Grundy views' Web Workers and the chunks' English words, loaded by the app: not
// content-hashed, so fetched again whenever the page changes (a new release), never served stale.
const UNHASHED = [
  "explore_worker_loader.js",
  "explore_worker.js",
  "explore_worker_bg.wasm",
  "grundy_worker_loader.js",
  "grundy_worker.js",
  "grundy_worker_bg.wasm",
  // The English words only the chunks draw, fetched with the first one.
  "locales/en.bin",
];
// The languages' catalogues, fetched only when a language is chosen: kept once fetched (never
// pruned), and fetched again when the page changes, like the worker's files.
const LOCALES = "locales/";

const scope = () => self.registration.scope;
const isCatalogue = (url) => url.startsWith(new URL(LOCALES, scope()).href);

// The catalogues the open pages show (their address keeps `lang=`): a page fetches its own
// before this worker controls it, so the worker fetches it again to keep it.
async function cataloguesOfPages() {
  const pages = await self.clients.matchAll({ includeUncontrolled: true, type: "window" });
  return pages
    .map((page) => new URL(page.url).searchParams.get("lang"))
    .filter((tag) => tag && /^[A-Za-z-]+$/.test(tag))
    .map((tag) => new URL(`${LOCALES}${tag}.bin`, scope()).href);
}

// Every same-scope file a page names with href="./…" (quoted or not: release pages are minified) or
// in its start script ('./…js|wasm').
function assetsOf(html) {
  const urls = new Set([...EXTRAS, ...UNHASHED].map((path) => new URL(path, scope()).href));
  for (const match of html.matchAll(/(?:href|src)=["']?(\.\/[^"'#?\s>]+)/g)) {
    urls.add(new URL(match[1], scope()).href);
  }
  for (const match of html.matchAll(/'(\.\/[^'#?]+\.(?:js|wasm))'/g)) {
    urls.add(new URL(match[1], scope()).href);
  }
  return [...urls];
}

// Keeps `page` (a response for the app's page) and the assets it names; drops the rest.
async function keep(page) {
  const html = await page.clone().text();
  const assets = assetsOf(html);
  const cache = await caches.open(CACHE);
  const kept = await cache.match(scope());
  const sameRelease = kept !== undefined && (await kept.text()) === html;
  const fresh = new Set(UNHASHED.map((path) => new URL(path, scope()).href));
  for (const url of assets) {
    if ((fresh.has(url) && !sameRelease) || !(await cache.match(url))) {
      await cache.add(url);
    }
  }
  const held = (await cache.keys()).map((request) => request.url).filter(isCatalogue);
  const asked = await cataloguesOfPages();
  for (const url of asked.filter((url) => !held.includes(url))) {
    await cache.add(url).catch(() => undefined);
  }
  if (!sameRelease) {
    for (const url of held) {
      await cache.add(url).catch(() => undefined);
    }
  }
  const catalogues = [...new Set([...held, ...asked])];
  await cache.put(scope(), page);
  const wanted = new Set([scope(), ...assets, ...catalogues]);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) {
      await cache.delete(request);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch(scope(), { cache: "no-cache" })
      .then((page) => (page.ok ? keep(page) : undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope())) {
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((page) => {
          if (page.ok) {
            event.waitUntil(keep(page.clone()).catch(() => undefined));
          }
          return page;
        })
        .catch(() =>
          caches
            .match(scope(), { ignoreSearch: true })
            .then((page) => page || Response.error()),
        ),
    );
    return;
  }
  if (isCatalogue(request.url)) {
    event.respondWith(
      caches.match(request, { ignoreSearch: true }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then((cached) => cached || fetch(request)),
  );
});
