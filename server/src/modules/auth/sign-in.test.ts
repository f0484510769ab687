import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMember, createStaff } from '../../seed/factories.ts';
import { createTestApp, sessionCookie, testConfig, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
const COST = 1024;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  await createMember(
    db,
    {
      code: 'M1001',
      email: 'm1001@example.com',
      pin: '1234',
      firstName: 'Arjun',
      lastName: 'Mehta',
    },
    COST,
  );
  await createMember(
    db,
    { code: 'M1003', email: 'm1003@example.com', pin: '3456', status: 'Suspended' },
    COST,
  );
  await createMember(
    db,
    { code: 'M1009', email: 'm1009@example.com', pin: '9999', status: 'Resigned' },
    COST,
  );
  await createStaff(
    db,
    {
      code: 'admin',
      name: 'Admin',
      email: 'admin@example.com',
      role: 'A',
      password: 'Admin@12345',
    },
    COST,
  );
  await createStaff(
    db,
    {
      code: 'editor',
      name: 'Editor',
      email: 'editor@example.com',
      role: 'U',
      password: 'Editor@12345',
    },
    COST,
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.execute(sql`delete from login_throttle`);
});

const memberLogin = (memberCode: string, pin: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/member/login',
    payload: { memberCode, pin },
    headers,
  });
const staffLogin = (staffCode: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/staff/login', payload: { staffCode, password } });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('member sign-in', () => {
  it('signs in with member code (any case) and PIN, and the session knows the member', async () => {
    const res = await memberLogin('m1001', '1234');
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(res.json().user).toMatchObject({
      kind: 'member',
      code: 'M1001',
      roles: ['M'],
      name: 'Arjun Mehta',
      mustChangeCredential: false,
    });
    const who = await me(sessionCookie(res));
    expect(who.json().user.code).toBe('M1001');
    // "Last sign-in" is the one before this session's.
    const first = res.json().user.lastLoginAt;
    const second = await memberLogin('M1001', '1234');
    expect(second.json().user.lastLoginAt).not.toBe(first);
    expect(Date.parse(second.json().user.lastLoginAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers a wrong PIN and an unknown code alike, without telling which', async () => {
    const wrong = await memberLogin('M1001', '0000');
    const unknown = await memberLogin('Z9999', '0000');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(wrong.json().detail).toBe(unknown.json().detail);
    expect(wrong.json().detail).toContain('4 attempts left');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('locks after 5 failures for 15 minutes, even for the right PIN, and for unknown codes too', async () => {
    for (let i = 1; i <= 4; i++) expect((await memberLogin('M1001', '0000')).statusCode).toBe(401);
    const fifth = await memberLogin('M1001', '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'account_locked', retryAfter: 900 });
    expect(fifth.json().detail).toContain('15 more minutes');
    const right = await memberLogin('M1001', '1234');
    expect(right.statusCode).toBe(423);
    expect(right.headers['retry-after']).toBeDefined();

    for (let i = 1; i <= 5; i++) await memberLogin('Q4242', '0000');
    expect((await memberLogin('Q4242', '0000')).json().code).toBe('account_locked');
  });

  it('lets the member in again once the lock has run out', async () => {
    for (let i = 1; i <= 5; i++) await memberLogin('M1001', '0000');
    expect((await memberLogin('M1001', '1234')).statusCode).toBe(423);
    await t.app.ctx.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second'`,
    );
    const res = await memberLogin('M1001', '1234');
    expect(res.statusCode).toBe(200);
    // Success clears the count: a new failure starts from 4 attempts left.
    expect((await memberLogin('M1001', '0000')).json().detail).toContain('4 attempts left');
  });

  it('lets a suspended member in (statements and dues) but not a resigned one', async () => {
    const suspended = await memberLogin('M1003', '3456');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().user.memberStatus).toBe('Suspended');
    const resigned = await memberLogin('M1009', '9999');
    expect(resigned.statusCode).toBe(403);
    expect(resigned.json().detail).toContain('no online access');
  });

  it('refuses malformed input with the failing fields and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: '12ab', pin: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'memberCode',
      'pin',
    ]);
    expect(body.errors.find((e: { field: string }) => e.field === 'memberCode').key).toBe(
      'validation.memberCode',
    );
    const rows = await t.app.ctx.db.execute(sql`select count(*)::int as n from login_throttle`);
    expect((rows.rows[0] as { n: number }).n).toBe(0);
  });

  it('refuses a body that is not JSON and one that is too large', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: '{"memberCode":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: 'M1001', pin: 'x'.repeat(2_000_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await memberLogin('M1001', '1234', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_origin');
    const same = await memberLogin('M1001', '1234', { origin: 'http://portal.test' });
    expect(same.statusCode).toBe(200);
  });
});

describe('staff sign-in and sessions', () => {
  it('signs staff in with their role', async () => {
    const admin = await staffLogin('ADMIN', 'Admin@12345');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ kind: 'staff', code: 'admin', roles: ['A'] });
    const editor = await staffLogin('editor', 'Editor@12345');
    expect(editor.json().user.roles).toEqual(['U']);
    const wrong = await staffLogin('editor', 'Nope@123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toContain('staff code or password is wrong');
  });

  it('ends the session on sign-out', async () => {
    const cookie = sessionCookie(await memberLogin('M1001', '1234'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('club_session=;');
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('expires a session after the idle time and after its absolute end', async () => {
    const idle = sessionCookie(await memberLogin('M1001', '1234'));
    await t.app.ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    expect((await me(idle)).json().user).toBeNull();

    const old = sessionCookie(await memberLogin('M1001', '1234'));
    expect((await me(old)).json().user).not.toBeNull();
    await t.app.ctx.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await me(old)).json().user).toBeNull();
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: old },
    });
    expect(admin.statusCode).toBe(401);
  });

  it('keeps role checks on the server: a member and an editor cannot read the admin outbox', async () => {
    const member = sessionCookie(await memberLogin('M1001', '1234'));
    const editor = sessionCookie(await staffLogin('editor', 'Editor@12345'));
    const admin = sessionCookie(await staffLogin('admin', 'Admin@12345'));
    for (const cookie of [member, editor]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=5',
      headers: { cookie: admin },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pageIndex: 0, pageSize: 5 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=5000',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});

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

  it('parses configuration with safe defaults and refuses bad values', () => {
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
