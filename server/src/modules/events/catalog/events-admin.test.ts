import { describe, expect, it } from 'vitest';
import {
  EVENTS_API,
  type ClubEvent,
  type EventCategoryTree,
  type PublicEventList,
} from '@club/contracts';
import { multipart, PDF, PNG } from '../../../../test/fixtures.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { countAudits, errorFields as fields } from '../../../../test/support/staff-app.ts';

useEventsApp();

const admin = () => as('admin');
const E = EVENTS_API.events;
const C = EVENTS_API.categories;
const audits = (action: string) => countAudits(t, action);

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: "New Year's Eve Ball",
  categoryId: ids.festivals,
  description: 'Black tie, a live orchestra',
  venue: 'Banquet hall',
  startsAt: '2026-12-31T20:30',
  endsAt: '2027-01-01T02:30',
  bookingOpensAt: '2026-11-20T10:00',
  bookingClosesAt: '2026-12-30T18:00',
  capacity: 250,
  ticketsPerMember: 6,
  member: { allowed: true, price: '4500' },
  spouse: { allowed: true, price: '4500.50' },
  dependent: { allowed: true, price: 0 },
  guest: { allowed: false, price: '0' },
  buffet: { offered: true, vegPrice: '1800', nonVegPrice: '2200' },
  tableSizes: [8, 2, 4],
  tournamentType: 'none',
  waitlistOfferHours: 12,
  ...over,
});

const get = async (id: number) => (await admin().inject({ url: `${E}/${id}` })).json<ClubEvent>();

