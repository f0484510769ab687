import { describe, expect, it } from 'vitest';
import { albumPhotos, albums, newsPosts, notices } from '../../db/schema/index.ts';
import { app, bootOf, usePageHeadApp } from '../../../test/support/page-head.ts';

/*
 * The public site's news (/news, /news/<slug>): drawn by the server like the other public
 * pages, showing only the published public posts; listed in the sitemap.
 */

usePageHeadApp();

async function seedPosts() {
  await app.ctx.db.insert(newsPosts).values([
    {
      title: 'Floodlights for the <tennis> courts',
      slug: 'floodlights',
      summary: 'Evening tennis from December.',
      bodyHtml: '<p>Lights!</p>',
      status: 'Published',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
    },
    {
      title: 'AGM minutes',
      slug: 'agm-minutes',
      bodyHtml: '<p>Members only</p>',
      audience: 'members',
      status: 'Published',
      publishedAt: new Date('2026-11-21T10:00:00Z'),
    },
    { title: 'Draft plans', slug: 'draft-plans', bodyHtml: '<p>Not yet</p>' },
  ]);
}

describe("the public news pages' HTML", () => {
  it('draws the list and a post with their titles, head tags and first reads', async () => {
    await seedPosts();
    const list = await app.inject('/app/news');
    expect(list.statusCode).toBe(200);
    const club = (await app.inject('/api/settings')).json<{ clubName: string }>().clubName;
    expect(list.body).toContain(`<title>News | ${club}</title>`);
    expect(list.body).toContain('<link rel="canonical" href="http://portal.test/app/news" />');
    expect(list.body).toContain('<li>Floodlights for the <tennis> courts</li>');
    expect(list.body).not.toContain('AGM minutes');
    expect(list.body).not.toContain('Draft plans');
    expect(Object.keys(bootOf(list.body)!)).toContain('/api/news?pageIndex=0&pageSize=10&lang=en');
    // Today's public notices come with the list; the members' own never do.
    const today = new Date().toISOString().slice(0, 10);
    await app.ctx.db.insert(notices).values([
      { title: 'Gate closed', bodyHtml: '<p>East gate</p>', showFrom: today, audience: 'public' },
      { title: 'Bar tab rules', bodyHtml: '<p>Members</p>', showFrom: today },
    ]);
    const withNotices = await app.inject('/app/news');
    const shown = bootOf(withNotices.body)!['/api/notices/public'] as {
      title: string;
      audience: string;
    }[];
    expect(shown.map((n) => n.title)).toContain('Gate closed');
    expect(shown.map((n) => n.title)).not.toContain('Bar tab rules');
    expect(shown.every((n) => n.audience === 'public')).toBe(true);
    expect(withNotices.body).not.toContain('Bar tab rules');

    const post = await app.inject('/app/news/floodlights');
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<h1>Floodlights for the <tennis> courts</h1>');
    expect(post.body).toContain(
      `<title>Floodlights for the &lt;tennis&gt; courts | ${club}</title>`,
    );
    expect(post.body).toContain('<meta property="og:type" content="article" />');
    expect(post.body).toContain('content="Evening tennis from December."');
    expect(bootOf(post.body)!['/api/news/floodlights?lang=en']).toMatchObject({
      slug: 'floodlights',
    });

    // A members-only post, a draft and an unknown slug are not there for the public: 404, the
    // not-found head (not indexed), and nothing of the post drawn or embedded.
    for (const slug of ['agm-minutes', 'draft-plans', 'no-such-post']) {
      const res = await app.inject(`/app/news/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<title>Page not found | ${club}</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('<h1>');
      expect(res.body).not.toContain('Members only');
      expect(Object.keys(bootOf(res.body) ?? {}).filter((k) => k.startsWith('/api/news'))).toEqual(
        [],
      );
    }
    // An unknown path beside them answers the same.
    const unknown = await app.inject('/app/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('draws the list in the reader language and lists the public posts in the sitemap', async () => {
    const de = await app.inject({ url: '/app/news', headers: { 'accept-language': 'de' } });
    expect(de.body).toContain('<title>Neuigkeiten |');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://portal.test/app/news</loc>');
    expect(sitemap.body).toContain('<loc>http://portal.test/app/news/floodlights</loc>');
    expect(sitemap.body).not.toContain('agm-minutes');
    expect(sitemap.body).not.toContain('draft-plans');
  });
});

describe("the public news in the reader's language", () => {
  it("draws a post's German version for a German reader, its own words for others", async () => {
    await app.ctx.db.insert(newsPosts).values({
      title: 'Pool reopens',
      slug: 'pool-reopens',
      summary: 'From Monday.',
      bodyHtml: '<p>Open</p>',
      translations: { de: { title: 'Das Schwimmbad öffnet', summary: 'Ab Montag.' } },
      status: 'Published',
      publishedAt: new Date('2026-11-22T10:00:00Z'),
    });
    const de = await app.inject({
      url: '/app/news/pool-reopens',
      headers: { 'accept-language': 'de' },
    });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<h1>Das Schwimmbad öffnet</h1>');
    expect(de.body).toContain('content="Ab Montag."');
    expect(bootOf(de.body)!['/api/news/pool-reopens?lang=de']).toMatchObject({ language: 'de' });
    const list = await app.inject({ url: '/app/news', headers: { 'accept-language': 'de' } });
    expect(list.body).toContain('<li>Das Schwimmbad öffnet</li>');
    const es = await app.inject({
      url: '/app/news/pool-reopens',
      headers: { 'accept-language': 'es' },
    });
    expect(es.body).toContain('<h1>Pool reopens</h1>');
  });
});

describe("the public gallery's HTML", () => {
  it('draws a published public album with its photos; a draft album is not drawn', async () => {
    const [a] = await app.ctx.db
      .insert(albums)
      .values([
        { title: 'Grounds', slug: 'grounds', description: 'The main ground.', status: 'Published' },
        { title: 'Secret', slug: 'secret' },
      ])
      .returning({ id: albums.id });
    await app.ctx.db
      .insert(albumPhotos)
      .values({ albumId: a!.id, url: 'images/cricket.svg', caption: 'The pitch' });
    const res = await app.inject('/app/gallery/grounds');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Grounds</h1><img alt="The pitch">');
    expect(res.body).toContain('<meta name="description" content="The main ground." />');
    expect(bootOf(res.body)!['/api/gallery/grounds']).toMatchObject({ title: 'Grounds' });
    // A draft album and an unknown one answer as a missing news post does.
    for (const slug of ['secret', 'no-such-album']) {
      const missing = await app.inject(`/app/gallery/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
      expect(missing.body).toContain('<title>Page not found |');
      expect(missing.body).not.toContain('<h1>');
      expect(bootOf(missing.body)?.[`/api/gallery/${slug}`]).toBeUndefined();
    }
    expect(Object.keys(bootOf((await app.inject('/app/gallery')).body)!)).toContain('/api/gallery');
  });
});
