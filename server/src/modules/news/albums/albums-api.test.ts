import { describe, expect, it } from 'vitest';
import { ADMIN, add, item, PNG, setStatus, upload } from '../../../../test/support/albums.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { countAudits, errorFields } from '../../../../test/support/staff-app.ts';

useEventsApp();

describe('the albums API', () => {
  it('lets editors and admins write; members and event managers 403, signed-out 401', async () => {
    for (const who of ['member', 'eventManager'] as const) {
      expect((await as(who).inject({ url: ADMIN })).statusCode).toBe(403);
      expect((await add(item({ slug: 'refused' }), as(who))).statusCode).toBe(403);
      expect((await upload(1, PNG, as(who))).statusCode).toBe(403);
    }
    expect((await add(item({ slug: 'refused' }), as('anonymous'))).statusCode).toBe(401);
    expect((await as('anonymous').inject({ url: '/api/member/gallery' })).statusCode).toBe(401);
    expect((await as('admin').inject({ url: ADMIN })).json().items).toEqual([]);
  });

  it('adds an album, its photos (checked by their bytes), captions and publishes it', async () => {
    const made = await add(item());
    expect(made.statusCode).toBe(201);
    const album = made.json();
    expect(album).toMatchObject({ status: 'Draft', kind: 'facility', photos: [], version: 0 });

    // Not an image (by its bytes, whatever its name says): 415, as every upload; empty: 400.
    const fake = await upload(album.id, Buffer.from('<html>not an image</html>'));
    expect(fake.statusCode).toBe(415);
    const empty = await upload(album.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await as('editor').inject({ url: ADMIN })).json().items[0].photos).toEqual([]);
    const withPhoto = await upload(album.id, PNG);
    expect(withPhoto.statusCode).toBe(201);
    const photo = withPhoto.json().photos[0];
    expect(photo.url).toMatch(/^\/api\/album-photos\/[0-9a-f-]{36}\.png$/);
    // A draft's photo is its editors' only.
    expect((await as('anonymous').inject({ url: photo.url })).statusCode).toBe(404);
    expect((await as('editor').inject({ url: photo.url })).statusCode).toBe(200);

    const captioned = await as('editor').inject({
      method: 'PUT',
      url: `${ADMIN}/${album.id}/captions`,
      payload: {
        version: withPhoto.json().version,
        captions: [{ photoId: photo.id, caption: 'Court one at dusk' }],
      },
    });
    expect(captioned.statusCode).toBe(200);
    const version = captioned.json().version;

    // A draft is nobody's to read.
    expect((await as('anonymous').inject({ url: '/api/gallery/clay-courts' })).statusCode).toBe(
      404,
    );
    expect((await setStatus(album.id, 'Published', 0)).statusCode).toBe(409);
    expect((await setStatus(album.id, 'Published', version)).statusCode).toBe(200);
    const read = await as('anonymous').inject({ url: '/api/gallery/clay-courts' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: 'The clay courts',
      coverUrl: photo.url,
      photos: [{ url: photo.url, caption: 'Court one at dusk' }],
    });
    expect((await as('anonymous').inject({ url: '/api/gallery' })).json().items).toHaveLength(1);
    const served = await as('anonymous').inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=300');

    const removed = await as('editor').inject({
      method: 'DELETE',
      url: `${ADMIN}/${album.id}/photos/${photo.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([]);
    expect((await as('anonymous').inject({ url: photo.url })).statusCode).toBe(404);
    for (const action of [
      'album.create',
      'album.photo_add',
      'album.photo_caption',
      'album.publish',
      'album.photo_remove',
    ]) {
      expect(await countAudits(t, action)).toBeGreaterThan(0);
    }
  });

  it("shows an event's highlights linked to the event; a members' album only to members", async () => {
    const event = ids.past;
    const made = (
      await add(
        item({
          title: 'Snooker Open highlights',
          slug: 'snooker-open',
          kind: 'event',
          eventId: event,
          audience: 'members',
        }),
      )
    ).json();
    expect(made).toMatchObject({ eventId: event, eventTitle: 'Monsoon Snooker Open' });
    expect((await setStatus(made.id, 'Published', 0)).statusCode).toBe(200);
    expect((await as('anonymous').inject({ url: '/api/gallery/snooker-open' })).statusCode).toBe(
      404,
    );
    const mine = await as('member').inject({ url: '/api/member/gallery/snooker-open' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      kind: 'event',
      eventId: event,
      eventTitle: 'Monsoon Snooker Open',
    });
    expect(
      (await as('member').inject({ url: '/api/member/gallery' }))
        .json()
        .items.map((a: { slug: string }) => a.slug),
    ).toContain('snooker-open');
  });

  it('refuses bad input with 400 on the fields, a slug clash with 409, racing adds settled once', async () => {
    const bad = await add({ title: '', slug: 'No Slug', kind: 'event', audience: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['item.audience', 'item.slug', 'item.title']);
    const noEvent = await add(item({ slug: 'no-event', kind: 'event' }));
    expect(errorFields(noEvent)).toEqual(['item.eventId']);
    const unknown = await add(item({ slug: 'unknown-event', kind: 'event', eventId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(errorFields(unknown)).toEqual(['item.eventId']);
    const codes = (await Promise.all([add(item({ slug: 'twin' })), add(item({ slug: 'twin' }))]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409]);
    const clash = await add(item({ slug: 'twin' }));
    expect(errorFields(clash)).toEqual(['item.slug']);
    expect((await upload(999_999, PNG)).statusCode).toBe(404);
    expect(
      (await as('editor').inject({ method: 'DELETE', url: `${ADMIN}/999999` })).statusCode,
    ).toBe(404);
  });
});