describe('events (events/manageEvents)', () => {
  it('adds an event as a draft, prices in paise, times in the club time zone, audited', async () => {
    const res = await admin().inject({ method: 'POST', url: E, payload: eventBody() });
    expect(res.statusCode).toBe(201);
    const e = res.json<ClubEvent>();
    expect(e).toMatchObject({
      status: 'draft',
      category: 'Festivals',
      group: 'Entertainment',
      member: { allowed: true, price: 450000 },
      spouse: { allowed: true, price: 450050 },
      dependent: { allowed: true, price: 0 },
      guest: { allowed: false, price: 0 },
      buffet: { offered: true, vegPrice: 180000, nonVegPrice: 220000 },
      tableSizes: [2, 4, 8],
      waitlistOfferHours: 12,
      version: 0,
      startsAt: '2026-12-31T15:00:00.000Z',
      local: { startsAt: '2026-12-31T20:30', endsAt: '2027-01-01T02:30' },
    });
    expect(await audits('events.event.create')).toBe(1);
  });

  it('refuses bad input with 400 naming the fields, nothing written', async () => {
    const before = (await admin().inject({ url: E })).json<{ total: number }>().total;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ endsAt: '2026-12-31T20:00' }, ['endsAt']],
      [{ bookingClosesAt: '2026-11-19T10:00' }, ['bookingClosesAt']],
      [{ member: { allowed: true, price: '-5' } }, ['member.price']],
      [{ buffet: { offered: true, vegPrice: 'abc', nonVegPrice: '1' } }, ['buffet.vegPrice']],
      [{ capacity: 0, ticketsPerMember: 99 }, ['capacity', 'ticketsPerMember']],
      [{ tableSizes: [3] }, ['tableSizes.0']],
      [{ startsAt: 'tomorrow', title: '' }, ['startsAt', 'title']],
      [{ tournamentType: 'triples' }, ['tournamentType']],
    ];
    for (const [over, expected] of cases) {
      const res = await admin().inject({ method: 'POST', url: E, payload: eventBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fields(res), JSON.stringify(over)).toEqual(expected);
    }
    const unknownCategory = await admin().inject({
      method: 'POST',
      url: E,
      payload: eventBody({ categoryId: 99999 }),
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(fields(unknownCategory)).toEqual(['categoryId']);
    expect((await admin().inject({ url: E })).json<{ total: number }>().total).toBe(before);
  });

  it('changes an event at the version seen; a stale version is 409 event_changed', async () => {
    const e = await get(ids.diwali);
    const body = eventBody({ title: 'Diwali Night 2026', version: e.version });
    const first = await admin().inject({ method: 'PUT', url: `${E}/${ids.diwali}`, payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json<ClubEvent>()).toMatchObject({
      title: 'Diwali Night 2026',
      version: e.version + 1,
    });
    const stale = await as('eventManager').inject({
      method: 'PUT',
      url: `${E}/${ids.diwali}`,
      payload: { ...body, title: 'Lost update' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('event_changed');
    expect((await get(ids.diwali)).title).toBe('Diwali Night 2026');
    const missing = await admin().inject({
      method: 'PUT',
      url: `${E}/99999`,
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves the status only as allowed, one winner when two act at once', async () => {
    const created = (
      await admin().inject({ method: 'POST', url: E, payload: eventBody({ title: 'Holi Splash' }) })
    ).json<ClubEvent>();
    const status = (status: string, version: number) =>
      admin().inject({
        method: 'PUT',
        url: `${E}/${created.id}/status`,
        payload: { status, version },
      });
    const bad = await status('completed', 0);
    expect(bad.statusCode).toBe(409);
    expect(bad.json().code).toBe('status_transition');
    const [a, b] = await Promise.all([status('published', 0), status('cancelled', 0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const now = await get(created.id);
    expect(now.version).toBe(1);
    const after = now.status === 'published' ? 'closed' : 'published';
    const next = await status(after, 1);
    expect(next.statusCode).toBe(now.status === 'published' ? 200 : 409);
    const stale = await status('cancelled', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('event_changed');
    expect(
      (
        await admin().inject({
          method: 'PUT',
          url: `${E}/99999/status`,
          payload: { status: 'published', version: 0 },
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await status('archived', 1);
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['status']);
  });

  it('writes highlights with a checked video link, up to six photos', async () => {
    const e = await get(ids.past);
    const badUrl = await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.past}/highlights`,
      payload: { description: 'x', videoUrl: 'javascript:alert(1)', version: e.version },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(fields(badUrl)).toEqual(['videoUrl']);
    const ok = await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.past}/highlights`,
      payload: {
        description: 'Thirty-two players',
        videoUrl: 'https://www.youtube.com/watch?v=abc',
        version: e.version,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ClubEvent>().highlights).toMatchObject({
      description: 'Thirty-two players',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
    });
    // One photo is there; five more fit, the seventh is refused.
    for (let i = 0; i < 5; i++) {
      const res = await as('eventManager').inject({
        method: 'POST',
        url: `${E}/${ids.past}/photos`,
        ...multipart({ files: [{ name: `p${i}.png`, type: 'image/png', data: PNG }] }),
      });
      expect(res.statusCode).toBe(201);
    }
    const seventh = await admin().inject({
      method: 'POST',
      url: `${E}/${ids.past}/photos`,
      ...multipart({ files: [{ name: 'p7.png', type: 'image/png', data: PNG }] }),
    });
    expect(seventh.statusCode).toBe(400);
    expect(fields(seventh)).toEqual(['file']);
    const photos = (await get(ids.past)).highlights.photos;
    expect(photos).toHaveLength(6);
    const removed = await admin().inject({
      method: 'DELETE',
      url: `${E}/${ids.past}/photos/${photos[5]!.id}`,
    });
    expect(removed.json<ClubEvent>().highlights.photos).toHaveLength(5);
    expect(
      (await admin().inject({ method: 'DELETE', url: `${E}/${ids.past}/photos/${photos[5]!.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('takes an image (by its bytes) and an invitation (image or PDF)', async () => {
    const pdfAsImage = await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.diwali}/files/image`,
      ...multipart({ files: [{ name: 'x.png', type: 'image/png', data: PDF }] }),
    });
    expect(pdfAsImage.statusCode).toBe(415);
    const image = await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.diwali}/files/image`,
      ...multipart({ files: [{ name: 'x.png', type: 'image/png', data: PNG }] }),
    });
    expect(image.statusCode).toBe(200);
    expect(image.json<ClubEvent>().imageUrl).toMatch(/^\/api\/files\/events\/.+\.png$/);
    const invitation = await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.diwali}/files/invitation`,
      ...multipart({ files: [{ name: 'invite.pdf', type: 'application/pdf', data: PDF }] }),
    });
    expect(invitation.statusCode).toBe(200);
    const url = invitation.json<ClubEvent>().invitationUrl!;
    expect(url).toMatch(/\.pdf$/);
    expect((await as('anonymous').inject({ url })).statusCode).toBe(200);
    const cleared = await admin().inject({
      method: 'DELETE',
      url: `${E}/${ids.diwali}/files/invitation`,
    });
    expect(cleared.json<ClubEvent>().invitationUrl).toBeNull();
    expect(
      (await admin().inject({ method: 'PUT', url: `${E}/${ids.diwali}/files/poster` })).statusCode,
    ).toBe(400);
  });

  it('filters the list by status, category (a root takes its children), month and search', async () => {
    const q = async (query: string) =>
      (await admin().inject({ url: `${E}?${query}` }))
        .json<{ items: ClubEvent[] }>()
        .items.map((e) => e.id);
    expect(await q('status=completed')).toEqual([ids.past]);
    expect(await q(`categoryId=${ids.sports}`)).toEqual([ids.past]);
    expect(await q('month=2026-08')).toEqual([ids.past]);
    expect(await q('term=snooker')).toEqual([ids.past]);
    expect((await admin().inject({ url: `${E}?month=2026-13` })).statusCode).toBe(400);
  });
});

describe('categories (events/ManageCategory)', () => {
  it('keeps a two-level tree, unique names under a parent, and refuses deleting one with events (409)', async () => {
    const child = await admin().inject({
      method: 'POST',
      url: C,
      payload: { parentId: ids.sports, name: 'Tennis', sort: 20 },
    });
    expect(child.statusCode).toBe(201);
    const grandchild = await admin().inject({
      method: 'POST',
      url: C,
      payload: { parentId: child.json<{ id: number }>().id, name: 'Junior tennis' },
    });
    expect(grandchild.statusCode).toBe(400);
    expect(fields(grandchild)).toEqual(['parentId']);
    const twice = await admin().inject({
      method: 'POST',
      url: C,
      payload: { parentId: ids.sports, name: 'tennis' },
    });
    expect(twice.statusCode).toBe(409);
    expect(fields(twice)).toEqual(['name']);
    const inUse = await admin().inject({ method: 'DELETE', url: `${C}/${ids.festivals}` });
    expect(inUse.statusCode).toBe(409);
    const withChildren = await admin().inject({ method: 'DELETE', url: `${C}/${ids.sports}` });
    expect(withChildren.statusCode).toBe(409);
    const gone = await admin().inject({
      method: 'DELETE',
      url: `${C}/${child.json<{ id: number }>().id}`,
    });
    expect(gone.statusCode).toBe(204);
    expect((await admin().inject({ method: 'DELETE', url: `${C}/99999` })).statusCode).toBe(404);
    const tree = (await admin().inject({ url: C })).json<EventCategoryTree>();
    expect(tree.items.map((r) => [r.name, r.children.map((c) => c.name)])).toEqual([
      ['Sports', ['Cricket']],
      ['Entertainment', ['Festivals']],
    ]);
    expect(await audits('events.category.delete')).toBe(1);
  });
});

describe('the public events', () => {
  it('lists published and past events, not drafts, with an ETag; a change shows at once', async () => {
    const first = await as('anonymous').inject({ url: EVENTS_API.publicEvents });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const titles = first.json<PublicEventList>().items.map((e) => e.status);
    expect(titles).not.toContain('draft');
    const again = await as('member').inject({
      url: EVENTS_API.publicEvents,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const e = await get(ids.diwali);
    await admin().inject({
      method: 'PUT',
      url: `${E}/${ids.diwali}/highlights`,
      payload: { description: 'Changed', videoUrl: null, version: e.version },
    });
    const changed = await as('anonymous').inject({
      url: EVENTS_API.publicEvents,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json<PublicEventList>().items.find((x) => x.id === ids.diwali)?.highlights
        .description,
    ).toBe('Changed');
    const draft = await as('anonymous').inject({ url: `${EVENTS_API.publicEvents}/${ids.draft}` });
    expect(draft.statusCode).toBe(404);
    const past = await as('anonymous').inject({ url: `${EVENTS_API.publicEvents}/${ids.past}` });
    expect(past.json()).toMatchObject({
      status: 'completed',
      highlights: { videoUrl: expect.any(String) },
    });
    expect(past.json()).not.toHaveProperty('version');
  });

  it('deletes an event (admin), which then is not found', async () => {
    const created = (
      await admin().inject({ method: 'POST', url: E, payload: eventBody({ title: 'To delete' }) })
    ).json<ClubEvent>();
    expect((await admin().inject({ method: 'DELETE', url: `${E}/${created.id}` })).statusCode).toBe(
      204,
    );
    expect((await admin().inject({ url: `${E}/${created.id}` })).statusCode).toBe(404);
    expect((await admin().inject({ method: 'DELETE', url: `${E}/${created.id}` })).statusCode).toBe(
      404,
    );
  });
});
