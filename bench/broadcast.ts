/**
 * The broadcast fan-out (README.md, "Broadcast delivery"; issue 32, decision 0008): 5,000
 * members, one broadcast in-app and one by email, on each engine, in this process (the server's
 * own modules, no HTTP): the time to queue (the send answering), to fan out (the delivery rows
 * written), to deliver in-app (notifications) and to send the mails through the file transport
 * (one .eml per mail in a temporary folder), and the memory. Every delivery is then counted from
 * the database: one notification per member, one .eml per mail, all rows sent.
 *
 * Alone: `npx tsx bench/broadcast.ts` (BENCH_BROADCAST_MEMBERS, BENCH_PG_URL as run.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PG_ADMIN_URL, repoRoot } from './lib/options.ts';

export const BROADCAST_MEMBERS = Number(process.env.BENCH_BROADCAST_MEMBERS ?? 5000);

export interface BroadcastResult {
  engine: 'pglite' | 'postgres';
  members: number;
  queueMs: number;
  fanOutMs: number;
  inAppMs: number;
  inAppPerSecond: number;
  emailMs: number;
  emailPerSecond: number;
  /** RSS before the members were written, and at its highest during the deliveries (MB). */
  rssStartMb: number;
  rssPeakMb: number;
  exact: boolean;
  checks: string[];
}

// The server's modules, loaded at run time (the bench's type check stays out of server/).
type Row = Record<string, unknown>;
interface Ctx {
  db: { execute(q: unknown): Promise<{ rows: Row[] }> };
  outbox: { drain(): Promise<unknown> };
}
interface Server {
  loadConfig(env: Record<string, string>): unknown;
  openPglite(dir: undefined): Promise<Db>;
  openPostgres(url: string): Db;
  migrateDatabase(db: Db): Promise<void>;
  buildApp(
    config: unknown,
    o: { database: Db },
  ): Promise<{ ctx: Ctx; ready(): Promise<void>; close(): Promise<void> }>;
  createStaff(db: unknown, input: Row, cost: number): Promise<{ id: number }>;
  createBroadcast(ctx: Ctx, actor: Row, input: Row): Promise<{ id: number }>;
  createDeliverySender(
    ctx: Ctx,
    o: Row,
  ): { drain(): Promise<{ inApp: number; emails: number }>; stop(): Promise<void> };
  systemActor(job: string): Row;
  sql(strings: TemplateStringsArray, ...values: unknown[]): unknown;
}
interface Db {
  close(): Promise<void>;
}

async function loadServer(): Promise<Server> {
  const mod = (p: string) =>
    import(pathToFileURL(path.join(repoRoot, 'server/src', p)).href) as Promise<Row>;
  const [config, client, app, factories, create, sender, actor, orm] = await Promise.all([
    mod('config.ts'),
    mod('db/client.ts'),
    mod('app.ts'),
    mod('seed/factories.ts'),
    mod('modules/broadcasts/create-broadcast.ts'),
    mod('modules/broadcasts/delivery-sender.ts'),
    mod('actor.ts'),
    import('drizzle-orm' as string) as Promise<Row>,
  ]);
  return {
    ...config,
    ...client,
    ...app,
    ...factories,
    ...create,
    ...sender,
    ...actor,
    ...orm,
  } as unknown as Server;
}

const mb = (bytes: number) => Math.round(bytes / 1024 ** 2);
const round1 = (n: number) => Math.round(n * 10) / 10;

