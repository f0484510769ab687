import { describe, expect, it } from 'vitest';
import { callerFrom, memberSignIn, signInAs } from '../../../test/fixtures.ts';
import { me, t, useSignInApp } from '../../../test/support/auth.ts';
import { eventually, writeElsewhere } from '../../../test/support/elsewhere.ts';

useSignInApp();

const userOf = async (who: Parameters<typeof me>[0]) => (await me(who)).json().user;

describe('the session cache', () => {
  it('answers a signed-in read again and again, and a sign-out ends it at once', async () => {
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    for (let i = 0; i < 3; i++) expect((await userOf(member)).code).toBe('M1001');
    const out = await member.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(204);
    // The cookie kept by someone else: refused on the very next request.
    expect(await userOf(member)).toBeNull();
    expect((await member.inject({ url: '/api/member/account-summary' })).statusCode).toBe(401);
  });

  it('forgets sessions another process ends, once its commit is told (NOTIFY)', async () => {
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    expect((await userOf(member)).code).toBe('M1001');
    await writeElsewhere(
      t,
      `delete from sessions where member_id = (select id from members where code = 'M1001')`,
    );
    expect(await eventually(async () => (await userOf(member)) === null)).toBe(true);
  });

  it('shows a name another process changed, and a staff account it deactivated is refused', async () => {
    const as = await signInAs(t, ['member', 'editor']);
    const member = as('member');
    const before = await userOf(member);
    await writeElsewhere(t, `update members set first_name = 'Renamed' where id = ${before.id}`);
    expect(
      await eventually(async () => String((await userOf(member)).name).startsWith('Renamed')),
    ).toBe(true);

    const editor = as('editor');
    const staff = await userOf(editor);
    expect(staff.roles).toEqual(['U']);
    await writeElsewhere(t, `update staff_users set active = false where id = ${staff.id}`);
    expect(await eventually(async () => (await userOf(editor)) === null)).toBe(true);
    await writeElsewhere(t, `update staff_users set active = true where id = ${staff.id}`);
  });

  it('keeps the idle clock moving: a session idle past its limit ends even when cached', async () => {
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    expect((await userOf(member)).code).toBe('M1001');
    // Past the idle limit, written where this process does not see it: the trigger tells it.
    await writeElsewhere(
      t,
      `update sessions set last_seen_at = now() - interval '31 minutes', expires_at = expires_at`,
    );
    expect(await eventually(async () => (await userOf(member)) === null)).toBe(true);
  });
  it("a member's status change by the office shows, or refuses, on their next request", async () => {
    const as = await signInAs(t, ['member', 'admin']);
    const member = as('member');
    expect((await member.inject({ url: '/api/member/account-summary' })).statusCode).toBe(200);
    const id = (await userOf(member)).id as number;
    const status = (to: string) =>
      as('admin').inject({
        method: 'PUT',
        url: `/api/admin/members/${id}/status`,
        payload: { status: to, reason: 'Dues unpaid for three months' },
      });
    expect((await status('Suspended')).statusCode).toBe(200);
    expect((await userOf(member)).memberStatus).toBe('Suspended');
    expect((await status('Resigned')).statusCode).toBe(200);
    expect((await member.inject({ url: '/api/member/account-summary' })).statusCode).toBe(401);
    expect((await status('Active')).statusCode).toBe(200);
  });
});
