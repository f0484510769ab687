import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup, type BackupResult } from '../src/ops/snapshot.ts';
import { restoreBackup } from '../src/ops/restore.ts';
import { appliedMigration } from '../src/ops/manifest.ts';
import { listFiles } from '../src/ops/archive.ts';
import { createTestApp, engine, type TestApp } from './helpers.ts';
import { BURST_SLOTS, seedDemoClub } from './support/demo-club.ts';
import {
  allRows,
  archivedRows,
  balances,
  emptyDatabase,
  invoices,
  monthTotalBalances,
  readManifest,
  removeTempDirs,
  tableCounts,
  tempDir,
  withManifest,
} from './support/backups.ts';

// The demo club (members, ledgers, orders with invoices, chamber bookings with their nights'
// ranges, notifications with jsonb, an uploaded magazine), backed up while M1001 places a
// burst of orders on account, then restored into new databases of either engine.
let t: TestApp;
let backup: BackupResult;
let placed: number[];
const dataDir = tempDir('club-backup-data-');
const uploadsDir = path.join(dataDir, 'uploads');
const backupsDir = tempDir('club-backups-');
const db = () => t.app.ctx.db;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const club = await seedDemoClub(t);
  const burst = Array.from({ length: 12 }, async (_, i) => {
    return (await club.placeOrder(BURST_SLOTS[i % 4]!)).id;
  });
  [backup] = (await Promise.all([
    takeBackup(db(), { uploadsDir, outDir: backupsDir, engine }),
    ...burst,
  ])) as [BackupResult, ...number[]];
  placed = (await Promise.all(burst)) as number[];
}, 300_000);
afterAll(async () => {
  await t.close();
  removeTempDirs();
});

describe('a backup', () => {
  it('is one dated archive with its checksum beside it and a manifest of the club', () => {
    expect(path.basename(backup.archive)).toMatch(/^club-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.readFileSync(`${backup.archive}.sha256`, 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}club-backup-/,
    );
    const m = readManifest(backup.archive);
    expect(m).toEqual(backup.manifest);
    expect(m.migration.tag).toMatch(/^\d{4}_/);
    expect(m.tables.members).toBeGreaterThan(200);
    expect(m.tables.chamber_bookings).toBeGreaterThan(0);
    expect(m.tables.notifications).toBeGreaterThan(0);
    expect(Object.keys(m.files).filter((f) => f.startsWith('files/')).length).toBe(
      listFiles(uploadsDir).length,
    );
    expect(placed).toHaveLength(12);
  });
});

