import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedDataExports } from './privacy.ts';

useStaffApp();

describe('the demo data exports', () => {
  it('gives M1001 one expired download, once', async () => {
    await seedDataExports(t.app.ctx.db);
    await seedDataExports(t.app.ctx.db);
    const res = await t.app.ctx.db.execute(
      sql`select x.status, x.json_key, x.expires_at < now() as past
          from data_exports x join members m on m.id = x.member_id where m.code = 'M1001'`,
    );
    expect(res.rows).toEqual([{ status: 'expired', json_key: null, past: true }]);
  });
});
