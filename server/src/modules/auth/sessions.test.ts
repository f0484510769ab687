import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFrom, memberSignIn, signInAs, staffSignIn } from '../../../test/fixtures.ts';
import { me, t, useSignInApp } from '../../../test/support/auth.ts';

useSignInApp();

describe('staff sign-in and sessions', () => {
  it('signs staff in with their role', async () => {
    const admin = await staffSignIn(t, 'ADMIN', 'Admin@12345');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ kind: 'staff', code: 'admin', roles: ['A'] });
    const editor = await staffSignIn(t, 'editor', 'Editor@12345');
    expect(editor.json().user.roles).toEqual(['U']);
    const wrong = await staffSignIn(t, 'editor', 'Nope@123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toContain('staff code or password is wrong');
  });

  it('ends the session on sign-out', async () => {
    const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    const out = await member.inject({
      method: 'POST',
      url: '/api/auth/logout',
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('club_session=;');
    expect((await me(member)).json().user).toBeNull();
  });

  it('expires a session after the idle time and after its absolute end', async () => {
    const idle = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    await t.app.ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    expect((await me(idle)).json().user).toBeNull();

    const old = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    expect((await me(old)).json().user).not.toBeNull();
    await t.app.ctx.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await me(old)).json().user).toBeNull();
    const admin = await old.inject({
      method: 'GET',
      url: '/api/admin/outbox',
    });
    expect(admin.statusCode).toBe(401);
  });

  it('keeps role checks on the server: a member and an editor cannot read the admin outbox', async () => {
    const as = await signInAs(t, ['member', 'editor', 'admin']);
    for (const who of [as('member'), as('editor')]) {
      const res = await who.inject({
        method: 'GET',
        url: '/api/admin/outbox',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const ok = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=5',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pageIndex: 0, pageSize: 5 });
    const bad = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=5000',
    });
    expect(bad.statusCode).toBe(400);
  });
});
