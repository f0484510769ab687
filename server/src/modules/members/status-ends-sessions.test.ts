import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFrom, memberSignIn, signInAs, type As } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let as: As;
let memberId: number;

const me = async (caller: ReturnType<As>) =>
  (await caller.inject({ method: 'GET', url: '/api/auth/me' })).json() as {
    user: { code: string; actingAs: { code: string } | null } | null;
  };
const setStatus = (status: string) =>
  as('admin').inject({
    method: 'PUT',
    url: `/api/admin/members/${memberId}/status`,
    payload: { status, reason: 'test' },
  });

beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['member', 'admin']);
  memberId = as('member').id!;
});
afterAll(() => t.close());

describe('a status change takes effect on open sessions at once', () => {
  it('keeps a suspended member signed in (statement and dues), and ends a resigned one', async () => {
    const member = as('member');
    expect((await setStatus('Suspended')).statusCode).toBe(200);
    expect((await member.inject({ method: 'GET', url: '/api/member/statements' })).statusCode).toBe(
      200,
    );

    expect((await setStatus('Resigned')).statusCode).toBe(200);
    const after = await member.inject({ method: 'GET', url: '/api/member/statements' });
    expect(after.statusCode).toBe(401);
    expect(after.headers['content-type']).toContain('application/problem+json');
    expect((await me(member)).user).toBeNull();
    const pay = await member.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount: 50000, description: 'Dues' },
    });
    expect(pay.statusCode).toBe(401);
    const left = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from sessions where member_id = ${memberId}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('stops an admin acting for a member who loses online access, and keeps the admin signed in', async () => {
    expect((await setStatus('Active')).statusCode).toBe(200);
    const act = await as('admin').inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1001' },
    });
    expect(act.statusCode).toBe(200);
    expect((await me(as('admin'))).user?.actingAs?.code).toBe('M1001');

    expect((await setStatus('Deceased')).statusCode).toBe(200);
    const now = await me(as('admin'));
    expect(now.user?.code).toBe('admin');
    expect(now.user?.actingAs).toBeNull();
    const statements = await as('admin').inject({ method: 'GET', url: '/api/member/statements' });
    expect(statements.statusCode).toBe(403);
  });

  it('refuses a session whose member was resigned behind the portal’s back (the database alone)', async () => {
    await t.app.ctx.db.execute(sql`update members set status = 'Active' where id = ${memberId}`);
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    expect((await me(member)).user?.code).toBe('M1001');
    await t.app.ctx.db.execute(sql`update members set status = 'Resigned' where id = ${memberId}`);
    expect((await member.inject({ method: 'GET', url: '/api/member/statements' })).statusCode).toBe(
      401,
    );
  });
});

describe('signing in over an open session', () => {
  it('ends the old session: its cookie no longer works', async () => {
    await t.app.ctx.db.execute(sql`update members set status = 'Active' where id = ${memberId}`);
    const first = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    expect((await me(first)).user?.code).toBe('M1001');
    const again = await memberSignIn(t, 'M1001', '1234', { cookie: first.cookie! });
    expect(again.statusCode).toBe(200);
    const second = callerFrom(t, again);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first)).user).toBeNull();
    expect((await me(second)).user?.code).toBe('M1001');
  });

  it('ends it for staff too, also when another account signs in on the same browser', async () => {
    const staff = as('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { staffCode: 'admin', password: 'Admin@12345' },
      headers: { cookie: staff.cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(staff)).user).toBeNull();
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { staffCode: 'admin', password: 'Admin@12345' },
      headers: { cookie: member.cookie! },
    });
    expect(other.statusCode).toBe(200);
    expect((await me(member)).user).toBeNull();
  });
});
