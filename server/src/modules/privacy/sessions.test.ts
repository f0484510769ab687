import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActiveSessionsResponse } from '@club/contracts';
import {
  accountOf,
  callerFrom,
  memberSignIn,
  signInMember,
  staffSignIn,
  type Caller,
} from '../../../test/fixtures.ts';
import { as, countAudits, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const URL = '/api/account/sessions';
const list = async (who: Caller) => {
  const res = await who.inject({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  return (res.json() as ActiveSessionsResponse).items;
};
const me = async (who: Caller) =>
  (await who.inject({ method: 'GET', url: '/api/auth/me' })).json().user;
const phone = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
};
/** A second session of M1001, from another browser. */
const secondMember = async () =>
  callerFrom(t, await memberSignIn(t, 'M1001', accountOf('member').pin, phone));
const count = async (where: string) =>
  Number(
    (
      (
        await t.app.ctx.db.execute(
          sql.raw(`select count(*)::int as n from sessions where ${where}`),
        )
      ).rows[0] as { n: number }
    ).n,
  );

describe('active sessions', () => {
  it('lists only the account’s own live sessions, this one marked', async () => {
    const other = await secondMember();
    const mine = await list(as('member'));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const memberId = as('member').id!;
    expect(await count(`member_id = ${memberId}`)).toBe(mine.length);
    // The other browser's session is listed with its browser, not as current.
    const theirs = await list(other);
    const phoneRow = theirs.find((s) => s.current)!;
    expect(phoneRow.userAgent).toContain('iPhone');
    expect(mine.find((s) => s.id === phoneRow.id)?.current).toBe(false);
    // A staff user sees their own sessions, none of the member's.
    const staff = await list(as('admin'));
    expect(staff.some((s) => mine.some((m) => m.id === s.id))).toBe(false);
    expect(staff.filter((s) => s.current)).toHaveLength(1);
    // An idle or ended session is not listed.
    await t.app.ctx.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${phoneRow.id}`,
    );
    expect((await list(as('member'))).some((s) => s.id === phoneRow.id)).toBe(false);
  });

  it('does not list an admin’s session acting as the member among the member’s', async () => {
    const admin = callerFrom(t, await staffSignIn(t, 'admin', accountOf('admin').password));
    const acting = await admin.inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1001' },
    });
    expect(acting.statusCode).toBe(200);
    const actingSession = (await list(admin)).find((s) => s.current)!;
    expect((await list(as('member'))).some((s) => s.id === actingSession.id)).toBe(false);
    // Signing out the member's other sessions leaves the acting admin signed in.
    const other = await secondMember();
    const res = await as('member').inject({ method: 'POST', url: `${URL}/others` });
    expect(res.statusCode).toBe(200);
    expect(await me(other)).toBeNull();
    expect((await me(admin))?.actingAs?.code).toBe('M1001');
    await admin.inject({ method: 'DELETE', url: '/api/auth/act-as' });
  });

  it('signs out one other session: its next request answers 401', async () => {
    const other = await secondMember();
    const otherId = (await list(other)).find((s) => s.current)!.id;
    const before = await countAudits(t, 'session.sign_out');
    const res = await as('member').inject({ method: 'DELETE', url: `${URL}/${otherId}` });
    expect(res.statusCode).toBe(204);
    expect(await me(other)).toBeNull();
    const refused = await other.inject({ method: 'GET', url: URL });
    expect(refused.statusCode).toBe(401);
    expect(await countAudits(t, 'session.sign_out')).toBe(before + 1);
    // Gone already: 404.
    const again = await as('member').inject({ method: 'DELETE', url: `${URL}/${otherId}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses another account’s session with 404 and deletes nothing', async () => {
    const other = await secondMember();
    const otherId = (await list(other)).find((s) => s.current)!.id;
    const total = await count('true');
    const audits = await countAudits(t, 'session.sign_out');
    for (const who of ['admin', 'editor', 'eventManager'] as const) {
      const res = await as(who).inject({ method: 'DELETE', url: `${URL}/${otherId}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // A member signing out a staff user's session: 404 as well.
    const adminId = (await list(as('admin'))).find((s) => s.current)!.id;
    const res = await as('member').inject({ method: 'DELETE', url: `${URL}/${adminId}` });
    expect(res.statusCode).toBe(404);
    expect(await count('true')).toBe(total);
    expect(await countAudits(t, 'session.sign_out')).toBe(audits);
    expect(await me(other)).not.toBeNull();
  });

  it('refuses to sign out the session in use that way (409), and bad ids (400)', async () => {
    const current = (await list(as('member'))).find((s) => s.current)!.id;
    const res = await as('member').inject({ method: 'DELETE', url: `${URL}/${current}` });
    expect(res.statusCode).toBe(409);
    expect(await me(as('member'))).not.toBeNull();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await as('member').inject({ method: 'DELETE', url: `${URL}/${bad}` });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].field).toBe('id');
    }
  });

  it('signs out all the other sessions and keeps the current one', async () => {
    const a = await secondMember();
    const b = await secondMember();
    const before = await countAudits(t, 'session.sign_out_others');
    const res = await as('member').inject({ method: 'POST', url: `${URL}/others` });
    expect(res.statusCode).toBe(200);
    expect(res.json().signedOut).toBeGreaterThanOrEqual(2);
    expect(await me(a)).toBeNull();
    expect(await me(b)).toBeNull();
    expect(await me(as('member'))).not.toBeNull();
    const left = await list(as('member'));
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    expect(await countAudits(t, 'session.sign_out_others')).toBe(before + 1);
    // Staff sessions are untouched.
    expect(await me(as('admin'))).not.toBeNull();
    // Nothing more to sign out: nothing written.
    const none = await as('member').inject({ method: 'POST', url: `${URL}/others` });
    expect(none.json().signedOut).toBe(0);
    expect(await countAudits(t, 'session.sign_out_others')).toBe(before + 1);
  });

  it('lets every role use it, and refuses anonymous callers with 401', async () => {
    for (const who of ['editor', 'eventManager'] as const) {
      expect((await list(as(who))).some((s) => s.current)).toBe(true);
    }
    for (const [method, url] of [
      ['GET', URL],
      ['DELETE', `${URL}/1`],
      ['POST', `${URL}/others`],
    ] as const) {
      const res = await as('anonymous').inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a second member’s own list holds none of M1001’s sessions', async () => {
    const other = await signInMember(t, { ...accountOf('member'), code: 'M2001', pin: '4321' });
    const theirs = await list(other);
    expect(theirs).toHaveLength(1);
    expect((await list(as('member'))).some((s) => s.id === theirs[0]!.id)).toBe(false);
  });
});
