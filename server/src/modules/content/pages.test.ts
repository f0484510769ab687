import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedPages } from '../../seed/content.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';
import { type Caller } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp({
  env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'club-pages-')) },
  prepare: (app) => seedPages(app.app.ctx.db),
});

const cricket = () => t.app.inject('/api/content/pages/cricket').then((r) => r.json());
const edit = (who: Caller, payload: object, slug = 'cricket') =>
  who.inject({
    method: 'PUT',
    url: `/api/admin/content/pages/${slug}`,
    payload,
  });
const valid = () => {
  const d = PAGE_DEFAULTS.cricket;
  return {
    title: d.title,
    summary: d.summary,
    bodyHtml: d.bodyHtml,
    timings: d.timings,
    rules: d.rules,
    photos: d.photos,
    cta: d.cta,
  };
};

describe('public pages', () => {
  it('serves every facility page with its text, timings, rules and photos, matching any case', async () => {
    const res = await t.app.inject('/api/content/pages/Cricket');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.title).toBe('Cricket');
    expect(page.timings.length).toBeGreaterThan(0);
    expect(page.rules.length).toBeGreaterThan(0);
    expect(page.photos[0].url).toBe('images/cricket.svg');
    const list = (await t.app.inject('/api/content/pages')).json();
    expect(list.map((p: { slug: string }) => p.slug)).toContain('yorkerbar');
    expect(list).toHaveLength(16);
    const all = (await t.app.inject('/api/content/pages?which=all')).json();
    expect(all).toHaveLength(24);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await t.app.inject('/api/content/pages/croquet');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('has robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Disallow: /app/member/');
    expect(robots.body).toContain('Sitemap: http://portal.test/sitemap.xml');
    const map = await t.app.inject('/sitemap.xml');
    expect(map.headers['content-type']).toContain('application/xml');
    expect(map.body).toContain('<loc>http://portal.test/app/Cricket</loc>');
    expect(map.body).not.toContain('/member/');
    // The 24 public pages and the news list (no post is published in this file).
    expect(map.body.match(/<url>/g)).toHaveLength(25);
    expect(map.body).toContain('<loc>http://portal.test/app/news</loc>');
  });
});

describe('editing a page', () => {
  it("lets an editor change a facility's timings, and a visitor sees the change", async () => {
    const body = {
      ...valid(),
      timings: [{ label: 'Practice nets', value: 'Daily 07:00 to 10:00' }],
    };
    const res = await edit(as('editor'), body);
    expect(res.statusCode).toBe(200);
    expect((await cricket()).timings).toEqual([
      { label: 'Practice nets', value: 'Daily 07:00 to 10:00' },
    ]);
  });

  it('serves text beyond ASCII whole from the read cache, its length counted in bytes', async () => {
    const title = 'Kricket – Übungsnetze ✓';
    expect((await edit(as('editor'), { ...valid(), title })).statusCode).toBe(200);
    const first = await t.app.inject('/api/content/pages/cricket');
    const again = await t.app.inject('/api/content/pages/cricket');
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body, 'utf8'));
      expect(res.json().title).toBe(title);
    }
    expect(again.headers['etag']).toBe(first.headers['etag']);
    const unchanged = await t.app.inject({
      url: '/api/content/pages/cricket',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('lets an admin edit too', async () => {
    const res = await edit(as('admin'), { ...valid(), title: 'Cricket at the club' });
    expect(res.statusCode).toBe(200);
    expect((await cricket()).title).toBe('Cricket at the club');
  });

  it("cleans an editor's unsafe HTML before storing it", async () => {
    const res = await edit(as('editor'), {
      ...valid(),
      bodyHtml:
        '<p onclick="steal()">Nets <strong>open</strong><script>alert(1)</script></p>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://example.org" target="_blank">ok</a><iframe src="https://evil.example"></iframe>' +
        '<h1 style="color:red">Big</h1>',
    });
    expect(res.statusCode).toBe(200);
    const html = (await cricket()).bodyHtml as string;
    expect(html).toBe(
      '<p>Nets <strong>open</strong></p><a>bad</a>' +
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a><h2>Big</h2>',
    );
  });

  it('refuses signed-out visitors (401), members and the event manager (403)', async () => {
    const before = await cricket();
    expect((await edit(as('anonymous'), valid())).statusCode).toBe(401);
    expect((await edit(as('member'), valid())).statusCode).toBe(403);
    expect((await edit(as('eventManager'), valid())).statusCode).toBe(403);
    expect(await cricket()).toEqual(before);
  });

  it('refuses bad input with the failing fields and changes nothing', async () => {
    const before = await cricket();
    const res = await edit(as('editor'), {
      ...valid(),
      title: '',
      summary: 'short',
      timings: [{ label: 'x', value: '' }],
      photos: [{ url: 'https://evil.example/x.png', alt: 'x' }],
      cta: 'fly',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string; key: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'summary',
        'timings.0.label',
        'timings.0.value',
        'photos.0.url',
        'cta',
      ]),
    );
    expect(await cricket()).toEqual(before);
    expect((await edit(as('editor'), valid(), 'croquet')).statusCode).toBe(400);
  });
});
