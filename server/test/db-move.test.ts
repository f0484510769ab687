import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { lockFolder } from '../src/db/folder-lock.ts';
import { listFiles } from '../src/ops/archive.ts';
import { appliedMigration, type Manifest } from '../src/ops/manifest.ts';
import { checkTarget, maskPassword, moveToPostgres } from '../src/ops/move.ts';
import { engine, testConfig, type TestApp } from './helpers.ts';
import { startSmtp } from './smtp.ts';
import {
  allRows,
  archivedRows,
  balances,
  invoices,
  monthTotalBalances,
  readManifest,
  removeTempDirs,
  tableCounts,
  tempDir,
} from './support/backups.ts';
import { BURST_SLOTS, seedDemoClub } from './support/demo-club.ts';
import { payInSandbox, startPayment, verify } from './support/payments.ts';

// `npm run db:move`: the demo club on the embedded engine (a PGlite folder on disk, as a
// server leaves it) moved into new PostgreSQL databases. It needs a PostgreSQL server, so it
// runs only with TEST_DATABASE_URL, and once (in the PGlite run: the source is PGlite).
const base = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');

/** The real app on `config`'s database (opened by buildApp unless `database` is given). */
async function appOn(overrides: Record<string, string>, database?: Database): Promise<TestApp> {
  const smtp = await startSmtp();
  const config = testConfig({ SMTP_URL: smtp.url, ...overrides });
  const app = await buildApp(config, database ? { database } : {});
  await app.ready();
  return {
    app,
    config,
    smtp,
    databaseUrl: config.DATABASE_URL,
    flushMail: async () => {
      await app.ctx.outbox.drain();
    },
    async close() {
      await app.close();
      await database?.close();
      await smtp.close();
    },
  };
}

