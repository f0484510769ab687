import { describe, expect, it } from 'vitest';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const ADMIN = '/api/admin/content/news';
const item = (over: Record<string, unknown> = {}) => ({
  title: 'Summer Cup results',
  slug: 'summer-cup-results',
  summary: 'Our first eleven won the Summer Cup.',
  bodyHtml: '<p>Our first eleven won <strong>the cup</strong>.</p><script>alert(1)</script>',
  ...over,
});
const add = (it: object, who = as('editor')) =>
  who.inject({ method: 'POST', url: ADMIN, payload: { item: it } });
const change = (it: object, who = as('editor')) =>
  who.inject({ method: 'PUT', url: ADMIN, payload: { item: it } });
const setStatus = (id: number, status: string, version: number, who = as('editor')) =>
  who.inject({ method: 'PUT', url: `${ADMIN}/${id}/status`, payload: { status, version } });
const remove = (id: number, who = as('editor')) =>
  who.inject({ method: 'DELETE', url: `${ADMIN}/${id}` });
const anon = () => as('anonymous');

describe('the news API: access', () => {
  it('lets editors and admins write; members and event managers 403, signed-out 401', async () => {
    for (const who of ['member', 'eventManager'] as const) {
      expect((await as(who).inject({ url: ADMIN })).statusCode).toBe(403);
      expect((await add(item({ slug: 'refused' }), as(who))).statusCode).toBe(403);
      expect((await change({ ...item(), id: 1, version: 0 }, as(who))).statusCode).toBe(403);
      expect((await setStatus(1, 'Published', 0, as(who))).statusCode).toBe(403);
      expect((await remove(1, as(who))).statusCode).toBe(403);
    }
    expect((await anon().inject({ url: ADMIN })).statusCode).toBe(401);
    expect((await add(item({ slug: 'refused' }), anon())).statusCode).toBe(401);
    expect((await as('member').inject({ url: '/api/member/news' })).statusCode).toBe(200);
    expect((await anon().inject({ url: '/api/member/news' })).statusCode).toBe(401);
    expect((await anon().inject({ url: '/api/news' })).statusCode).toBe(200);
    // Nothing was written by the refusals.
    const list = await as('admin').inject({ url: `${ADMIN}?term=refused` });
    expect(list.json().total).toBe(0);
  });
});

