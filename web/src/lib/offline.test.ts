import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { forgetSavedCopies, keepCopy, PRIVATE_CACHE, useOfflineStore } from './offline';

/** A Cache Storage stand-in: one map per cache name. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = vi.fn(async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (url: string, res: Response) => void store.set(url, res),
      match: async (url: string) => store.get(url),
    };
  });
  const del = vi.fn(async (name: string) => stores.delete(name));
  vi.stubGlobal('caches', { open, delete: del });
  return stores;
}

beforeEach(() => useOfflineStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('reading offline (lib/offline.ts)', () => {
  it('asks the service worker to keep a copy of a marked read, and notes a saved copy with its time', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers));
        return new Response(JSON.stringify({ ok: true }), {
          headers: {
            'content-type': 'application/json',
            'x-club-saved-at': '2026-12-07T10:15:00.000Z',
          },
        });
      }),
    );
    await api('/member/dashboard', { offline: true, query: { lang: 'en' } });
    expect(seen[0]!.get('x-club-offline')).toBe('save');
    expect(useOfflineStore.getState().saved).toEqual({
      '/api/member/dashboard?lang=en': '2026-12-07T10:15:00.000Z',
    });
    // A fresh answer for the same read takes the mark away.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true })),
    );
    await api('/member/dashboard', { offline: true, query: { lang: 'en' } });
    expect(useOfflineStore.getState().saved).toEqual({});
  });

  it('never marks an unmarked read, nor a write', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers));
        return Response.json({ ok: true });
      }),
    );
    await api('/member/feedbacks');
    await api('/member/feedbacks', { method: 'POST', body: {}, offline: true });
    expect(seen.map((h) => h.get('x-club-offline'))).toEqual([null, null]);
  });

  it('keeps a copy of an embedded answer in the private cache, and sign-out forgets them all', async () => {
    const stores = fakeCaches();
    await keepCopy('/api/member/statements?lang=en', { months: [] });
    const kept = stores.get(PRIVATE_CACHE)!.get('/api/member/statements?lang=en')!;
    expect(await kept.json()).toEqual({ months: [] });
    expect(kept.headers.get('x-club-stored-at')).toMatch(/^\d{4}-\d\d-\d\dT/);
    useOfflineStore.getState().answered('/api/x', '2026-12-07T10:15:00.000Z');
    await forgetSavedCopies();
    expect(stores.has(PRIVATE_CACHE)).toBe(false);
    expect(useOfflineStore.getState().saved).toEqual({});
  });
});
