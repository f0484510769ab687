import { describe, expect, it } from 'vitest';
import {
  EVENTS_API,
  type ClubEvent,
  type EventCategory,
  type EventCategoryTree,
} from '@club/contracts';
import { as, ids, useEventsApp } from '../../../../test/support/events.ts';
import { eventBody, GERMAN } from '../../../../test/support/event-translations.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';

/*
 * Issue 30 item 5: the admin gives an event category's and an event's Spanish and German
 * texts (name; title, description, venue); members and the public read them in their
 * language (`?lang=`), English where a text was left blank; mails and calendars too.
 */
useEventsApp();

const admin = () => as('admin');
const E = EVENTS_API.events;
const C = EVENTS_API.categories;
const allCategories = (tree: { items: { children: unknown[] }[] }) =>
  tree.items.flatMap((r) => [r, ...r.children]) as (EventCategory & { translations?: unknown })[];

let eventId = 0;

describe('an event category in Spanish and German (the admin)', () => {
  it('saves the translations with the category and reads them back; blank ones are dropped', async () => {
    const res = await admin().inject({
      method: 'PUT',
      url: `${C}/${ids.festivals}`,
      payload: {
        parentId: ids.entertainment,
        name: 'Festivals',
        sort: 0,
        translations: { es: { name: ' Festivales ' }, de: { name: 'Feste' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EventCategory>().translations).toEqual({
      es: { name: 'Festivales' },
      de: { name: 'Feste' },
    });
    const root = await admin().inject({
      method: 'PUT',
      url: `${C}/${ids.entertainment}`,
      payload: {
        name: 'Entertainment',
        sort: 20,
        translations: { es: { name: '' }, de: { name: 'Unterhaltung' } },
      },
    });
    expect(root.statusCode, root.body).toBe(200);
    const tree = (await admin().inject({ url: C })).json<EventCategoryTree>();
    const byId = new Map(allCategories(tree).map((c) => [c.id, c]));
    expect(byId.get(ids.festivals)!.translations).toEqual({
      es: { name: 'Festivales' },
      de: { name: 'Feste' },
    });
    expect(byId.get(ids.entertainment)!.translations).toEqual({ de: { name: 'Unterhaltung' } });
    // The admin's names stay English.
    expect(byId.get(ids.festivals)!.name).toBe('Festivals');
  });

  it('refuses too long a translation with 400 naming it, and changes nothing', async () => {
    const before = (await admin().inject({ url: C })).json<EventCategoryTree>();
    const res = await admin().inject({
      method: 'PUT',
      url: `${C}/${ids.festivals}`,
      payload: {
        parentId: ids.entertainment,
        name: 'Festivals renamed',
        translations: { es: { name: 'x'.repeat(81) }, de: { name: 'Feste' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fields(res)).toEqual(['translations.es.name']);
    const added = await admin().inject({
      method: 'POST',
      url: C,
      payload: {
        parentId: ids.sports,
        name: 'Golf',
        translations: { de: { name: 'y'.repeat(81) } },
      },
    });
    expect(added.statusCode).toBe(400);
    expect(fields(added)).toEqual(['translations.de.name']);
    expect((await admin().inject({ url: C })).json()).toEqual(before);
  });

  it('still refuses members and editors (403): nothing changed', async () => {
    for (const who of ['member', 'editor'] as const) {
      const put = await as(who).inject({
        method: 'PUT',
        url: `${C}/${ids.festivals}`,
        payload: {
          parentId: ids.entertainment,
          name: 'Festivals',
          translations: { de: { name: 'Gehackt' } },
        },
      });
      expect(put.statusCode, who).toBe(403);
      const post = await as(who).inject({
        method: 'POST',
        url: C,
        payload: { name: 'Hacked', translations: { de: { name: 'Gehackt' } } },
      });
      expect(post.statusCode, who).toBe(403);
    }
    const tree = (await admin().inject({ url: C })).json<EventCategoryTree>();
    expect(allCategories(tree).find((c) => c.id === ids.festivals)!.translations).toEqual({
      es: { name: 'Festivales' },
      de: { name: 'Feste' },
    });
    expect(allCategories(tree).map((c) => c.name)).not.toContain('Hacked');
  });
});

describe('an event in Spanish and German (the admin)', () => {
  it('adds an event with its translations and reads them back; the English stays as written', async () => {
    const res = await admin().inject({
      method: 'POST',
      url: E,
      payload: eventBody({ translations: GERMAN }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ClubEvent>();
    eventId = created.id;
    const expected = {
      de: {
        title: 'Jazzabend im Garten',
        description: 'Ein Quartett auf dem Rasen',
        venue: 'Rosengarten',
      },
      es: { title: 'Noche de jazz en el jardín' },
    };
    expect(created).toMatchObject({ title: 'Garden Jazz Evening', venue: 'Rose garden' });
    expect(created.translations).toEqual(expected);
    const read = (await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>();
    expect(read.translations).toEqual(expected);
    expect(read.category).toBe('Festivals');
    const listed = (await admin().inject({ url: `${E}?term=garden+jazz` })).json<{
      items: ClubEvent[];
    }>();
    expect(listed.items.map((e) => [e.id, e.translations])).toEqual([[eventId, expected]]);
    const status = await admin().inject({
      method: 'PUT',
      url: `${E}/${eventId}/status`,
      payload: { status: 'published', version: read.version },
    });
    expect(status.statusCode).toBe(200);
  });

  it('refuses too long a translated venue with 400 naming it, and changes nothing', async () => {
    const before = (await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>();
    const res = await admin().inject({
      method: 'PUT',
      url: `${E}/${eventId}`,
      payload: eventBody({
        title: 'Changed title',
        version: before.version,
        translations: { de: { venue: 'v'.repeat(121), title: 't'.repeat(121) } },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fields(res)).toEqual(['translations.de.title', 'translations.de.venue']);
    const after = (await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>();
    expect(after).toEqual(before);
  });

  it('still refuses members and editors (403); the event manager may change them', async () => {
    const before = (await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>();
    for (const who of ['member', 'editor'] as const) {
      const res = await as(who).inject({
        method: 'PUT',
        url: `${E}/${eventId}`,
        payload: eventBody({ version: before.version, translations: { de: { venue: 'Gehackt' } } }),
      });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>()).toEqual(before);
    const manager = await as('eventManager').inject({
      method: 'PUT',
      url: `${E}/${eventId}`,
      payload: eventBody({
        version: before.version,
        translations: { ...GERMAN, de: { ...GERMAN.de, venue: 'Rosengarten am Pool' } },
      }),
    });
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json<ClubEvent>().translations.de?.venue).toBe('Rosengarten am Pool');
    // Back to the venue the next tests read.
    const back = await admin().inject({
      method: 'PUT',
      url: `${E}/${eventId}`,
      payload: eventBody({ version: before.version + 1, translations: GERMAN }),
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});
