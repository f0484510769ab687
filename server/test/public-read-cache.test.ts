import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { createTestApp, engine, testConfig, type TestApp } from './helpers.ts';
import { signInAs, type As } from './fixtures.ts';

/*
 * The public reads' cache (lib/read-cache.ts, live/public-reads.ts): answered from memory,
 * revalidated with ETags, and never stale after a change made through the API, in this
 * process or (PostgreSQL) in another one on the same database.
 */

let t: TestApp;
let as: As;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['admin', 'editor']);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers });

const SETTINGS = {
  clubName: 'The Riverside Gymkhana Club',
  shortName: 'Riverside Gymkhana',
  address: '1 Maidan Road, Churchgate, Mumbai 400020, India',
  phone: '+91 22 2200 1875',
  email: 'office@riversidegymkhana.example',
  clubTimings: 'Daily 06:00 to 23:00',
  financialYearStartMonth: 4,
};

/** The editor saves the cricket page under `title` (the rest as the page says). */
const saveCricket = (title: string) =>
  as('editor').inject({
    method: 'PUT',
    url: '/api/admin/content/pages/cricket',
    payload: {
      title,
      summary: 'The cricket ground and its nets.',
      bodyHtml: '<p>Play.</p>',
      timings: [],
      rules: [],
      photos: [],
      cta: null,
    },
  });

/** Each cached read, and a change through the API that must show on its next read. */
const cases: {
  name: string;
  url: string;
  change: (n: number) => Promise<{ statusCode: number; body: string }>;
  shows: (body: string, n: number) => boolean;
}[] = [
  {
    name: 'settings',
    url: '/api/settings',
    change: (n) =>
      as('admin').inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...SETTINGS, clubName: `Cache Club ${n}` },
      }),
    shows: (body, n) => body.includes(`Cache Club ${n}`),
  },
  {
    name: 'a public page (any case of its address)',
    url: '/api/content/pages/CRICKET',
    change: (n) => saveCricket(`Cricket ${n}`),
    shows: (body, n) => body.includes(`Cricket ${n}`),
  },
  {
    name: 'the facility cards',
    url: '/api/content/pages',
    change: (n) => saveCricket(`Cricket card ${n}`),
    shows: (body, n) => body.includes(`Cricket card ${n}`),
  },
  {
    name: 'a public page in German (its German version saved)',
    url: '/api/content/pages/cricket?lang=de',
    change: (n) =>
      as('editor').inject({
        method: 'PUT',
        url: '/api/admin/content/pages/cricket/translations/de',
        payload: {
          title: `Kricket ${n}`,
          summary: 'Der Cricketplatz und seine Netze.',
          bodyHtml: '<p>Spielen.</p>',
          timings: [],
          rules: [],
        },
      }),
    shows: (body, n) => body.includes(`Kricket ${n}`) && body.includes('"language":"de"'),
  },
  {
    name: 'the facility cards in Spanish',
    url: '/api/content/pages?lang=es',
    change: (n) =>
      as('editor').inject({
        method: 'PUT',
        url: '/api/admin/content/pages/tennis/translations/es',
        payload: {
          title: `Tenis ${n}`,
          summary: 'Las pistas de tierra batida del club.',
          bodyHtml: '',
          timings: [],
          rules: [],
        },
      }),
    shows: (body, n) => body.includes(`Tenis ${n}`),
  },
  {
    name: 'the home banners',
    url: '/api/content/images?kind=banner',
    change: (n) =>
      as('editor').inject({
        method: 'POST',
        url: '/api/admin/content/images',
        payload: { kind: 'banner', url: 'images/hero-lawn.jpg', title: `Banner ${n}` },
      }),
    shows: (body, n) => body.includes(`Banner ${n}`),
  },
  {
    name: 'the committee',
    url: '/api/content/committee',
    change: (n) =>
      as('editor').inject({
        method: 'POST',
        url: '/api/admin/content/committee',
        payload: { name: `Member ${n}`, position: 'Treasurer' },
      }),
    shows: (body, n) => body.includes(`Member ${n}`),
  },
  {
    name: 'the affiliated clubs',
    url: '/api/content/affiliated',
    change: (n) =>
      as('editor').inject({
        method: 'POST',
        url: '/api/admin/content/affiliated',
        payload: { name: `Club ${n}`, city: 'Pune', country: 'India' },
      }),
    shows: (body, n) => body.includes(`Club ${n}`),
  },
];