describe.each(engine === 'postgres' ? (['pglite', 'postgres'] as const) : (['pglite'] as const))(
  'restored into a new %s database',
  (target) => {
    let restored: Awaited<ReturnType<typeof emptyDatabase>>;
    const restoredUploads = path.join(tempDir('club-restored-'), 'uploads');
    beforeAll(async () => {
      restored = await emptyDatabase(target);
      await restoreBackup(backup.archive, restored.db, { uploadsDir: restoredUploads });
    }, 300_000);
    afterAll(() => restored.drop());

    it('holds every table with the manifest’s count, and the ledger’s sum', async () => {
      expect(await tableCounts(restored.db)).toEqual(backup.manifest.tables);
      const [row] = (
        await restored.db.execute(sql`select sum(amount)::text as s from ledger_entries`)
      ).rows as { s: string }[];
      expect(row!.s).toBe(backup.manifest.ledgerSum);
    });

    it('holds one moment of the club: balances, month totals and invoice numbers agree', async () => {
      const theirs = await balances(restored.db);
      expect(await monthTotalBalances(restored.db)).toEqual(theirs);
      const { numbers, years } = await invoices(restored.db);
      for (const y of years) expect([y.last, y.top]).toEqual([y.invoiced, y.invoiced]);
      // Each restored order's invoice number is the one the club gave it.
      const source = new Map((await invoices(db())).numbers.map((n) => [n.id, n.invoice_number]));
      for (const n of numbers) expect(n.invoice_number).toBe(source.get(n.id));
      // Each restored burst order has its ledger charge, and each charge its order.
      const burst = (
        await restored.db.execute(
          sql`select o.id, (select count(*)::int from ledger_entries e where e.source = 'fnb_order'
                and e.source_id = o.id::text and e.kind = 'charge') as charges
              from fnb_orders o where o.id in ${placed}`,
        )
      ).rows as { id: number; charges: number }[];
      for (const o of burst) expect(o.charges, `order ${o.id}`).toBe(1);
    });

    it('reads back every row as the club wrote it (jsonb, ranges, money, times)', async () => {
      // Every row of every table, as row_to_json writes it, equals the archive's.
      expect(await allRows(restored.db)).toEqual(archivedRows(backup.archive));
      expect(listFiles(restoredUploads)).toEqual(listFiles(uploadsDir));
      for (const file of listFiles(uploadsDir)) {
        expect(fs.readFileSync(path.join(restoredUploads, file))).toEqual(
          fs.readFileSync(path.join(uploadsDir, file)),
        );
      }
    });

    it('takes new rows after the restored ones (sequences carried)', async () => {
      const [{ max }] = (
        await restored.db.execute(sql`select max(id)::int as max from ledger_entries`)
      ).rows as [{ max: number }];
      const [{ next }] = (
        await restored.db.execute(sql`select nextval('ledger_entries_id_seq')::int as next`)
      ).rows as [{ next: number }];
      expect(next).toBe(max + 1);
      expect(await appliedMigration(restored.db)).toEqual(await appliedMigration(db()));
    });

    it('refuses to restore over it without --force, and replaces it with', async () => {
      await restored.db.execute(
        sql`update members set first_name = 'Changed' where code = 'M1001'`,
      );
      await expect(
        restoreBackup(backup.archive, restored.db, { uploadsDir: restoredUploads }),
      ).rejects.toThrow(/the target is not empty: .* or pass --force/i);
      const name = async () =>
        (
          (await restored.db.execute(sql`select first_name from members where code = 'M1001'`))
            .rows[0] as { first_name: string }
        ).first_name;
      expect(await name()).toBe('Changed');
      await restoreBackup(backup.archive, restored.db, {
        uploadsDir: restoredUploads,
        force: true,
      });
      expect(await name()).not.toBe('Changed');
      expect(await tableCounts(restored.db)).toEqual(backup.manifest.tables);
    }, 240_000);

    it('leaves the rows and the files as they were when a forced restore fails', async () => {
      const [kept, gone] = listFiles(restoredUploads) as [string, string];
      fs.writeFileSync(path.join(restoredUploads, kept), 'changed after the backup');
      fs.rmSync(path.join(restoredUploads, gone));
      await restored.db.execute(
        sql`update members set first_name = 'Changed' where code = 'M1001'`,
      );
      const edited = withManifest(backup.archive, (m) => {
        m.tables.members! += 1;
      });
      await expect(
        restoreBackup(edited, restored.db, { uploadsDir: restoredUploads, force: true }),
      ).rejects.toThrow(/undone/);
      expect(fs.readFileSync(path.join(restoredUploads, kept), 'utf8')).toBe(
        'changed after the backup',
      );
      expect(fs.existsSync(path.join(restoredUploads, gone))).toBe(false);
      const [{ first_name }] = (
        await restored.db.execute(sql`select first_name from members where code = 'M1001'`)
      ).rows as [{ first_name: string }];
      expect(first_name).toBe('Changed');
    }, 240_000);
  },
);

describe('a damaged or foreign archive', () => {
  const refusedInto = async (archive: string, message: RegExp) => {
    const target = await emptyDatabase(engine);
    const uploads = path.join(tempDir('club-refused-'), 'uploads');
    try {
      await expect(restoreBackup(archive, target.db, { uploadsDir: uploads })).rejects.toThrow(
        message,
      );
      // Nothing written: no migration, no table, no file.
      expect(await appliedMigration(target.db)).toBeUndefined();
      expect(await tableCounts(target.db)).toEqual({});
      expect(listFiles(uploads)).toEqual([]);
    } finally {
      await target.drop();
    }
  };
  const copyOf = (bytes: Buffer, withChecksum: boolean) => {
    const file = path.join(tempDir('club-copy-'), path.basename(backup.archive));
    fs.writeFileSync(file, bytes);
    if (withChecksum) fs.copyFileSync(`${backup.archive}.sha256`, `${file}.sha256`);
    return file;
  };

  it('refuses an archive with one byte altered', async () => {
    const bytes = fs.readFileSync(backup.archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await refusedInto(copyOf(bytes, true), /does not match its checksum.*Copy it again/);
    await refusedInto(copyOf(bytes, false), /damaged.*Copy it again|cannot be read/);
  }, 240_000);

  it('refuses a truncated archive', async () => {
    const bytes = fs.readFileSync(backup.archive);
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.7));
    await refusedInto(copyOf(cut, true), /does not match its checksum/);
    await refusedInto(copyOf(cut, false), /cannot be read|damaged/);
  }, 240_000);

  it('refuses a backup from a newer portal', async () => {
    const newer = withManifest(backup.archive, (m) => {
      m.migration = { tag: '0999_from_the_future', count: 1000, when: Date.now() };
    });
    await refusedInto(newer, /newer portal.*upgrade the portal first/);
  }, 240_000);

  it('undoes a restore whose counts differ from the manifest', async () => {
    const edited = withManifest(backup.archive, (m) => {
      m.tables.members! += 1;
    });
    await refusedInto(edited, /undone: members has \d+ rows where the backup's manifest says/);
  }, 240_000);
});
