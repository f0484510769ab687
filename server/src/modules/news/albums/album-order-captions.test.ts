import { describe, expect, it } from 'vitest';
import { ADMIN, add, item, PNG, upload } from '../../../../test/support/albums.ts';
import { as, t, useEventsApp } from '../../../../test/support/events.ts';
import { countAudits, errorFields } from '../../../../test/support/staff-app.ts';

useEventsApp();

interface Photo {
  id: number;
  url: string;
  caption: string;
}
interface AlbumAnswer {
  id: number;
  version: number;
  coverUrl: string | null;
  sort: number;
  photos: Photo[];
}

/** An album with `n` photos, as the editors' API answers it after the last upload. */
async function albumWith(slug: string, n: number): Promise<AlbumAnswer> {
  let album = (await add(item({ slug }))).json() as AlbumAnswer;
  for (let i = 0; i < n; i++) album = (await upload(album.id, PNG)).json();
  return album;
}
const order = (a: AlbumAnswer, photoIds: number[], version = a.version, who = as('editor')) =>
  who.inject({
    method: 'PUT',
    url: `${ADMIN}/${a.id}/photo-order`,
    payload: { version, photoIds },
  });
const captions = (
  a: AlbumAnswer,
  list: { photoId: number; caption: string }[],
  version = a.version,
  who = as('editor'),
) =>
  who.inject({
    method: 'PUT',
    url: `${ADMIN}/${a.id}/captions`,
    payload: { version, captions: list },
  });
const change = (a: AlbumAnswer, over: Record<string, unknown>, who = as('editor')) =>
  who.inject({
    method: 'PUT',
    url: ADMIN,
    payload: {
      item: { ...item({ slug: `album-${a.id}` }), id: a.id, version: a.version, ...over },
    },
  });
const readOrder = async (slug: string) =>
  (await as('member').inject({ url: `/api/member/gallery/${slug}` }))
    .json()
    .photos.map((p: Photo) => p.caption);

