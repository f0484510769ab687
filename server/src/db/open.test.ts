import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/helpers.ts';
import { openPglite, type Database } from './client.ts';
import { openConfiguredDatabase } from './open.ts';

/** The cluster's own identity: initdb draws it at random, a copy of a cluster keeps it. */
async function systemIdentifier(database: Database): Promise<string> {
  const rows = await database.db.execute<{ id: string }>(
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return rows.rows[0]!.id;
}

describe('the embedded database folder', () => {
  it('is migrated at start, kept across restarts, and refused to a second server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
    const config = testConfig({ DATA_DIR: dir, DATABASE_URL: '' });
    const first = await openConfiguredDatabase(config);
    try {
      await first.db
        .execute(sql`insert into club_settings (id, club_name, short_name, address, phone, email, it_admin_email, club_timings)
        values (1, 'Kept Club', 'Kept', 'a', 'p', 'e@x.in', 'it@x.in', 't')`);
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

  // PGlite only: the run's migrated cluster (test/global-setup.ts) stands in for the build's.
  it.runIf(process.env.TEST_ENGINE === 'pglite')(
    "starts a new folder from the build's new cluster, and a folder with data from its own",
    async () => {
      const clusterFile = inject('pgliteDump');
      const original = await openPglite(undefined, {
        loadDataDir: new Blob([fs.readFileSync(clusterFile)]),
      });
      const clusterId = await systemIdentifier(original);
      await original.close();

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
      const config = testConfig({ DATA_DIR: dir, DATABASE_URL: '' });
      try {
        const first = await openConfiguredDatabase(config, clusterFile);
        try {
          expect(await systemIdentifier(first)).toBe(clusterId);
          await first.db
            .execute(sql`insert into club_settings (id, club_name, short_name, address, phone, email, it_admin_email, club_timings)
            values (1, 'Kept Club', 'Kept', 'a', 'p', 'e@x.in', 'it@x.in', 't')`);
        } finally {
          await first.close();
        }
        // The folder is a cluster now: it opens as it is, the new cluster is not laid over it.
        const again = await openConfiguredDatabase(config, clusterFile);
        try {
          const rows = await again.db.execute(sql`select club_name from club_settings`);
          expect(rows.rows).toEqual([{ club_name: 'Kept Club' }]);
        } finally {
          await again.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