/** The move's command line, as `npm run db:move -- ARGS` runs it. */
function runMoveCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/move-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', LINK_SIGNING_SECRET: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!base || engine !== 'pglite')('npm run db:move to PostgreSQL', () => {
  let dataDir: string;
  let backupsDir: string;
  const config = () => testConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
  const made: string[] = [];
  let admin: pg.Client;
  let placed: number[];
  let source: {
    balances: Record<string, string>;
    numbers: { id: number; invoice_number: string }[];
  };
  let movedUrl: string;
  let moved: Database;
  let manifest: Manifest;
  let archive: string;

  /** A new, empty database on the test server; answers its URL (dropped after the file). */
  async function newDatabase(): Promise<string> {
    const name = `club_move_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    made.push(name);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Nothing in the database: no relation in public, no migrations journal. */
  async function isEmpty(url: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'drizzle')`,
      );
      const schema = await client.query(`select 1 from pg_namespace where nspname = 'drizzle'`);
      return rows[0]!.n === 0 && schema.rowCount === 0;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dataDir = tempDir('club-move-data-');
    backupsDir = tempDir('club-move-backups-');
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // The embedded club as a server leaves it: DATA_DIR/pglite on disk (from the run's
    // migrated cluster), its uploads and link-signing.key beside it; M1001 orders a burst.
    const database = await openConfiguredDatabase(config(), inject('pgliteDump'));
    const club = await appOn({ DATA_DIR: dataDir }, database);
    try {
      const demo = await seedDemoClub(club, 'Move starters');
      placed = [];
      for (let i = 0; i < 12; i++) placed.push((await demo.placeOrder(BURST_SLOTS[i % 4]!)).id);
      const db = club.app.ctx.db;
      source = { balances: await balances(db), numbers: (await invoices(db)).numbers };
    } finally {
      await club.close();
    }
  }, 600_000);

  afterAll(async () => {
    await moved?.close();
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    removeTempDirs();
  });

  it('moves the club through the CLI and prints what to set next', async () => {
    movedUrl = await newDatabase();
    const withPassword = new URL(movedUrl);
    withPassword.password = 's3cret'; // the test server trusts local connections
    const run = await runMoveCli(['--to', withPassword.toString()], {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupsDir,
    });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const masked = maskPassword(withPassword);
    expect(masked).toContain(':****@');
    expect(masked).not.toContain('s3cret');
    expect(run.stdout).not.toContain('s3cret');
    expect(run.stdout).toContain(`DATABASE_URL=${masked}`);
    const key = fs.readFileSync(path.join(dataDir, 'link-signing.key'), 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(run.stdout).toContain(`LINK_SIGNING_SECRET=${key}`);
    expect(run.stdout).toMatch(new RegExp(`DATA_DIR=${dataDir} +\\(keep it: the uploaded files`));
    // The archive it moved through stays in BACKUP_DIR as a backup, with its checksum.
    const archives = fs.readdirSync(backupsDir).filter((f) => f.endsWith('.tar.gz'));
    expect(archives).toHaveLength(1);
    archive = path.join(backupsDir, archives[0]!);
    expect(fs.existsSync(`${archive}.sha256`)).toBe(true);
    expect(run.stdout).toContain(archive);
    manifest = readManifest(archive);
    moved = openPostgres(movedUrl);
  }, 600_000);

  it('holds every table with the manifest’s count, and the ledger’s sum', async () => {
    expect(await tableCounts(moved.db)).toEqual(manifest.tables);
    expect(manifest.tables.members).toBeGreaterThan(200);
    const [row] = (await moved.db.execute(sql`select sum(amount)::text as s from ledger_entries`))
      .rows as { s: string }[];
    expect(row!.s).toBe(manifest.ledgerSum);
    expect(await allRows(moved.db)).toEqual(archivedRows(archive));
    // The uploads were not copied: they stay in DATA_DIR/uploads, all of them.
    const files = Object.keys(manifest.files).filter((f) => f.startsWith('files/'));
    expect(files.length).toBeGreaterThan(0);
    expect(listFiles(path.join(dataDir, 'uploads'))).toEqual(
      files.map((f) => f.slice('files/'.length)),
    );
    expect((await appliedMigration(moved.db))?.count).toBe(manifest.migration.count);
  });

  it('passes the money checks: balances, month totals, invoice numbers, one charge an order', async () => {
    const theirs = await balances(moved.db);
    expect(theirs).toEqual(source.balances);
    expect(await monthTotalBalances(moved.db)).toEqual(theirs);
    const { numbers, years } = await invoices(moved.db);
    expect(numbers).toEqual(source.numbers);
    expect(years.length).toBeGreaterThan(0);
    for (const y of years) expect([y.last, y.top]).toEqual([y.invoiced, y.invoiced]);
    const charges = (
      await moved.db.execute(
        sql`select o.id, (select count(*)::int from ledger_entries e where e.source = 'fnb_order'
              and e.source_id = o.id::text and e.kind = 'charge') as charges
            from fnb_orders o where o.payment_method = 'account'`,
      )
    ).rows as { id: number; charges: number }[];
    expect(charges.map((o) => o.id)).toEqual(expect.arrayContaining(placed));
    for (const o of charges) expect(o.charges, `order ${o.id}`).toBe(1);
  });

  it('serves the club on PostgreSQL: an order takes the next invoice number, a payment is taken', async () => {
    const last = (await invoices(moved.db)).years.at(-1)!;
    const app = await appOn({ DATA_DIR: dataDir, DATABASE_URL: movedUrl });
    try {
      const club = await seedDemoClub(app, 'After the move'); // the seed finds the club there
      const order = await club.placeOrder(BURST_SLOTS[0]);
      expect(order.invoiceNumber).toBe(
        `FNB/${last.year}/${String(last.last + 1).padStart(6, '0')}`,
      );
      const { payment, checkout } = await startPayment(club.member, '500.00');
      const paid = await payInSandbox(app.app, checkout.orderId);
      const res = await verify(club.member, paid.query!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payment).toMatchObject({ id: payment.id, status: 'captured' });
      await app.app.payments.sandbox!.idle(); // its webhooks, after the return
      const [{ id: m }] = (await moved.db.execute(sql`select id from members where code = 'M1001'`))
        .rows as [{ id: number }];
      expect((await balances(moved.db))[m]).toBe(
        String(BigInt(source.balances[m]!) + 33600n - 50000n),
      );
      expect(await monthTotalBalances(moved.db)).toEqual(await balances(moved.db));
      const after = await invoices(moved.db);
      for (const y of after.years) expect([y.last, y.top]).toEqual([y.invoiced, y.invoiced]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, and writes nothing to it', async () => {
    const before = await tableCounts(moved.db);
    await expect(moveToPostgres(config(), movedUrl)).rejects.toThrow(
      /is not empty: it has tables \(.*\)\. .*drop it and create it again .*Nothing was written/,
    );
    expect(await tableCounts(moved.db)).toEqual(before);
    // A migrations journal alone is enough to refuse.
    const journalOnly = await newDatabase();
    const client = new pg.Client({ connectionString: journalOnly });
    await client.connect();
    await client.query(`create schema drizzle;
      create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint);
      insert into drizzle.__drizzle_migrations (hash, created_at) values ('x', 1)`);
    await client.end();
    await expect(checkTarget(new URL(journalOnly))).rejects.toThrow(/1 migrations are applied/);
  }, 60_000);

  it('refuses a missing or wrong --to, with the usage', async () => {
    await expect(moveToPostgres(config(), undefined)).rejects.toThrow(
      /--to.*Usage: npm run db:move/,
    );
    await expect(moveToPostgres(config(), 'not a url')).rejects.toThrow(/is not a URL/);
    await expect(moveToPostgres(config(), 'mysql://u:p@h/club')).rejects.toThrow(
      /must be a postgres:\/\/ URL/,
    );
    await expect(moveToPostgres(config(), 'postgres://u@h:5432/')).rejects.toThrow(
      /names no database/,
    );
    const cli = await runMoveCli([], { DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/Say where to move the club with --to\. Usage: npm run db:move/);
  }, 60_000);

  it('refuses a server it cannot reach, naming its host and port', async () => {
    await expect(moveToPostgres(config(), 'postgres://club:pw@127.0.0.1:1/club')).rejects.toThrow(
      /Cannot reach a PostgreSQL server at 127\.0\.0\.1:1 \(ECONNREFUSED\)/,
    );
    // A server that takes the connection and never answers: given up after the timeout.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const started = Date.now();
      await expect(
        moveToPostgres(config(), `postgres://club@127.0.0.1:${port}/club`, {
          connectTimeoutMs: 300,
        }),
      ).rejects.toThrow(new RegExp(`at 127\\.0\\.0\\.1:${port} did not answer within 0\\.3 s`));
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
    const missing = new URL(base!);
    missing.pathname = `/club_move_missing_${randomBytes(3).toString('hex')}`;
    await expect(moveToPostgres(config(), missing.toString())).rejects.toThrow(
      /has no database club_move_missing_\w+: create it/,
    );
  }, 60_000);

  it('refuses a folder without a portal database, and one a running portal holds', async () => {
    const bare = tempDir('club-move-bare-');
    await expect(
      moveToPostgres(testConfig({ DATA_DIR: bare }), await newDatabase()),
    ).rejects.toThrow(/There is no portal database in .*set DATA_DIR/);
    expect(fs.readdirSync(bare)).toEqual([]);
    const lock = lockFolder(path.join(dataDir, 'pglite'));
    try {
      await expect(moveToPostgres(config(), await newDatabase())).rejects.toThrow(
        /in use by another server.*Stop the portal first.*npm run backup.*DATABASE_URL set/,
      );
    } finally {
      lock.release();
    }
  }, 60_000);

  it('undoes a move that fails while loading: the target is left empty', async () => {
    // A copy of the club with a row the target's foreign keys refuse (the copy's key dropped).
    const copy = tempDir('club-move-broken-');
    fs.cpSync(dataDir, copy, {
      recursive: true,
      filter: (f) => !f.includes(`${path.sep}backups`),
    });
    const broken = testConfig({ DATA_DIR: copy, BACKUP_DIR: path.join(copy, 'backups') });
    const db = await openConfiguredDatabase(broken, undefined, { migrate: false });
    try {
      const [fk] = (
        await db.db.execute(
          sql`select conname from pg_constraint where conrelid = 'fnb_order_events'::regclass
              and contype = 'f' and confrelid = 'fnb_orders'::regclass`,
        )
      ).rows as { conname: string }[];
      await db.db.execute(sql.raw(`alter table fnb_order_events drop constraint "${fk!.conname}"`));
      await db.db.execute(
        sql`update fnb_order_events set order_id = 999999999
            where id = (select min(id) from fnb_order_events)`,
      );
    } finally {
      await db.close();
    }
    const target = await newDatabase();
    await expect(moveToPostgres(broken, target)).rejects.toThrow(
      /^The move was undone, so the database \w+ on [^ ]+ is left empty and the embedded club is unchanged: insert or update on table "fnb_order_events" violates foreign key constraint .*\(Key \(order_id\)=\(999999999\) is not present in table "fnb_orders"\.\)\.\nThe club as it was is kept in .*club-backup-[\d-]+\.tar\.gz\. Fix the cause and run npm run db:move again\.$/,
    );
    expect(await isEmpty(target)).toBe(true);
  }, 300_000);
});
