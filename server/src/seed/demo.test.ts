import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { memberSignIn, staffSignIn } from '../../test/fixtures.ts';
import { FACTORY_MEMBERS, seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.ctx, () => {});
}, 120_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the README accounts, each signing in with its own role', async () => {
    const cases: ['member' | 'staff', string, string, string[], string | null][] = [
      ['member', 'M1001', '1234', ['M'], 'Active'],
      ['member', 'M1002', '2345', ['M'], 'Active'],
      ['member', 'M1003', '3456', ['M'], 'Suspended'],
      ['staff', 'admin', 'Admin@12345', ['A'], null],
      ['staff', 'editor', 'Editor@12345', ['U'], null],
      ['staff', 'events', 'Events@12345', ['E'], null],
    ];
    for (const [kind, code, secret, roles, status] of cases) {
      const signIn = kind === 'member' ? memberSignIn : staffSignIn;
      const res = await signIn(t, code, secret);
      expect(res.statusCode, `${code} ${secret}`).toBe(200);
      expect(res.json().user.roles).toEqual(roles);
      expect(res.json().user.memberStatus).toBe(status);
    }
  });

  it('gives M1001 a spouse and a dependent, and adds the factory members', async () => {
    const family = await t.app.ctx.db.execute(
      sql`select f.relation from member_family f join members m on m.id = f.member_id where m.code = 'M1001' order by f.relation`,
    );
    expect(family.rows.map((r) => (r as { relation: string }).relation)).toEqual(['Son', 'Spouse']);
    const count = await t.app.ctx.db.execute(sql`select count(*)::int as n from members`);
    expect((count.rows[0] as { n: number }).n).toBe(3 + FACTORY_MEMBERS);
  });

  it('does nothing the second time', async () => {
    await seedDemoIfEmpty(t.app.ctx, () => {});
    const count = await t.app.ctx.db.execute(sql`select count(*)::int as n from staff_users`);
    expect((count.rows[0] as { n: number }).n).toBe(3);
  });
});