describe("an album's photos' order, captions and cover", () => {
  it('reorders the photos in one request, under the version seen; readers see the order', async () => {
    const a = await albumWith('reorder', 3);
    const [p1, p2, p3] = a.photos.map((p) => p.id);
    const moved = await order(a, [p3!, p1!, p2!]);
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as AlbumAnswer;
    expect(after.photos.map((p) => p.id)).toEqual([p3, p1, p2]);
    expect(after.version).toBe(a.version + 1);
    // The cover (none chosen) is the first photo in the new order.
    expect(after.coverUrl).toBe(after.photos[0]!.url);
    expect(await countAudits(t, 'album.photo_order')).toBe(1);

    // A stale version: 409, nothing moved.
    const stale = await order(a, [p1!, p2!, p3!]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('album_changed');
    // Not each photo once: 400 on photoIds, nothing moved.
    for (const ids of [[p1!, p2!], [p1!, p1!, p2!], [p1!, p2!, p3!, 999_999], []]) {
      const bad = await order(after, ids);
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(errorFields(bad)).toEqual(['photoIds']);
    }
    const now = (await as('editor').inject({ url: ADMIN }))
      .json()
      .items.find((x: AlbumAnswer) => x.id === a.id);
    expect(now.photos.map((p: Photo) => p.id)).toEqual([p3, p1, p2]);
    expect(now.version).toBe(after.version);

    // Two editors moving at once from the same version: one wins, the other is told.
    const codes = (
      await Promise.all([order(after, [p1!, p2!, p3!]), order(after, [p2!, p3!, p1!])])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('saves the captions written together in one request and one audit entry', async () => {
    const a = await albumWith('captions', 3);
    const [p1, p2, p3] = a.photos.map((p) => p.id);
    const saved = await captions(a, [
      { photoId: p1!, caption: '  The first  ' },
      { photoId: p2!, caption: 'The second' },
      { photoId: p3!, caption: '' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().photos.map((p: Photo) => p.caption)).toEqual([
      'The first',
      'The second',
      '',
    ]);
    expect(saved.json().version).toBe(a.version + 1);
    expect(await countAudits(t, 'album.photo_caption')).toBe(1);

    const latest = saved.json() as AlbumAnswer;
    // A photo the album does not hold, or one named twice: 400 naming it, nothing written.
    const foreign = await captions(latest, [
      { photoId: p1!, caption: 'Changed' },
      { photoId: 999_999, caption: 'Not here' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(errorFields(foreign)).toEqual(['captions.1.photoId']);
    const twice = await captions(latest, [
      { photoId: p2!, caption: 'A' },
      { photoId: p2!, caption: 'B' },
    ]);
    expect(errorFields(twice)).toEqual(['captions.1.photoId']);
    const long = await captions(latest, [{ photoId: p1!, caption: 'x'.repeat(241) }]);
    expect(long.statusCode).toBe(400);
    expect(errorFields(long)).toEqual(['captions.0.caption']);
    const none = await captions(latest, []);
    expect(errorFields(none)).toEqual(['captions']);
    // A stale version: 409.
    const stale = await captions(a, [{ photoId: p1!, caption: 'Changed' }]);
    expect(stale.statusCode).toBe(409);
    const now = (await as('editor').inject({ url: ADMIN }))
      .json()
      .items.find((x: AlbumAnswer) => x.id === a.id);
    expect(now.photos.map((p: Photo) => p.caption)).toEqual(['The first', 'The second', '']);
    expect(await countAudits(t, 'album.photo_caption')).toBe(1);
  });

  it('takes its cover from its own photos and its place in the list from its sort order', async () => {
    const a = await albumWith('covered', 2);
    const other = await albumWith('other-album', 1);
    const second = a.photos[1]!.url;
    const covered = await change(a, { slug: 'covered', coverUrl: second, sort: 5 });
    expect(covered.statusCode).toBe(200);
    expect(covered.json()).toMatchObject({ coverUrl: second, sort: 5 });
    // Another album's photo, or any other address: 400 on the field, nothing written.
    for (const coverUrl of [other.photos[0]!.url, 'images/tennis.svg']) {
      const bad = await change(covered.json(), { slug: 'covered', coverUrl });
      expect(bad.statusCode).toBe(400);
      expect(errorFields(bad)).toEqual(['item.coverUrl']);
    }
    const newOne = await add(item({ slug: 'new-with-cover', coverUrl: second }));
    expect(errorFields(newOne)).toEqual(['item.coverUrl']);
    expect((await add(item({ slug: 'bad-sort', sort: 1000 }))).statusCode).toBe(400);

    // Removing the cover photo: the album's first photo is its cover again.
    const removed = await as('editor').inject({
      method: 'DELETE',
      url: `${ADMIN}/${a.id}/photos/${a.photos[1]!.id}`,
    });
    expect(removed.json().coverUrl).toBe(a.photos[0]!.url);

    // The editors' list and the galleries follow the albums' sort order (lowest first).
    const pub = async (x: AlbumAnswer, sort: number, slug: string) => {
      const r = (await change(x, { slug, sort })).json();
      await as('editor').inject({
        method: 'PUT',
        url: `${ADMIN}/${x.id}/status`,
        payload: { status: 'Published', version: r.version },
      });
    };
    const latest = (await as('editor').inject({ url: ADMIN })).json().items as AlbumAnswer[];
    await pub(
      latest.find((x) => x.id === other.id)!,
      1,
      'other-album',
    );
    await pub(
      latest.find((x) => x.id === a.id)!,
      2,
      'covered',
    );
    const slugs = (await as('anonymous').inject({ url: '/api/gallery' }))
      .json()
      .items.map((x: { slug: string }) => x.slug);
    expect(slugs.indexOf('other-album')).toBeLessThan(slugs.indexOf('covered'));
    expect(await readOrder('covered')).toHaveLength(1);
  });

  it('lets only editors and admins reorder and caption', async () => {
    const a = await albumWith('who-may', 1);
    const ids = a.photos.map((p) => p.id);
    for (const who of ['member', 'eventManager'] as const) {
      expect((await order(a, ids, a.version, as(who))).statusCode).toBe(403);
      expect(
        (await captions(a, [{ photoId: ids[0]!, caption: 'x' }], a.version, as(who))).statusCode,
      ).toBe(403);
    }
    expect((await order(a, ids, a.version, as('anonymous'))).statusCode).toBe(401);
    const byAdmin = await order(a, ids, a.version, as('admin'));
    expect(byAdmin.statusCode).toBe(200);
    const c = await captions(
      byAdmin.json(),
      [{ photoId: ids[0]!, caption: 'x' }],
      byAdmin.json().version,
      as('admin'),
    );
    expect(c.statusCode).toBe(200);
    expect((await order({ ...a, id: 999_999 }, ids, 0)).statusCode).toBe(404);
    // The per-photo caption route is gone: captions are saved together.
    expect(
      (
        await as('editor').inject({
          method: 'PUT',
          url: `${ADMIN}/${a.id}/photos/${ids[0]}`,
          payload: { caption: 'one' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
