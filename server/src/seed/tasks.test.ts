import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedTasks } from './tasks.ts';

useStaffApp();

describe('the demo tasks', () => {
  it('writes the office’s tasks once (a club with tasks is left)', async () => {
    await seedTasks(t.app.ctx);
    await seedTasks(t.app.ctx);
    const res = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from tasks where source_kind = 'manual'`,
    );
    expect(Number((res.rows[0] as { n: number }).n)).toBe(4);
  });
});
