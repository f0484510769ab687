import { describe, expect, it } from 'vitest';
import { FNB_API } from '@club/contracts';
import { as, useFnbApp, t } from '../../../test/support/fnb.ts';

useFnbApp();

/** Every fnb route, called by each role it does not name: 403 problem+json, nothing done. */
describe('who may use the fnb routes', () => {
  const fnbRoutes = () =>
    t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/admin/fnb') || r.url.startsWith('/api/fnb'),
    );

  it('refuses the admin routes to members, editors and event managers (403)', async () => {
    const admin = fnbRoutes().filter((r) => r.url.startsWith('/api/admin/fnb'));
    expect(admin.length).toBeGreaterThanOrEqual(20);
    for (const r of admin) {
      for (const who of ['member', 'editor', 'eventManager'] as const) {
        const res = await as(who).inject({
          method: r.method as 'GET',
          url: r.url.replace(':code', 'bar').replace(/:(\w+)/g, '1'),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
  });

  it('refuses the member menu to staff without a member (403) and to anyone signed out (401)', async () => {
    for (const url of [FNB_API.memberMenu, FNB_API.memberItems, `${FNB_API.memberItems}/1`]) {
      for (const who of ['admin', 'editor', 'eventManager'] as const) {
        expect((await as(who).inject({ url })).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await as('anonymous').inject({ url })).statusCode).toBe(401);
    }
  });

  it('lets an admin acting for a member read the member menu', async () => {
    const res = await as('admin').inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1001' },
    });
    expect(res.statusCode).toBe(200);
    expect((await as('admin').inject({ url: FNB_API.memberMenu })).statusCode).toBe(200);
    await as('admin').inject({ method: 'DELETE', url: '/api/auth/act-as' });
  });
});
