import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers.ts';
import { openConfiguredDatabase } from './open.ts';

describe('the embedded database folder', () => {
  it('is migrated at start, kept across restarts, and refused to a second server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
    const config = testConfig({ DATA_DIR: dir, DATABASE_URL: '' });
    const first = await openConfiguredDatabase(config);
    try {
      await first.db
        .execute(sql`insert into club_settings (id, club_name, short_name, address, phone, email, it_admin_email, club_timings, office_timings)
        values (1, 'Kept Club', 'Kept', 'a', 'p', 'e@x.in', 'it@x.in', 't', 'o')`);
      await expect(openConfiguredDatabase(config)).rejects.toThrow(/in use by another server/);
    } finally {
      await first.close();
    }
    const again = await openConfiguredDatabase(config);
    try {
      const rows = await again.db.execute(sql`select club_name from club_settings`);
      expect(rows.rows).toEqual([{ club_name: 'Kept Club' }]);
    } finally {
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
