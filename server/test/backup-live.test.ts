import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { lockFolder } from '../src/db/folder-lock.ts';
import { backupRuns } from '../src/db/schema/index.ts';
import { checkChecksum } from '../src/ops/archive.ts';
import { scheduledBackup } from '../src/ops/backup-schedule.ts';
import { askServer, opsSocketPath } from '../src/ops/ops-socket.ts';
import { restoreBackup } from '../src/ops/restore.ts';
import { accountOf, ensureMember, memberSignIn } from './fixtures.ts';
import { engine, openTestDatabase, testConfig, type TestApp } from './helpers.ts';
import {
  emptyDatabase,
  readManifest,
  removeTempDirs,
  tableCounts,
  tempDir,
} from './support/backups.ts';

// A server built with its workers on (the socket, the schedule), on a temporary DATA_DIR.
const dataDir = tempDir('club-live-data-');
const backupsDir = path.join(dataDir, 'backups');
const overrides = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
const HOUR = 3_600_000;
const db = () => app.ctx.db;
const runs = () => db().select().from(backupRuns).orderBy(backupRuns.id);
const archives = () =>
  fs
    .readdirSync(backupsDir)
    .filter((f) => /^club-backup-.*\.tar\.gz$/.test(f))
    .sort();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(overrides), { database, startWorkers: true });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.drop();
  removeTempDirs();
});

