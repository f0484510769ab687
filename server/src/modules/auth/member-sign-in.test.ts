import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFrom, memberSignIn } from '../../../test/fixtures.ts';
import { me, t, useSignInApp } from '../../../test/support/auth.ts';

useSignInApp();

describe('member sign-in', () => {
  it('signs in with member code (any case) and PIN, and the session knows the member', async () => {
    const res = await memberSignIn(t, 'm1001', '1234');
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
    const who = await me(callerFrom(t, res));
    expect(who.json().user.code).toBe('M1001');
    // "Last sign-in" is the one before this session's.
    const first = res.json().user.lastLoginAt;
    const second = await memberSignIn(t, 'M1001', '1234');
    expect(second.json().user.lastLoginAt).not.toBe(first);
    expect(Date.parse(second.json().user.lastLoginAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers a wrong PIN and an unknown code alike, without telling which', async () => {
    const wrong = await memberSignIn(t, 'M1001', '0000');
    const unknown = await memberSignIn(t, 'Z9999', '0000');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(wrong.json().detail).toBe(unknown.json().detail);
    expect(wrong.json().detail).toContain('4 attempts left');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('locks after 5 failures for 15 minutes, even for the right PIN, and for unknown codes too', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await memberSignIn(t, 'M1001', '0000')).statusCode).toBe(401);
    const fifth = await memberSignIn(t, 'M1001', '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'account_locked', retryAfter: 900 });
    expect(fifth.json().detail).toContain('15 more minutes');
    const right = await memberSignIn(t, 'M1001', '1234');
    expect(right.statusCode).toBe(423);
    expect(right.headers['retry-after']).toBeDefined();

    for (let i = 1; i <= 5; i++) await memberSignIn(t, 'Q4242', '0000');
    expect((await memberSignIn(t, 'Q4242', '0000')).json().code).toBe('account_locked');
  });

  it('lets the member in again once the lock has run out', async () => {
    for (let i = 1; i <= 5; i++) await memberSignIn(t, 'M1001', '0000');
    expect((await memberSignIn(t, 'M1001', '1234')).statusCode).toBe(423);
    await t.app.ctx.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second'`,
    );
    const res = await memberSignIn(t, 'M1001', '1234');
    expect(res.statusCode).toBe(200);
    // Success clears the count: a new failure starts from 4 attempts left.
    expect((await memberSignIn(t, 'M1001', '0000')).json().detail).toContain('4 attempts left');
  });

  it('lets a suspended member in (statements and dues) but not a resigned one', async () => {
    const suspended = await memberSignIn(t, 'M1003', '3456');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().user.memberStatus).toBe('Suspended');
    const resigned = await memberSignIn(t, 'M1009', '9999');
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

  it('names a left-out field as required and a wrong-typed one as not valid, in keys the web translates', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { pin: 1234 },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; key: string; message: string }[];
    expect(errors.find((e) => e.field === 'memberCode')).toEqual({
      field: 'memberCode',
      key: 'validation.required',
      message: 'This field is required.',
    });
    expect(errors.find((e) => e.field === 'pin')).toMatchObject({
      key: 'validation.invalid',
      message: 'This value is not valid here.',
    });
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
    const res = await memberSignIn(t, 'M1001', '1234', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_origin');
    const same = await memberSignIn(t, 'M1001', '1234', { origin: 'http://portal.test' });
    expect(same.statusCode).toBe(200);
  });
});
