import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, testConfig } from '../../../test/helpers.ts';

describe('rate limits', () => {
  it('limits sign-in attempts per client address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/member/login',
          payload: { memberCode: 'M1', pin: '1' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('rate_limited');
          expect(res.headers['content-type']).toContain('application/problem+json');
        }
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const forgot = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-pin',
        payload: { memberCode: 'M1', email: 'a@b.co' },
      });
      expect(forgot.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts member and staff sign-ins from one address in one budget', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const member = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/member/login',
          payload: { memberCode: 'M1', pin: '1111' },
        });
      const staff = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/staff/login',
          payload: { staffCode: 'nobody', password: 'Wrong@12345' },
        });
      const codes: number[] = [];
      for (const signIn of [member, staff, member, staff, member]) {
        codes.push((await signIn()).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Another address has its own budget.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/staff/login',
        payload: { staffCode: 'nobody', password: 'Wrong@12345' },
        remoteAddress: '10.0.0.9',
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.1' });
    try {
      // Each try names another member: the account lock-out must not answer first.
      let tries = 0;
      const signIn = (remoteAddress: string, client: string) =>
        limited.app
          .inject({
            method: 'POST',
            url: '/api/auth/member/login',
            payload: { memberCode: `X${++tries}`, pin: '1111' },
            remoteAddress,
            headers: { 'x-forwarded-for': client },
          })
          .then((r) => r.statusCode);
      // Through the trusted proxy, each client has its own budget.
      const viaProxy = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        viaProxy.push(await signIn('10.0.0.1', client));
      }
      expect(viaProxy).toEqual([401, 401, 401]);
      // From anywhere else, the header is the caller's own word: one budget for the address.
      const direct = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        direct.push(await signIn('10.0.0.9', client));
      }
      expect(direct).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('parses configuration with safe defaults and refuses bad values', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24,loopback,::1 ' }).TRUST_PROXY).toEqual(
      ['10.0.0.5', '10.0.1.0/24', 'loopback', '::1'],
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY.*10\.0\.0\.300/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      PORT: 3000,
      BASE_PATH: '/app',
      AUTH_RATE_LIMIT: 20,
      SESSION_IDLE_MINUTES: 30,
    });
    expect(defaults.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ BASE_PATH: '/club/' }).BASE_PATH).toBe('/club');
    expect(() => testConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
