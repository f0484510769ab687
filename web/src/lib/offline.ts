import { create } from 'zustand';

/*
 * The portal readable offline (issue 35 item 6, docs/offline.md). The service worker
 * (public/sw.js) keeps a copy of the few reads a request asks it to (the header below): the
 * session, the club's settings, the member's dashboard with their upcoming bookings, and their
 * statements, each replaced whenever it is read online. Without a network it answers with the
 * copy and the time it was saved (SAVED_AT_HEADER), which the app shows. The copies are the
 * member's own: they are deleted at sign-out, at sign-in and whenever the server says the
 * session is gone (the worker itself does that on a 401).
 */

/** The request header that asks the service worker to keep a copy of the answer. */
export const OFFLINE_HEADER = 'x-club-offline';
/** The answer's header saying it is a saved copy, and since when (ISO time). */
export const SAVED_AT_HEADER = 'x-club-saved-at';
/** The Cache Storage cache of the member's copies (public/sw.js names it the same). */
export const PRIVATE_CACHE = 'club-private';

interface OfflineState {
  /** Reads answered from a saved copy, with the time each was saved. */
  saved: Record<string, string>;
  online: boolean;
  answered: (url: string, savedAt: string | null) => void;
  clear: () => void;
}

export const useOfflineStore = create<OfflineState>((set) => ({
  saved: {},
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  answered: (url, savedAt) =>
    set((s) => {
      if (savedAt === null && !(url in s.saved)) return s;
      const saved = { ...s.saved };
      if (savedAt === null) delete saved[url];
      else saved[url] = savedAt;
      return { saved };
    }),
  clear: () => set({ saved: {} }),
}));

if (typeof window !== 'undefined') {
  const setOnline = () => useOfflineStore.setState({ online: navigator.onLine });
  window.addEventListener('online', setOnline);
  window.addEventListener('offline', setOnline);
}

/** The oldest saved copy the screen shows now, or null when everything is fresh. */
export function useSavedSince(): string | null {
  return useOfflineStore((s) => {
    const times = Object.values(s.saved).sort();
    return times[0] ?? null;
  });
}

/**
 * Keeps a copy of an answer the server embedded in the page (a member's page is drawn with its
 * first reads): the service worker saw no request for it, so the page keeps it, as the worker
 * would have (public/sw.js: the same cache, the same stored-at header).
 */
export async function keepCopy(url: string, body: unknown): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PRIVATE_CACHE);
    await cache.put(
      url,
      new Response(JSON.stringify(body), {
        headers: {
          'content-type': 'application/json',
          'x-club-stored-at': new Date().toISOString(),
        },
      }),
    );
  } catch {
    // no room, or storage refused: the page works, without its offline copy
  }
}

/**
 * Forgets every copy of the member's reads (sign-out, sign-in, a session the server ended):
 * nothing private stays on the device.
 */
export async function forgetSavedCopies(): Promise<void> {
  useOfflineStore.getState().clear();
  if (typeof caches === 'undefined') return;
  await caches.delete(PRIVATE_CACHE).catch(() => false);
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * competes with the first paint or a first press (production builds only).
 */
export function registerServiceWorker(basePath: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = basePath.replace(/\/$/, '');
  const register = () =>
    void navigator.serviceWorker
      .register(`${base}/sw.js`, { scope: `${base}/` })
      .catch(() => undefined);
  const later = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 2_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
