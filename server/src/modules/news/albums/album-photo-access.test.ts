import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { albumPhotos } from '../../../db/schema/index.ts';
import { ADMIN, add, item, PNG, setStatus, upload } from '../../../../test/support/albums.ts';
import { as, t, useEventsApp } from '../../../../test/support/events.ts';

useEventsApp();

type Who = 'anonymous' | 'member' | 'eventManager' | 'editor' | 'admin';
const READERS: Who[] = ['anonymous', 'member', 'eventManager', 'editor', 'admin'];

/** An album with one photo, published or not: its id, version and the photo's address. */
async function albumWithPhoto(slug: string, audience: 'public' | 'members', published: boolean) {
  const made = (await add(item({ slug, audience }))).json();
  const withPhoto = (await upload(made.id, PNG)).json();
  let version = withPhoto.version;
  if (published) version = (await setStatus(made.id, 'Published', version)).json().version;
  return { id: made.id as number, version: version as number, url: withPhoto.photos[0].url };
}

/** What each reader is answered for `url`: the status, and the cache-control of a 200. */
async function answers(url: string) {
  const out: Record<string, string> = {};
  for (const who of READERS) {
    const res = await as(who).inject({ url });
    out[who] =
      res.statusCode === 200
        ? `200 ${res.headers['cache-control']}`
        : `${res.statusCode} ${String(res.headers['content-type']).split(';')[0]}`;
  }
  return out;
}

const PUBLIC = '200 public, max-age=300';
const PRIVATE = '200 private, no-store';
const NOT_FOUND = '404 application/problem+json';

describe("an album photo's file", () => {
  it('is read as its album allows: public, members, draft', async () => {
    const pub = await albumWithPhoto('open-day', 'public', true);
    expect(pub.url).toMatch(/^\/api\/album-photos\/[0-9a-f-]{36}\.png$/);
    expect(await answers(pub.url)).toEqual({
      anonymous: PUBLIC,
      member: PUBLIC,
      eventManager: PUBLIC,
      editor: PUBLIC,
      admin: PUBLIC,
    });
    const ok = await as('anonymous').inject({ url: pub.url });
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(PNG)).toBe(true);

    const members = await albumWithPhoto('members-dinner', 'members', true);
    expect(await answers(members.url)).toEqual({
      anonymous: '401 application/problem+json',
      member: PRIVATE,
      eventManager: PRIVATE,
      editor: PRIVATE,
      admin: PRIVATE,
    });

    const draft = await albumWithPhoto('not-yet', 'public', false);
    expect(await answers(draft.url)).toEqual({
      anonymous: NOT_FOUND,
      member: NOT_FOUND,
      eventManager: NOT_FOUND,
      editor: PRIVATE,
      admin: PRIVATE,
    });
  });

  it("follows its album's readers and status when they change, at each read", async () => {
    const a = await albumWithPhoto('changing-readers', 'public', true);
    expect((await as('anonymous').inject({ url: a.url })).statusCode).toBe(200);
    const toMembers = await as('editor').inject({
      method: 'PUT',
      url: ADMIN,
      payload: {
        item: {
          ...item({ slug: 'changing-readers' }),
          audience: 'members',
          id: a.id,
          version: a.version,
        },
      },
    });
    expect(toMembers.statusCode).toBe(200);
    expect((await as('anonymous').inject({ url: a.url })).statusCode).toBe(401);
    expect((await as('member').inject({ url: a.url })).statusCode).toBe(200);
    expect((await setStatus(a.id, 'Draft', toMembers.json().version)).statusCode).toBe(200);
    expect((await as('member').inject({ url: a.url })).statusCode).toBe(404);
    expect((await as('editor').inject({ url: a.url })).statusCode).toBe(200);
  });

  it('is not found when unknown, removed, or asked for in the public files area', async () => {
    const unknown = '/api/album-photos/00000000-0000-4000-8000-000000000000.png';
    for (const who of READERS)
      expect((await as(who).inject({ url: unknown })).statusCode).toBe(404);
    expect(
      (await as('admin').inject({ url: '/api/album-photos/..%2Fsecret.png' })).statusCode,
    ).toBe(400);
    const a = await albumWithPhoto('public-area', 'public', true);
    const name = a.url.split('/').pop();
    // Not one of the public areas: the files route serves none of it, whatever the album.
    expect((await as('admin').inject({ url: `/api/files/albums/${name}` })).statusCode).toBe(404);
    const [photo] = await t.app.ctx.db
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(eq(albumPhotos.url, a.url));
    const removed = await as('editor').inject({
      method: 'DELETE',
      url: `${ADMIN}/${a.id}/photos/${photo!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await as('editor').inject({ url: a.url })).statusCode).toBe(404);
  });

  it("refuses a members' or draft album's photo kept in the old public 'gallery' area", async () => {
    // Photos uploaded before albums had their own area are in 'gallery', which the files
    // route serves to anyone: an album's there is read as its album allows.
    const members = await albumWithPhoto('old-members', 'members', true);
    const draft = await albumWithPhoto('old-draft', 'public', false);
    const pub = await albumWithPhoto('old-public', 'public', true);
    const oldUrl = async (albumId: number) => {
      const stored = await t.app.ctx.storage.put('gallery', PNG, 'image/png');
      const url = `/api/files/${stored.key}`;
      await t.app.ctx.db.update(albumPhotos).set({ url }).where(eq(albumPhotos.albumId, albumId));
      return url;
    };
    expect(await answers(await oldUrl(members.id))).toEqual({
      anonymous: '401 application/problem+json',
      member: PRIVATE,
      eventManager: PRIVATE,
      editor: PRIVATE,
      admin: PRIVATE,
    });
    expect(await answers(await oldUrl(draft.id))).toEqual({
      anonymous: NOT_FOUND,
      member: NOT_FOUND,
      eventManager: NOT_FOUND,
      editor: PRIVATE,
      admin: PRIVATE,
    });
    expect((await answers(await oldUrl(pub.id))).anonymous).toBe(PUBLIC);
    // The site's own gallery pictures (no album's) stay public and long kept.
    const site = await t.app.ctx.storage.put('gallery', PNG, 'image/png');
    const res = await as('anonymous').inject({ url: `/api/files/${site.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