describe('the news API: writing and publishing', () => {
  it('adds a draft (sanitised), publishes it for the public, changes and deletes it', async () => {
    const made = await add(item());
    expect(made.statusCode).toBe(201);
    const post = made.json();
    expect(post).toMatchObject({
      slug: 'summer-cup-results',
      status: 'Draft',
      audience: 'public',
      language: 'en',
      publishedAt: null,
      version: 0,
      authorName: expect.any(String),
    });
    expect(post.bodyHtml).not.toContain('script');
    expect(post.bodyHtml).toContain('<strong>the cup</strong>');

    // A draft is nobody's to read: 404 for the public and for members.
    expect((await anon().inject({ url: '/api/news/summer-cup-results' })).statusCode).toBe(404);
    expect(
      (await as('member').inject({ url: '/api/member/news/summer-cup-results' })).statusCode,
    ).toBe(404);
    expect((await anon().inject({ url: '/api/news' })).json().items).toEqual([]);

    const published = await setStatus(post.id, 'Published', 0);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'Published', version: 1 });
    expect(published.json().publishedAt).toEqual(expect.any(String));
    const read = await anon().inject({ url: '/api/news/Summer-Cup-Results' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'Summer Cup results', bodyHtml: post.bodyHtml });
    expect((await anon().inject({ url: '/api/news' })).json()).toMatchObject({
      total: 1,
      items: [{ slug: 'summer-cup-results' }],
    });

    // A stale version is refused (409) and changes nothing.
    const stale = await change({ ...item({ title: 'Stale' }), id: post.id, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('news_changed');
    expect((await setStatus(post.id, 'Draft', 0)).statusCode).toBe(409);
    const changed = await change({
      ...item({ title: 'Summer Cup: we won' }),
      id: post.id,
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Summer Cup: we won', version: 2 });

    // Unpublished: gone from the public site again.
    expect((await setStatus(post.id, 'Draft', 2)).statusCode).toBe(200);
    expect((await anon().inject({ url: '/api/news/summer-cup-results' })).statusCode).toBe(404);

    expect((await remove(post.id, as('admin'))).statusCode).toBe(204);
    expect((await remove(post.id)).statusCode).toBe(404);
    expect((await change({ ...item(), id: post.id, version: 3 })).statusCode).toBe(404);
    for (const action of [
      'news.create',
      'news.update',
      'news.publish',
      'news.unpublish',
      'news.delete',
    ]) {
      expect(await countAudits(t, action)).toBeGreaterThan(0);
    }
  });

  it('shows a members-only post to members, never to the public', async () => {
    const made = (
      await add(item({ slug: 'agm-minutes', title: 'AGM minutes', audience: 'members' }))
    ).json();
    expect((await setStatus(made.id, 'Published', 0)).statusCode).toBe(200);
    expect((await anon().inject({ url: '/api/news/agm-minutes' })).statusCode).toBe(404);
    const list = (await anon().inject({ url: '/api/news' })).json();
    expect(list.items.map((c: { slug: string }) => c.slug)).not.toContain('agm-minutes');
    const mine = await as('member').inject({ url: '/api/member/news' });
    expect(mine.json().items.map((c: { slug: string }) => c.slug)).toContain('agm-minutes');
    const one = await as('member').inject({ url: '/api/member/news/agm-minutes' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ audience: 'members', title: 'AGM minutes' });
  });

  it('refuses a slug another post has with 409 naming the field', async () => {
    expect((await add(item({ slug: 'twice' }))).statusCode).toBe(201);
    const again = await add(item({ slug: 'twice' }));
    expect(again.statusCode).toBe(409);
    expect(errorFields(again)).toEqual(['item.slug']);
    const other = (await add(item({ slug: 'once' }))).json();
    const moved = await change({ ...item({ slug: 'twice' }), id: other.id, version: 0 });
    expect(moved.statusCode).toBe(409);
    expect(errorFields(moved)).toEqual(['item.slug']);
  });

  it('settles two posts racing for one slug in the database: one is added', async () => {
    const codes = (await Promise.all([add(item({ slug: 'race' })), add(item({ slug: 'race' }))]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409]);
  });

  it('lets one of two editors publishing the same version win; the other gets 409', async () => {
    const made = (await add(item({ slug: 'both-publish' }))).json();
    const codes = (
      await Promise.all([
        setStatus(made.id, 'Published', 0),
        setStatus(made.id, 'Published', 0, as('admin')),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });
});

describe('the news API: bad input', () => {
  it('answers 400 naming the failing fields, never 500', async () => {
    const bad = await add({
      title: '',
      slug: 'Not A Slug!',
      bodyHtml: '',
      audience: 'everyone',
      coverUrl: 'http://evil.example/x.png',
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(
      [
        'item.audience',
        'item.bodyHtml',
        'item.coverUrl',
        'item.language',
        'item.slug',
        'item.title',
      ].sort(),
    );
    // A body of markup only holds no text once sanitised.
    const empty = await add(item({ slug: 'empty-body', bodyHtml: '<script>x</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(errorFields(empty)).toEqual(['item.bodyHtml']);
    expect((await setStatus(1, 'Gone', 0)).statusCode).toBe(400);
    expect(errorFields(await setStatus(1, 'Gone', 0))).toEqual(['status']);
    expect((await setStatus(999_999, 'Published', 0)).statusCode).toBe(404);
    expect((await as('editor').inject({ url: `${ADMIN}?status=Nope` })).statusCode).toBe(400);
    expect((await anon().inject({ url: '/api/news?pageSize=0' })).statusCode).toBe(400);
    // A slug too long for any post: refused before any read (the router's limit), not a 500.
    expect([400, 414]).toContain(
      (await anon().inject({ url: `/api/news/${'x'.repeat(300)}` })).statusCode,
    );
    expect((await anon().inject({ url: '/api/news/no-such-post' })).statusCode).toBe(404);
    expect((await remove(0)).statusCode).toBe(400);
  });
});

describe('the news API: versions in Spanish and German', () => {
  const translations = {
    es: {
      title: 'Resultados de la Copa de Verano',
      summary: 'Nuestro primer once ganó la Copa.',
      bodyHtml:
        '<p>Ganamos <em>la copa</em>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    },
    de: { title: 'Ergebnisse des Sommerpokals', bodyHtml: '<p></p>' },
  };

  it("keeps a post's versions (bodies sanitised, a blank one dropped) and reads each reader's language, else the post's own", async () => {
    const made = await add(item({ slug: 'cup-translated', translations }));
    expect(made.statusCode, made.body).toBe(201);
    const post = made.json();
    // The editors see the versions as kept: the Spanish body cleaned, the emptied German one gone.
    expect(post.translations.es.title).toBe('Resultados de la Copa de Verano');
    expect(post.translations.es.bodyHtml).toBe('<p>Ganamos <em>la copa</em>.</p>');
    expect(post.translations.de).toEqual({ title: 'Ergebnisse des Sommerpokals' });
    expect((await setStatus(post.id, 'Published', 0)).statusCode).toBe(200);

    const es = (await anon().inject({ url: '/api/news/cup-translated?lang=es' })).json();
    expect(es).toMatchObject({
      title: 'Resultados de la Copa de Verano',
      summary: 'Nuestro primer once ganó la Copa.',
      language: 'es',
    });
    expect(es.bodyHtml).toBe(post.translations.es.bodyHtml);
    expect(es).not.toHaveProperty('translations');
    // German: its title; the summary and body it has not, in the post's own words.
    const de = (
      await as('member').inject({ url: '/api/member/news/cup-translated?lang=de' })
    ).json();
    expect(de).toMatchObject({
      title: 'Ergebnisse des Sommerpokals',
      summary: 'Our first eleven won the Summer Cup.',
      bodyHtml: post.bodyHtml,
      language: 'de',
    });
    const en = (await anon().inject({ url: '/api/news/cup-translated' })).json();
    expect(en).toMatchObject({ title: 'Summer Cup results', language: 'en' });
    // The lists read the same way.
    const cards = (await anon().inject({ url: '/api/news?lang=es' })).json().items;
    expect(cards.find((c: { slug: string }) => c.slug === 'cup-translated')).toMatchObject({
      title: 'Resultados de la Copa de Verano',
      language: 'es',
    });
    const memberCards = (await as('member').inject({ url: '/api/member/news?lang=de' })).json();
    expect(memberCards.items.find((c: { slug: string }) => c.slug === 'cup-translated').title).toBe(
      'Ergebnisse des Sommerpokals',
    );

    // A change keeps what it is sent: the Spanish version taken away reads English again.
    const changed = await change({
      ...item({ slug: 'cup-translated', translations: { de: translations.de } }),
      id: post.id,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().translations).toEqual({ de: { title: 'Ergebnisse des Sommerpokals' } });
    const back = (await anon().inject({ url: '/api/news/cup-translated?lang=es' })).json();
    expect(back).toMatchObject({ title: 'Summer Cup results', language: 'en' });
  });

  it('refuses versions too long, of unknown languages or readers, naming the fields, and writes nothing', async () => {
    const before = (await as('editor').inject({ url: `${ADMIN}?pageSize=100` })).json().total;
    const bad = await add(
      item({
        slug: 'too-long-versions',
        translations: {
          es: { title: 'x'.repeat(161), summary: 'y'.repeat(401) },
          de: { title: 7 },
        },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(errorFields(bad)).toEqual(
      [
        'item.translations.de.title',
        'item.translations.es.summary',
        'item.translations.es.title',
      ].sort(),
    );
    expect((await as('editor').inject({ url: `${ADMIN}?pageSize=100` })).json().total).toBe(before);
    for (const url of ['/api/news?lang=fr', '/api/news/cup-translated?lang=xx']) {
      const res = await anon().inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(errorFields(res)).toEqual(['lang']);
    }
    const member = await as('member').inject({ url: '/api/member/news?lang=it' });
    expect(member.statusCode).toBe(400);
  });
});