describe.runIf(engine === 'pglite')('npm run backup while the embedded server runs', () => {
  const socket = opsSocketPath(dataDir);

  it('listens on DATA_DIR/portal-ops.sock, for its user only', () => {
    expect(socket).toBe(path.join(dataDir, 'portal-ops.sock'));
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
  });

  it('takes a backup through the socket while members sign in; it verifies and restores', async () => {
    const member = accountOf('member');
    await ensureMember({ app } as unknown as TestApp, member);
    const signIns = Array.from({ length: 12 }, () =>
      memberSignIn({ app } as unknown as TestApp, member.code, member.pin),
    );
    const [reply, ...answered] = await Promise.all([
      askServer(socket, { type: 'backup' }),
      ...signIns,
    ]);
    for (const res of answered) expect(res.statusCode, res.body).toBe(200);
    expect(reply?.ok, JSON.stringify(reply)).toBe(true);
    if (!reply?.ok) return;
    const { archive, rows, bytes } = reply.summary;
    expect(path.dirname(archive)).toBe(backupsDir);
    expect(bytes).toBe(fs.statSync(archive).size);
    expect(await checkChecksum(archive)).toBe(true);
    const manifest = readManifest(archive);
    expect(Object.values(manifest.tables).reduce((a, b) => a + b, 0)).toBe(rows);
    const target = await emptyDatabase('pglite');
    try {
      await restoreBackup(archive, target.db, { uploadsDir: tempDir('club-live-up-') });
      expect(await tableCounts(target.db)).toEqual(manifest.tables);
    } finally {
      await target.drop();
    }
    // Recorded after its snapshot: in the database, not in its own archive.
    const [run] = await runs();
    expect(run).toMatchObject({
      archive: path.basename(archive),
      bytes,
      rows,
      trigger: 'manual',
      ok: true,
      error: null,
    });
    expect(manifest.tables.backup_runs).toBe(0);
  }, 120_000);

  it('answers npm run backup itself while it holds the data folder', async () => {
    // The folder as a running server leaves it: a cluster, and its lock held by a live process.
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const lock = lockFolder(path.join(dataDir, 'pglite'));
    try {
      const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/ops/backup-cli.ts'],
        { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      expect(stdout).toMatch(/^Backup written: .*club-backup-.*Taken by the running portal\.$/m);
    } finally {
      lock.release();
    }
    expect((await runs()).map((r) => [r.trigger, r.ok])).toEqual([
      ['manual', true],
      ['manual', true],
    ]);
  }, 60_000);

  it('refuses a backup it cannot write, records it, and keeps serving', async () => {
    const config = app.ctx.config;
    // A file where the folder should be: no one (root included) can write the archive there.
    const blocked = path.join(tempDir('club-live-blocked-'), 'a-file');
    fs.writeFileSync(blocked, '');
    app.ctx.config = { ...config, BACKUP_DIR: blocked };
    try {
      const reply = await askServer(socket, { type: 'backup' });
      expect(reply).toMatchObject({
        ok: false,
        message: expect.stringMatching(/could not take the backup: .*ENOTDIR|EEXIST/),
      });
    } finally {
      app.ctx.config = config;
    }
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const failed = (await runs()).at(-1)!;
    expect(failed).toMatchObject({ ok: false, trigger: 'manual', archive: null });
    expect(failed.error).toMatch(/ENOTDIR|EEXIST/);
  }, 60_000);
});

describe('scheduled backups', () => {
  // Ahead of the manual backups above, so the schedule's archives are the newest.
  let moment = new Date('2030-03-01T02:00:00Z');
  const tick = (hours: number) => {
    moment = new Date(moment.getTime() + hours * HOUR);
    app.ctx.clock = { now: () => moment };
  };

  it('take one when none is a day old, and keep the newest BACKUP_KEEP archives', async () => {
    tick(0);
    const first = await scheduledBackup(app.ctx);
    expect(first?.ok, JSON.stringify(first)).toBe(true);
    // Not due again within the day.
    tick(23);
    expect(await scheduledBackup(app.ctx)).toBeUndefined();
    const taken = [first];
    for (let i = 0; i < 2; i++) {
      tick(2 + 22 * i);
      taken.push(await scheduledBackup(app.ctx));
    }
    const names = taken.map((o) => (o?.ok ? path.basename(o.summary.archive) : String(o)));
    // BACKUP_KEEP=2: the oldest of the three and every older archive are gone, with their .sha256.
    expect(archives()).toEqual(names.slice(1));
    expect(fs.readdirSync(backupsDir).filter((f) => f.endsWith('.sha256'))).toHaveLength(2);
    const scheduled = await db()
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.trigger, 'schedule'))
      .orderBy(backupRuns.id);
    expect(scheduled.map((r) => [r.archive, r.ok])).toEqual(names.map((n) => [n, true]));
  }, 120_000);

  it('records a failed one and tries again only an hour later', async () => {
    tick(25);
    const config = app.ctx.config;
    app.ctx.config = { ...config, BACKUP_DIR: '/dev/null/backups' };
    try {
      const failed = await scheduledBackup(app.ctx);
      expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/ENOTDIR/) });
      tick(0.5);
      expect(await scheduledBackup(app.ctx)).toBeUndefined();
    } finally {
      app.ctx.config = config;
    }
    const [row] = await db()
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.ok, false), eq(backupRuns.trigger, 'schedule')));
    expect(row).toMatchObject({ archive: null, error: expect.stringMatching(/ENOTDIR/) });
    tick(1);
    expect((await scheduledBackup(app.ctx))?.ok).toBe(true);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);

  it.runIf(engine === 'postgres')(
    'two processes on one PostgreSQL database take one between them',
    async () => {
      const other: Database = openPostgres(database.url!);
      const second = await buildApp(testConfig(overrides), { database: other });
      await second.ready();
      try {
        tick(30);
        second.ctx.clock = app.ctx.clock;
        const before = (await runs()).length;
        const outcomes = await Promise.all([
          scheduledBackup(app.ctx),
          scheduledBackup(second.ctx),
          scheduledBackup(app.ctx),
          scheduledBackup(second.ctx),
        ]);
        expect(outcomes.filter((o) => o?.ok)).toHaveLength(1);
        expect(outcomes.filter((o) => o === undefined)).toHaveLength(3);
        const after = await runs();
        expect(after.slice(before).map((r) => [r.trigger, r.ok])).toEqual([['schedule', true]]);
      } finally {
        await second.close();
        await other.close();
      }
    },
    60_000,
  );
});

describe.runIf(engine === 'pglite')('the socket at close', () => {
  it('is removed', async () => {
    const socket = opsSocketPath(dataDir);
    expect(fs.existsSync(socket)).toBe(true);
    await app.close();
    expect(fs.existsSync(socket)).toBe(false);
    app = await buildApp(testConfig(overrides), { database });
  });
});
