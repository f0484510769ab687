import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { signInAs, type As, type Who } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A state-changing request anyone may send (signing out without a session). */
const signOut = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('state-changing requests from another site', () => {
  it('refuses one with no Origin but a Referer of another site, as a foreign Origin', async () => {
    const byOrigin = await signOut({ origin: 'https://evil.example' });
    const byReferer = await signOut({ referer: 'https://evil.example/page?x=1' });
    expect(byOrigin.statusCode).toBe(403);
    expect(byReferer.statusCode).toBe(403);
    expect(byReferer.headers['content-type']).toContain('application/problem+json');
    expect(byReferer.json()).toMatchObject({
      status: 403,
      code: 'cross_origin',
      detail: byOrigin.json().detail,
    });
    // A Referer that is no address at all cannot show the request is from the portal.
    expect((await signOut({ referer: 'not an address' })).statusCode).toBe(403);
    // The portal's own pages, by its public address or the host asked.
    expect((await signOut({ referer: 'http://portal.test/app/home' })).statusCode).toBe(204);
    expect(
      (await signOut({ host: 'club.internal:3000', referer: 'http://club.internal:3000/app' }))
        .statusCode,
    ).toBe(204);
  });

  it('accepts one with neither Origin nor Referer (server-to-server callers), as before', async () => {
    expect((await signOut({})).statusCode).toBe(204);
    expect((await signOut({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets the payment webhook (crossOrigin) through whatever its Referer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', referer: 'https://provider.example/' },
      payload: '{}',
    });
    expect(res.json().code).not.toBe('cross_origin');
    expect(res.statusCode).toBe(400);
  });
});

describe('caching of API answers', () => {
  let as: As;
  beforeAll(async () => {
    as = await signInAs(t, ['member', 'admin']);
  });
  const get = (who: Who, url: string) => as(who).inject({ method: 'GET', url });
  const month = new Date().toISOString().slice(0, 7);

  it('forbids storing every answer to a signed-in request', async () => {
    for (const [who, url] of [
      ['member', '/api/member/statements'],
      ['member', `/api/member/statements/${month}`],
      ['member', '/api/auth/me'],
      ['admin', '/api/auth/me'],
      ['admin', '/api/admin/members'],
    ] as const) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A route that says more keeps it, with no-store.
    const pdf = await get('member', `/api/member/statements/${month}/csv`);
    expect(pdf.headers['cache-control']).toContain('no-store');
  });

  it('forbids storing personal and error answers without a session too', async () => {
    expect((await get('anonymous', '/api/auth/me')).headers['cache-control']).toBe('no-store');
    const refused = await get('anonymous', '/api/member/statements');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await get('anonymous', '/api/nope')).headers['cache-control']).toBe('no-store');
  });

  it("leaves the public answers' own caching alone", async () => {
    for (const who of ['anonymous', 'member'] as const) {
      expect((await get(who, '/api/settings')).headers['cache-control']).toBe('public, no-cache');
      expect((await get(who, '/api/content/pages')).headers['cache-control']).toBe(
        'public, no-cache',
      );
    }
  });
});

describe('the API docs page', () => {
  it('has the same strict CSP as the rest of the portal', async () => {
    const app = (await t.app.inject('/api/health')).headers['content-security-policy'];
    expect(app).toContain("script-src 'self'");
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(app);
    }
    // The page runs no inline script: everything it runs is a file of its own.
    const page = (await t.app.inject('/api/docs/')).body;
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('the security headers', () => {
  it('are on every answer: a public read, a cached one, a 304, an error and an unknown path', async () => {
    const settings = await t.app.inject('/api/settings');
    const answers = [
      await t.app.inject('/api/health'),
      settings,
      await t.app.inject({
        url: '/api/settings',
        headers: { 'if-none-match': String(settings.headers['etag']) },
      }),
      await t.app.inject('/api/auth/me'),
      await t.app.inject('/api/nope'),
    ];
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // PUBLIC_URL is http:// in the tests: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