async function measureOne(
  s: Server,
  engine: 'pglite' | 'postgres',
  url: string | undefined,
): Promise<BroadcastResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-broadcast-'));
  const database = engine === 'pglite' ? await s.openPglite(undefined) : s.openPostgres(url!);
  await s.migrateDatabase(database);
  const config = s.loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    OUTBOX_POLL_MS: '0',
    LINK_SIGNING_SECRET: 'bench-broadcast-secret-0123456789abcdef',
  });
  const app = await s.buildApp(config, { database });
  await app.ready();
  const { ctx } = app;
  const n = BROADCAST_MEMBERS;
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const rssStart = process.memoryUsage().rss;
  try {
    const staff = await s.createStaff(
      ctx.db,
      { code: 'bcbench', name: 'B', email: 'bcbench@example.com', role: 'A', password: 'x' },
      1024,
    );
    await ctx.db.execute(s.sql`
      insert into members (code, first_name, last_name, email, sports_interests)
      select 'BB' || g, 'Member', 'N' || g, 'bb' || g || '@example.com', array['Tennis']::text[]
      from generate_series(1, ${n}) g`);
    const actor = { ...s.systemActor('bench'), kind: 'staff', staffId: staff.id };
    const compose = (channel: string) =>
      s.createBroadcast(ctx, actor, {
        title: `Courts reopen (${channel})`,
        bodyHtml: '<p>New <b>clay</b> courts from Monday.</p>',
        template: 'information',
        audience: { kind: 'sports_group', sport: 'Tennis' },
        channels: [channel],
        mode: 'now',
      });
    const sender = s.createDeliverySender(ctx, { emailLoops: 4 });

    let t = performance.now();
    const inApp = await compose('in_app');
    const queueMs = performance.now() - t;
    t = performance.now();
    await ctx.outbox.drain();
    const fanOutMs = performance.now() - t;
    t = performance.now();
    const a = await sender.drain();
    const inAppMs = performance.now() - t;

    const email = await compose('email');
    await ctx.outbox.drain();
    t = performance.now();
    const e = await sender.drain();
    const emailMs = performance.now() - t;
    await sender.stop();

    const one = async (q: unknown) => (await ctx.db.execute(q)).rows[0]!;
    const notes = await one(s.sql`select count(*)::int n, count(distinct member_id)::int d
      from notifications where broadcast_id = ${inApp.id}`);
    const sent = await one(s.sql`select count(*) filter (where status = 'sent')::int s,
      count(*)::int n from broadcast_deliveries where broadcast_id in (${inApp.id}, ${email.id})`);
    const status = await one(s.sql`select count(*)::int n from broadcasts
      where id in (${inApp.id}, ${email.id}) and status = 'sent'`);
    const emls = fs
      .readdirSync(path.join(dataDir, 'outbox'), { recursive: true })
      .filter((f) => String(f).endsWith('.eml')).length;
    const checks = [
      `${a.inApp} in-app delivered, ${e.emails} mails sent (of ${n} each)`,
      `${notes.n} notifications for ${notes.d} members`,
      `${sent.s} of ${sent.n} delivery rows sent, ${status.n} of 2 broadcasts sent`,
      `${emls} .eml files`,
    ];
    const exact =
      a.inApp === n &&
      e.emails === n &&
      notes.n === n &&
      notes.d === n &&
      sent.s === 2 * n &&
      sent.n === 2 * n &&
      status.n === 2 &&
      emls === n;
    return {
      engine,
      members: n,
      queueMs: round1(queueMs),
      fanOutMs: round1(fanOutMs),
      inAppMs: round1(inAppMs),
      inAppPerSecond: Math.round(n / (inAppMs / 1000)),
      emailMs: round1(emailMs),
      emailPerSecond: Math.round(n / (emailMs / 1000)),
      rssStartMb: mb(rssStart),
      rssPeakMb: mb(peak),
      exact,
      checks,
    };
  } finally {
    clearInterval(sample);
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The case on PGlite, then on a fresh PostgreSQL database (skipped when unreachable). */
export async function measureBroadcast(
  log: (line: string) => void = console.log,
): Promise<BroadcastResult[]> {
  const s = await loadServer();
  const results = [await measureOne(s, 'pglite', undefined)];
  log(formatBroadcast(results.at(-1)!));
  const name = `club_bench_broadcast_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    log('  postgres: unreachable, skipped');
    return results;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    results.push(await measureOne(s, 'postgres', url.toString()));
    log(formatBroadcast(results.at(-1)!));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}

export function formatBroadcast(r: BroadcastResult): string {
  return (
    `  ${r.engine.padEnd(8)} ${r.members} members: queued in ${r.queueMs} ms, fan-out ${r.fanOutMs} ms; ` +
    `in-app ${r.inAppMs} ms (${r.inAppPerSecond}/s); mail ${r.emailMs} ms (${r.emailPerSecond}/s, file transport); ` +
    `RSS ${r.rssStartMb} -> peak ${r.rssPeakMb} MB; ${r.exact ? 'exact' : `NOT EXACT: ${r.checks.join('; ')}`}`
  );
}

/** The summary at the end of run.ts. */
export function printBroadcast(results: readonly BroadcastResult[]): void {
  if (results.length === 0) return;
  console.log(`\nbroadcast fan-out (${results[0]!.members} recipients, in process):`);
  for (const r of results) console.log(formatBroadcast(r));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`broadcast fan-out, ${BROADCAST_MEMBERS} members (in process, no HTTP):`);
  const results = await measureBroadcast();
  if (results.some((r) => !r.exact)) process.exitCode = 1;
  process.exit();
}
