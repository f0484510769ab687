import { describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENT_WAITLIST_API,
  EVENTS_API,
  type ClubEvent,
} from '@club/contracts';
import { as, ids, t, useEventsApp } from '../../../test/support/events.ts';

useEventsApp();

const ADMIN_ONLY = new Set([
  `POST ${EVENTS_API.events}`,
  `DELETE ${EVENTS_API.events}/:id`,
  `GET ${EVENTS_API.categories}`,
  `POST ${EVENTS_API.categories}`,
  `PUT ${EVENTS_API.categories}/:id`,
  `DELETE ${EVENTS_API.categories}/:id`,
  // Manage Events Orders: the club office only.
  `GET ${EVENT_BOOKINGS_API.admin}`,
  `GET ${EVENT_BOOKINGS_API.admin}/:id`,
  `POST ${EVENT_BOOKINGS_API.admin}/:id/confirm`,
  `POST ${EVENT_BOOKINGS_API.admin}/:id/cancel`,
  `POST ${EVENT_BOOKINGS_API.admin}/:id/table-reply`,
  `POST ${EVENT_BOOKINGS_API.admin}/:id/attendance`,
  // An event's waitlist: the club office only.
  `GET ${EVENT_WAITLIST_API.admin}`,
]);

const urlOf = (url: string) =>
  url
    .replace(':kind', 'image')
    .replace(':photoId', '999')
    .replace(':id', String(url.includes('categories') ? ids.festivals : ids.diwali));

/** Every events route, called by each role it does not name: refused, nothing done. */
describe('who may use the events routes', () => {
  const staffRoutes = () => t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/events'));

  it('declares the admin-only routes for the admin, and the update routes for the admin and the event manager', () => {
    const routes = staffRoutes();
    expect(routes.length).toBe(22);
    for (const r of routes) {
      expect(r.access, `${r.method} ${r.url}`).toEqual(
        ADMIN_ONLY.has(`${r.method} ${r.url}`) ? ['A'] : ['A', 'E'],
      );
    }
  });

  it('refuses every staff route to members and editors (403) and to anyone signed out (401)', async () => {
    for (const r of staffRoutes()) {
      for (const who of ['member', 'editor', 'anonymous'] as const) {
        const res = await as(who).inject({
          method: r.method as 'GET',
          url: urlOf(r.url),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    const event = await as('admin').inject({ url: `${EVENTS_API.events}/${ids.diwali}` });
    expect(event.json<ClubEvent>()).toMatchObject({ title: 'Diwali Night', version: 0 });
  });

  it('refuses the event manager the categories, adding and deleting events (403), nothing done', async () => {
    for (const r of staffRoutes().filter((x) => ADMIN_ONLY.has(`${x.method} ${x.url}`))) {
      const res = await as('eventManager').inject({
        method: r.method as 'GET',
        url: urlOf(r.url),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    expect(
      (await as('admin').inject({ url: `${EVENTS_API.events}/${ids.diwali}` })).statusCode,
    ).toBe(200);
  });

  it('refuses the event manager every route of the other admin areas', async () => {
    const others = t.app.routeAccess.filter(
      (r) =>
        r.access !== 'public' &&
        !(r.access as readonly string[]).includes('E') &&
        r.url.startsWith('/api/admin/'),
    );
    expect(others.length).toBeGreaterThan(20);
    for (const r of others) {
      const res = await as('eventManager').inject({
        method: r.method as 'GET',
        url: r.url.replace(/:(\w+)/g, '1'),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('lets the event manager list, read, update, change the status and write the highlights of events', async () => {
    const em = as('eventManager');
    const list = await em.inject({ url: EVENTS_API.events });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(3);
    const draft = (await em.inject({ url: `${EVENTS_API.events}/${ids.draft}` })).json<ClubEvent>();
    const published = await em.inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${ids.draft}/status`,
      payload: { status: 'published', version: draft.version },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<ClubEvent>()).toMatchObject({ status: 'published', version: 1 });
    const highlights = await em.inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${ids.past}/highlights`,
      payload: { description: 'Updated by the event manager', videoUrl: null, version: 0 },
    });
    expect(highlights.statusCode).toBe(200);
    expect(highlights.json<ClubEvent>().highlights.description).toBe(
      'Updated by the event manager',
    );
  });

  it('lets anyone, signed in or not, read the public events and categories', async () => {
    for (const who of ['anonymous', 'member', 'editor', 'admin', 'eventManager'] as const) {
      for (const url of [
        EVENTS_API.publicEvents,
        EVENTS_API.publicCategories,
        `${EVENTS_API.publicEvents}/${ids.diwali}`,
      ]) {
        expect((await as(who).inject({ url })).statusCode, `${who} ${url}`).toBe(200);
      }
    }
  });
});