describe.each(cases)('the cached read of $name', ({ url, change, shows }) => {
  it('is answered from the cache, with an ETag and public revalidation', async () => {
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const before = t.app.ctx.reads.stats();
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(t.app.ctx.reads.stats().hits).toBe(before.hits + 1);
    expect(t.app.ctx.reads.stats().fills).toBe(before.fills);
    expect(second.headers['etag']).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 without a body when If-None-Match names its ETag', async () => {
    const { headers } = await get(url);
    const etag = String(headers['etag']);
    const same = await get(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers['etag']).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, no-cache');
    const listed = await get(url, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('shows a change made through the API on the very next read', async () => {
    for (const n of [1, 2]) {
      const old = await get(url);
      const changed = await change(n);
      expect(changed.statusCode, changed.body).toBeLessThan(300);
      const next = await get(url, { 'if-none-match': String(old.headers['etag']) });
      expect(next.statusCode).toBe(200);
      expect(shows(next.body, n)).toBe(true);
      expect(next.headers['etag']).not.toBe(old.headers['etag']);
    }
  });
});

describe('what the cache does not keep', () => {
  it('answers an unknown page 404 with no-store, and a signed-in read stays no-store', async () => {
    const missing = await get('/api/content/pages/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const me = await as('admin').inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['etag']).toBeUndefined();
  });

  it('keeps each language of a page apart, and a removed translation shows English at once', async () => {
    const saved = await as('editor').inject({
      method: 'PUT',
      url: '/api/admin/content/pages/squash/translations/de',
      payload: {
        title: 'Squash auf Deutsch',
        summary: 'Die Squashplätze des Clubs.',
        bodyHtml: '<p>Hallo</p>',
        timings: [],
        rules: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const de = (await get('/api/content/pages/Squash?lang=de')).json() as { title: string };
    const en = (await get('/api/content/pages/squash')).json() as { title: string };
    const es = (await get('/api/content/pages/squash?lang=es')).json() as { language: string };
    expect(de.title).toBe('Squash auf Deutsch');
    expect(en.title).not.toBe('Squash auf Deutsch');
    expect(es.language).toBe('en');
    const removed = await as('editor').inject({
      method: 'DELETE',
      url: '/api/admin/content/pages/squash/translations/de',
    });
    expect(removed.statusCode).toBe(204);
    const after = (await get('/api/content/pages/squash?lang=de')).json();
    expect(after).toEqual({ ...en, language: 'en' });
    const bad = await get('/api/content/pages/squash?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['etag']).toBeUndefined();
  });

  it('keeps each kind of image list apart', async () => {
    const banners = (await get('/api/content/images?kind=banner')).json() as { kind: string }[];
    const gallery = (await get('/api/content/images?kind=gallery')).json() as { kind: string }[];
    const all = (await get('/api/content/images')).json() as { kind: string }[];
    expect(banners.every((i) => i.kind === 'banner')).toBe(true);
    expect(gallery.every((i) => i.kind === 'gallery')).toBe(true);
    expect(all.length).toBe(banners.length + gallery.length);
  });
});

describe.runIf(engine === 'postgres')('two server processes on one database', () => {
  let second: FastifyInstance;
  let database: ReturnType<typeof openPostgres>;
  beforeAll(async () => {
    database = openPostgres(t.databaseUrl!);
    second = await buildApp(testConfig(), { database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await database.close();
  });

  /** Reads `url` on `app` until `ok` holds (the notification crosses the database), for 2 s. */
  async function eventually(app: FastifyInstance, url: string, ok: (body: string) => boolean) {
    const until = Date.now() + 2000;
    for (;;) {
      const res = await get(url, {}, app);
      if (ok(res.body)) return res;
      if (Date.now() > until) throw new Error(`still stale after 2 s: ${res.body}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** A request to the second process with a session made on the first (sessions are rows). */
  const onSecond = (
    who: 'admin' | 'editor',
    opts: { method: 'PUT' | 'POST'; url: string; payload: object },
  ) => second.inject({ ...opts, headers: { cookie: as(who).cookie! } });

  it("sees a change made through the other process's API at once", async () => {
    // Both processes have the settings cached.
    await get('/api/settings', {}, second);
    await get('/api/settings');
    await get('/api/settings');
    expect(t.app.ctx.reads.stats().hits).toBeGreaterThan(0);

    const changed = await onSecond('admin', {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...SETTINGS, clubName: 'Changed Elsewhere Club' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(t.app, '/api/settings', (b) => b.includes('Changed Elsewhere Club'));

    await get('/api/content/committee');
    await get('/api/content/committee', {}, second);
    const added = await onSecond('editor', {
      method: 'POST',
      url: '/api/admin/content/committee',
      payload: { name: 'Other Process Member', position: 'Secretary' },
    });
    expect(added.statusCode, added.body).toBe(201);
    await eventually(t.app, '/api/content/committee', (b) => b.includes('Other Process Member'));
  });
});
