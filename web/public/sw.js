/*
 * The portal's service worker (issue 35 item 6, docs/offline.md): the app opens without a
 * network, and the member's last statement and upcoming bookings with it.
 *
 * - The app's shell (its index.html and the files it names) is kept when the worker installs
 *   and refreshed when the app is opened online; built files (their names carry a content hash)
 *   are kept as they are fetched. A page opened offline gets the shell, which draws the screen.
 * - An API read the app marks (header x-club-offline: save; lib/offline.ts) goes to the
 *   network first and its answer is kept in the private cache, replacing the last; without a
 *   network the kept copy answers, with the time it was saved (x-club-saved-at).
 * - Nothing else is kept. The private cache goes when the server says the session is gone
 *   (401), and the app deletes it at sign-out and sign-in.
 */
const SHELL = 'club-shell-v1';
const PRIVATE = 'club-private';
const BASE = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const SHELL_URL = `${BASE}/`;
const ASSETS = `${BASE}/assets/`;
const REFRESH_MS = 10 * 60 * 1000;
let refreshedAt = 0;

/** The shell and the files it names; the old build's files go when the shell changes. */
async function refreshShell() {
  refreshedAt = Date.now();
  const res = await fetch(SHELL_URL, { cache: 'no-cache', credentials: 'omit' });
  if (!res.ok) return;
  const html = await res.clone().text();
  const cache = await caches.open(SHELL);
  const before = await cache.match(SHELL_URL);
  const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((u) => u.startsWith(ASSETS));
  if (before && (await before.text()) !== html) {
    for (const req of await cache.keys()) {
      if (new URL(req.url).pathname.startsWith(ASSETS)) await cache.delete(req);
    }
  }
  await Promise.all(
    files.map(async (u) => {
      if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
    }),
  );
  await cache.put(SHELL_URL, res);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    refreshShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('club-shell-') && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** A built file: from the cache, else fetched and kept. */
async function builtFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

/**
 * A member's own page comes drawn by the server with its reads embedded (the session, the
 * settings, the dashboard or the statement; #boot-data): each is kept as if it had been asked,
 * since a member who only reads the page runs no script to ask it.
 */
async function keepBootData(res) {
  const html = await res.text();
  // The page's own files (its chunks, the app's entry): the app draws it offline with them, and
  // a member who only read it never asked for them.
  const shell = await caches.open(SHELL);
  const files = [...new Set([...html.matchAll(/"(\/[^"]*\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  await Promise.all(
    files
      .filter((u) => u.startsWith(ASSETS))
      .map(async (u) => {
        if (!(await shell.match(u))) await shell.add(u).catch(() => undefined);
      }),
  );
  const found = html.match(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/);
  if (!found) return;
  const reads = JSON.parse(found[1]);
  const cache = await caches.open(PRIVATE);
  const headers = {
    'content-type': 'application/json',
    'x-club-stored-at': new Date().toISOString(),
  };
  await Promise.all(
    Object.entries(reads).map(([url, body]) =>
      url.startsWith('/api/')
        ? cache.put(url, new Response(JSON.stringify(body), { headers }))
        : undefined,
    ),
  );
}

/** A page: from the network (the shell refreshed now and then), else the kept shell. */
async function page(event) {
  try {
    const res = await fetch(event.request);
    if (Date.now() - refreshedAt > REFRESH_MS) {
      event.waitUntil(refreshShell().catch(() => undefined));
    }
    if (res.ok && (res.headers.get('cache-control') ?? '').includes('private')) {
      event.waitUntil(keepBootData(res.clone()).catch(() => undefined));
    }
    return res;
  } catch (err) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL });
    if (shell) return shell;
    throw err;
  }
}

/** The answer with the time its copy was saved. */
async function withSavedAt(res, savedAt) {
  const headers = new Headers(res.headers);
  headers.set('x-club-saved-at', savedAt);
  return new Response(await res.blob(), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

/** A marked API read: the network, its answer kept; offline, the kept copy. */
async function savedRead(request) {
  let res;
  try {
    res = await fetch(request);
  } catch (err) {
    const cache = await caches.open(PRIVATE);
    const kept =
      (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
    if (!kept) throw err;
    return withSavedAt(kept, kept.headers.get('x-club-stored-at') ?? new Date(0).toISOString());
  }
  if (res.status === 401) {
    await caches.delete(PRIVATE);
  } else if (res.status === 200) {
    const headers = new Headers(res.headers);
    headers.set('x-club-stored-at', new Date().toISOString());
    const copy = new Response(await res.clone().blob(), { status: 200, headers });
    const cache = await caches.open(PRIVATE);
    await cache.put(request, copy);
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.headers.get('x-club-offline') === 'save') {
    event.respondWith(savedRead(request));
  } else if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(builtFile(request));
  } else if (request.mode === 'navigate' && url.pathname.startsWith(SHELL_URL)) {
    event.respondWith(page(event));
  }
});
