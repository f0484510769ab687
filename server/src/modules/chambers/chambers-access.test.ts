import { describe, expect, it } from 'vitest';
import { CHAMBERS_API } from '@club/contracts';
import { as, rooms, t, useChambersApp } from '../../../test/support/chambers.ts';

useChambersApp();

/** Every chambers admin route, called by each role it does not name: refused, nothing done. */
describe('who may use the chambers routes', () => {
  const adminRoutes = () =>
    t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/chambers'));

  it('refuses the admin routes to members, editors and event managers (403) and to anyone signed out (401)', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBe(24);
    for (const r of routes) {
      for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
        const res = await as(who).inject({
          method: r.method as 'GET',
          url: r.url.replace(/:(\w+)/g, String(rooms.single)),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    // Nothing was done: the room and its block are still there.
    const room = await as('admin').inject({ url: `${CHAMBERS_API.rooms}/${rooms.single}` });
    expect(room.json()).toMatchObject({ number: '101', upcomingBlocks: 1, version: 0 });
  });

  it('lets the admin use every admin route', async () => {
    for (const r of adminRoutes()) expect(r.access, r.url).toEqual(['A']);
    expect((await as('admin').inject({ url: CHAMBERS_API.rooms })).statusCode).toBe(200);
  });

  it('lets anyone, signed in or not, read the room types', async () => {
    for (const who of ['anonymous', 'member', 'editor', 'admin'] as const) {
      expect((await as(who).inject({ url: CHAMBERS_API.roomTypes })).statusCode, who).toBe(200);
    }
  });
});
