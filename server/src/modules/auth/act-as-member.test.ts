import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../seed/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { COST, signInAs, type As, type Caller } from '../../../test/fixtures.ts';

let t: TestApp;
let as: As;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['member', 'admin', 'editor'], {
    member: { email: 'm1001@example.com', firstName: 'Arjun', lastName: 'Mehta' },
  });
  await createMember(db, { code: 'M1005', status: 'Deceased' }, COST);
});
afterAll(() => t.close());

const actAs = (who: Caller, memberCode: string) =>
  who.inject({
    method: 'POST',
    url: '/api/auth/act-as',
    payload: { memberCode },
  });

describe('admin acts as a member (loginadminmember)', () => {
  it('lets an admin act for a member, gains the member role, and audits start and stop', async () => {
    const res = await actAs(as('admin'), 'm1001');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      kind: 'staff',
      code: 'admin',
      roles: ['A', 'M'],
      actingAs: { code: 'M1001', name: 'Arjun Mehta', status: 'Active' },
    });
    const stop = await as('admin').inject({
      method: 'DELETE',
      url: '/api/auth/act-as',
    });
    expect(stop.json().user).toMatchObject({ roles: ['A'], actingAs: null });

    const rows = await t.app.ctx.db.execute(
      sql`select a.action, a.acted_for_member_id is not null as for_member, s.code as actor
          from audit_log a join staff_users s on s.id = a.actor_staff_id
          where a.action like 'act_as.%' order by a.id`,
    );
    expect(rows.rows).toEqual([
      { action: 'act_as.start', for_member: false, actor: 'admin' },
      { action: 'act_as.stop', for_member: true, actor: 'admin' },
    ]);
  });

  it('refuses editors and members', async () => {
    for (const who of [as('editor'), as('member')]) {
      const res = await actAs(who, 'M1001');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('refuses an unknown or departed member and a malformed code, changing nothing', async () => {
    const unknown = await actAs(as('admin'), 'M9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('memberCode');
    expect((await actAs(as('admin'), 'M1005')).statusCode).toBe(404);
    const bad = await actAs(as('admin'), '1001');
    expect(bad.statusCode).toBe(400);
    const me = await as('admin').inject({
      method: 'GET',
      url: '/api/auth/me',
    });
    expect(me.json().user.actingAs).toBeNull();
  });

  it('an acting admin cannot change the member PIN', async () => {
    await actAs(as('admin'), 'M1001');
    const res = await as('admin').inject({
      method: 'POST',
      url: '/api/auth/change-pin',
      payload: { currentPin: '1234', newPin: '9876', confirmPin: '9876' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('stores the language for the user mails', async () => {
    const res = await as('member').inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await as('member').inject({ method: 'GET', url: '/api/auth/me' })).json().user.language,
    ).toBe('de');
    const bad = await as('member').inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'de' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
