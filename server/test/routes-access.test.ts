import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('access rules', () => {
  it('every registered route declares its access', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every role-restricted route to a signed-out caller with 401 problem+json', async () => {
    const restricted = t.app.routeAccess.filter((r) => r.access !== 'public');
    expect(restricted.length).toBeGreaterThan(3);
    for (const r of restricted) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url.replace(/:(\w+)/g, '1'),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('unauthenticated');
    }
  });
});
