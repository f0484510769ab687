import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/fixtures.ts';
import { anonymous, editor, member, useMembersApp } from '../../../test/support/members.ts';

useMembersApp();

describe('who may manage members', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/members/availability?field=code&value=M1'],
    ['GET', '/api/admin/members/export.csv'],
    ['GET', '/api/admin/members/1'],
    ['POST', '/api/admin/members', {}],
    ['PUT', '/api/admin/members/1', {}],
    ['PUT', '/api/admin/members/1/status', { status: 'Active' }],
    ['POST', '/api/admin/members/1/reset-pin'],
    ['DELETE', '/api/admin/members/1/photo'],
    ['POST', '/api/admin/members/import/preview'],
    ['POST', '/api/admin/members/import'],
  ];

  it('refuses visitors (401) and editors and members (403) on every admin route', async () => {
    for (const [method, url, payload] of routes) {
      const req = (who: Caller) =>
        who.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
        });
      const anon = await req(anonymous);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.headers['content-type']).toContain('application/problem+json');
      for (const who of [editor, member]) {
        const res = await req(who);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  });
});
