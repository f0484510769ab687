import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from './factories.ts';
import { t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedProfileRequests } from './profile.ts';

useStaffApp({
  prepare: async (app) => {
    for (const [code, firstName] of [
      ['M1002', 'Kavita'],
      ['M1003', 'Rohan'],
    ] as const) {
      await createMember(app.app.ctx.db, { code, firstName, lastName: 'Demo' });
    }
  },
});

describe('the demo profile requests', () => {
  it('puts one pending and one decided request in the queue, once, records unchanged', async () => {
    const before = await t.app.ctx.db.execute(sql`select code, address from members order by id`);
    await seedProfileRequests(t.app.ctx.db);
    await seedProfileRequests(t.app.ctx.db);
    const res = await t.app.ctx.db.execute(
      sql`select m.code, r.kind, r.status from profile_change_requests r
          join members m on m.id = r.member_id order by r.id`,
    );
    expect(res.rows).toEqual([
      { code: 'M1002', kind: 'address', status: 'Pending' },
      { code: 'M1003', kind: 'add_dependent', status: 'Rejected' },
    ]);
    const after = await t.app.ctx.db.execute(sql`select code, address from members order by id`);
    expect(after.rows).toEqual(before.rows);
  });
});
