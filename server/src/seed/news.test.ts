import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedEvents } from './events.ts';
import { seedAlbums, seedNews } from './news.ts';

useStaffApp();

describe('the demo news', () => {
  it('writes the posts once: three public, one for members, one draft', async () => {
    await seedNews(t.app.ctx);
    await seedNews(t.app.ctx);
    const res = await t.app.ctx.db.execute(
      sql`select status, audience, count(*)::int as n from news_posts group by 1, 2 order by 1, 2`,
    );
    expect(res.rows).toEqual([
      { status: 'Draft', audience: 'public', n: 1 },
      { status: 'Published', audience: 'members', n: 1 },
      { status: 'Published', audience: 'public', n: 3 },
    ]);
    // The public site shows the three, newest first; members see the fourth too.
    const pub = (await as('anonymous').inject({ url: '/api/news' })).json();
    expect(pub.items.map((c: { slug: string }) => c.slug)).toEqual([
      'floodlights-for-the-clay-courts',
      'saturday-league-first-eleven-top-the-table',
      'the-pool-reopens-with-longer-morning-hours',
    ]);
    const mine = (await as('member').inject({ url: '/api/member/news' })).json();
    expect(mine.total).toBe(4);
    // Every post has its Spanish and German version: readers get theirs.
    const versions = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from news_posts
          where translations->'es'->>'bodyHtml' <> '' and translations->'de'->>'title' <> ''`,
    );
    expect(versions.rows).toEqual([{ n: 5 }]);
    const de = (await as('member').inject({ url: '/api/member/news?lang=de' })).json();
    expect(de.items.every((c: { language: string }) => c.language === 'de')).toBe(true);
    const post = await as('anonymous').inject({
      url: '/api/news/floodlights-for-the-clay-courts?lang=es',
    });
    expect(post.json()).toMatchObject({ title: 'Focos para las pistas de tierra batida' });
    expect(post.json().bodyHtml).toContain('<strong>focos LED</strong>');
  });
});

describe('the demo albums', () => {
  it("writes a facility album, the past event's highlights and a members' album, once", async () => {
    await seedEvents(t.app.ctx.db, { timeZone: 'Asia/Kolkata' });
    await seedAlbums(t.app.ctx);
    await seedAlbums(t.app.ctx);
    const pub = (await as('anonymous').inject({ url: '/api/gallery' })).json();
    expect(pub.items.map((a: { slug: string }) => a.slug)).toEqual([
      'grounds-and-courts',
      'monsoon-snooker-open-highlights',
    ]);
    expect(pub.items[1]).toMatchObject({ kind: 'event', eventTitle: 'Monsoon Snooker Open' });
    expect(pub.items[0].photos).toHaveLength(4);
    const mine = (await as('member').inject({ url: '/api/member/gallery' })).json();
    expect(mine.items).toHaveLength(3);
    // Their photos are stored as uploads are, and read as their albums allow.
    const open = await as('anonymous').inject({ url: pub.items[0].photos[0].url });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');
    const pavilion = mine.items.find((a: { audience: string }) => a.audience === 'members');
    expect(pavilion.photos[0].url).toMatch(/^\/api\/album-photos\//);
    expect((await as('anonymous').inject({ url: pavilion.photos[0].url })).statusCode).toBe(401);
    expect((await as('member').inject({ url: pavilion.photos[0].url })).statusCode).toBe(200);
  });
});
