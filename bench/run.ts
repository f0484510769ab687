/**
 * HTTP benchmark of the club portal (see README.md).
 *
 * One run measures, with autocannon against 127.0.0.1 only:
 *   1. the ceiling: a bare node:http server answering the /api/settings bytes, measured at
 *      the start and again just before each portal read, which is set against that one;
 *   2. the production server on PGlite: the public reads, and the member M1001's signed-in
 *      reads (who is signed in, the dashboard's and the statement's opening reads);
 *   3. the same on PostgreSQL (a fresh database, dropped afterwards), skipped when unreachable;
 *   4. after each engine's HTTP cases, the checkout burst (checkout.ts): 100 members placing an
 *      order at the same moment, three rounds, then the orders, invoice numbers and ledger
 *      charges read back from the database and checked to the paisa.
 * Every server runs in its own child process; all of them are stopped at the end, also on failure.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import {
  asJson,
  checkDatabase,
  runCheckoutBurst,
  type BurstResult,
  type Check,
  type LatencySummary,
  type RoundResult,
  type SqlRunner,
} from './checkout.ts';
import { runEventRush, type RushResult } from './event-rush.ts';
import { measureFirstPress, printFirstPress, type FirstPress } from './first-press.ts';
import { measureLighthouse, type LighthouseResult } from './lighthouse.ts';
import {
  growDatabase,
  runScaleCase,
  SCALE_REQUESTS,
  SCALE_TARGET_RATIO,
  type ScaleResult,
} from './scale.ts';
import {
  type FirstPaint,
  kb,
  measureFirstPaint,
  measureScriptBudget,
  SCRIPT_BUDGET_BYTES,
} from './script-budget.ts';
import { runStatementBurst, type StatementBurst } from './statements.ts';

const execFileAsync = promisify(execFile);

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

function envNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return n;
}

const DURATION = envNumber('BENCH_DURATION', 10, 1); // seconds measured per case
const WARMUP = envNumber('BENCH_WARMUP', 2, 0); // seconds of warm-up per case, discarded
const CONNECTIONS = Math.floor(envNumber('BENCH_CONNECTIONS', 10, 1));
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const READY_TIMEOUT_MS = envNumber('BENCH_READY_TIMEOUT', 180, 5) * 1000;
/** A folder: the portal servers run with `--cpu-prof` and write their profiles there. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
/**
 * The public reads every visitor makes (answered from the in-process read cache): each must
 * reach this share of the node:http ceiling measured in the same run.
 */
const PUBLIC_READ_TARGET = 0.3;
/** The public, cacheable reads measured on each engine (GET /api/settings first). */
const PUBLIC_READS: { name: string; path: string }[] = [
  { name: 'GET /api/settings', path: '/api/settings' },
  { name: 'GET content/pages', path: '/api/content/pages' },
  { name: 'GET content/pages/:slug', path: '/api/content/pages/cricket' },
  { name: 'GET content/images', path: '/api/content/images?kind=banner' },
  { name: 'GET content/committee', path: '/api/content/committee' },
  { name: 'GET content/affiliated', path: '/api/content/affiliated' },
];
const CHECKOUT_ENGINES = (() => {
  const raw = (process.env.BENCH_CHECKOUT || 'all').toLowerCase();
  const engines = {
    all: ['pglite', 'postgres'],
    postgres: ['postgres'],
    pglite: ['pglite'],
    none: [],
  }[raw];
  if (!engines)
    throw new Error(`BENCH_CHECKOUT must be all, postgres, pglite or none, got "${raw}"`);
  return engines as Engine[];
})();
const STATEMENT_ENGINES = (() => {
  const raw = (process.env.BENCH_STATEMENTS || 'all').toLowerCase();
  const engines = {
    all: ['pglite', 'postgres'],
    postgres: ['postgres'],
    pglite: ['pglite'],
    none: [],
  }[raw];
  if (!engines)
    throw new Error(`BENCH_STATEMENTS must be all, postgres, pglite or none, got "${raw}"`);
  return engines as Engine[];
})();
/** The data-scale case (scale.ts): on PostgreSQL unless BENCH_SCALE=none. */
const SCALE_ON = (() => {
  const raw = (process.env.BENCH_SCALE || 'postgres').toLowerCase();
  if (raw !== 'postgres' && raw !== 'none')
    throw new Error(`BENCH_SCALE must be postgres or none, got "${raw}"`);
  return raw === 'postgres';
})();
let scaleCase: { result: ScaleResult | null; failed: string | null } | null = null;
/** The event booking rush (event-rush.ts): on PostgreSQL unless BENCH_RUSH=none. */
const RUSH_ON = (() => {
  const raw = (process.env.BENCH_RUSH || 'postgres').toLowerCase();
  if (raw !== 'postgres' && raw !== 'none')
    throw new Error(`BENCH_RUSH must be postgres or none, got "${raw}"`);
  return raw === 'postgres';
})();
/** Lighthouse on the five target pages (lighthouse.ts), unless BENCH_LIGHTHOUSE=none. */
const LIGHTHOUSE = (() => {
  const raw = (process.env.BENCH_LIGHTHOUSE || 'on').toLowerCase();
  if (raw !== 'on' && raw !== 'none') {
    throw new Error(`BENCH_LIGHTHOUSE must be on or none, got "${raw}"`);
  }
  return raw === 'on';
})();
const LIGHTHOUSE_ROUNDS = Math.floor(envNumber('BENCH_LIGHTHOUSE_ROUNDS', 5, 1));
const RUSH_MEMBERS = Math.floor(envNumber('BENCH_RUSH_MEMBERS', 500, 2));
const RUSH_PLACES = Math.floor(envNumber('BENCH_RUSH_PLACES', 100, 1));
let rushCase: { result: RushResult | null; failed: string | null } | null = null;
const STATEMENT_MEMBERS = Math.floor(envNumber('BENCH_STATEMENT_MEMBERS', 200, 1));
const STATEMENT_ROUNDS = Math.floor(envNumber('BENCH_STATEMENT_ROUNDS', 3, 1));
const STATEMENT_WARMUP_ROUNDS = Math.floor(envNumber('BENCH_STATEMENT_WARMUP', 2, 0));
/** Issue 13: 200 members opening their statement at once, p95 under 300 ms on PostgreSQL. */
const STATEMENT_P95_TARGET_MS: Record<Engine, number | null> = {
  'node:http': null,
  pglite: null,
  postgres: 300,
};
const statementCases: { engine: Engine; burst: StatementBurst | null; failed: string | null }[] =
  [];

const CHECKOUT_MEMBERS = Math.floor(envNumber('BENCH_CHECKOUT_MEMBERS', 100, 1));
const CHECKOUT_ROUNDS = Math.floor(envNumber('BENCH_CHECKOUT_ROUNDS', 3, 1));
// All bench orders share one pickup slot, which takes at most 500 (the outlet's highest capacity).
if (CHECKOUT_MEMBERS * CHECKOUT_ROUNDS > 450) {
  throw new Error('BENCH_CHECKOUT_MEMBERS x BENCH_CHECKOUT_ROUNDS must stay at or below 450');
}

type Engine = 'node:http' | 'pglite' | 'postgres';

interface Row {
  case: string;
  engine: Engine;
  path: string;
  reqPerSec: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ratioToCeiling: number | null;
  /**
   * The ceiling this case is set against: measured just before it (the machine's speed moves
   * within a run on a shared VM; a ceiling taken minutes earlier moved a share by 2x).
   */
  ceilingReqPerSec: number | null;
  /** The share of the ceiling this case should reach; null when it has none. */
  target: number | null;
  /** The p99 latency this case should stay under (ms); null when it has none. */
  p99TargetMs: number | null;
}

/** The checkout burst on one engine: its figures and checks, or why it did not run. */
interface CheckoutCase {
  engine: Engine;
  members: number;
  rounds: RoundResult[];
  overall: LatencySummary | null;
  slot: string | null;
  clubTime: string | null;
  menuItems: number;
  setupSeconds: number;
  checks: Check[];
  /** Set when the case did not run (no slot left today) or failed. */
  skipped: string | null;
  failed: string | null;
}

interface Memory {
  engine: Engine;
  /** After the HTTP cases, on the restarted (already seeded) server. */
  vmRssMb: number | null;
  vmHwmMb: number | null;
  /** Spawn to ready on the already seeded database (the run's server). */
  startSeconds: number;
  /** The first start: migrations and the demo seed into an empty database. */
  firstStart: { seconds: number; vmRssMb: number | null; vmHwmMb: number | null };
  logWarnings: string[];
}

/** Issue 13's memory (after the bench, on a seeded database) and start targets. */
const MEMORY_TARGET_MB: Record<Engine, number | null> = {
  'node:http': null,
  pglite: 450,
  postgres: 250,
};
const START_TARGET_SECONDS = 3;

// --------------------------------------------------------------------------------------------
// Child processes

interface Child {
  name: string;
  proc: ChildProcess;
  /** The last lines of stdout/stderr, for error messages. */
  tail: string[];
  /** pino lines at level warn (40) or above, and anything on stderr. */
  warnings: string[];
  exited: Promise<number | null>;
  /** Set when the bench itself stops the child; any other exit is reported. */
  stopping: boolean;
}

const children = new Set<Child>();

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = {
    name,
    proc,
    tail: [],
    warnings: [],
    exited: new Promise((resolve) => proc.once('exit', (code) => resolve(code))),
    stopping: false,
  };
  proc.once('exit', (code, signal) => {
    if (child.stopping) return;
    console.warn(
      `  ! ${name} (pid ${proc.pid}) exited unexpectedly: code ${code}, signal ${signal}` +
        (child.tail.length ? `; last output:\n    ${child.tail.slice(-10).join('\n    ')}` : ''),
    );
  });
  const remember = (line: string, fromStderr: boolean) => {
    if (!line.trim()) return;
    child.tail.push(line);
    if (child.tail.length > 40) child.tail.shift();
    let warn = fromStderr;
    if (line.startsWith('{')) {
      try {
        const parsed = JSON.parse(line) as { level?: number };
        if (typeof parsed.level === 'number' && parsed.level >= 40) warn = true;
      } catch {
        // not a log line
      }
    }
    if (warn && child.warnings.length < 200) child.warnings.push(line.slice(0, 500));
  };
  for (const [stream, fromStderr] of [
    [proc.stdout, false],
    [proc.stderr, true],
  ] as const) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) remember(line, fromStderr);
    });
  }
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
    children.delete(child);
    return;
  }
  child.stopping = true;
  child.proc.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 10_000).unref(),
  );
  if ((await Promise.race([child.exited, timer])) === 'timeout') {
    console.warn(`  ${child.name} did not stop within 10 s after SIGTERM; killing it`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
  children.delete(child);
}

async function stopAll(): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c)));
}

function killAllNow(): void {
  for (const c of children) {
    c.stopping = true;
    c.proc.kill('SIGKILL');
  }
}

/** What the run leaves behind until cleanup(): temporary folders and the PostgreSQL database. */
const leftovers = { tempDirs: [] as string[], pgDatabases: [] as string[] };

let cleaning: Promise<void> | null = null;
let interrupted = false;

/**
 * Stops every server, drops the bench database and removes the temporary folders. Called from
 * main's finally and from the signal handlers; every caller waits for the same single pass.
 */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    for (const db of leftovers.pgDatabases) {
      try {
        await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      } catch (err) {
        console.warn(`could not drop the database ${db}: ${String(err)}`);
      }
    }
    for (const dir of leftovers.tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: npm and tsx relay the signal again, and a second one must not kill the
  // bench before its cleanup is done.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

function describeFailure(child: Child, what: string): Error {
  return new Error(`${what} (${child.name})\n--- last output ---\n${child.tail.join('\n')}`);
}

// --------------------------------------------------------------------------------------------
// Helpers

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(child: Child, base: string): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw describeFailure(
        child,
        `the server exited (code ${child.proc.exitCode}, signal ${child.proc.signalCode}) before it was ready`,
      );
    }
    try {
      const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        const body = (await res.json()) as { database?: string };
        return body.database ?? '?';
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw describeFailure(child, `/api/ready did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

function readMemory(pid: number | undefined): { vmRssMb: number | null; vmHwmMb: number | null } {
  if (pid === undefined) return { vmRssMb: null, vmHwmMb: null };
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m?.[1] ? Math.round(Number(m[1]) / 1024) : null;
    };
    return { vmRssMb: kb('VmRSS'), vmHwmMb: kb('VmHWM') };
  } catch {
    return { vmRssMb: null, vmHwmMb: null };
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The node:http ceiling's address while the reads are measured (started in main). */
let ceilingBase: string | null = null;
const rows: Row[] = [];

/** The ceiling's requests a second now: the same load, the same duration as a case. */
async function ceilingNow(): Promise<number | null> {
  if (!ceilingBase) return null;
  const r = await autocannon({
    url: `${ceilingBase}/api/settings`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return round(r.requests.mean, 1);
}

async function measure(
  caseName: string,
  engine: Engine,
  base: string,
  urlPath: string,
  headers: Record<string, string> = {},
  target: number | null = null,
  p99TargetMs: number | null = null,
): Promise<Row> {
  const url = `${base}${urlPath}`;
  if (WARMUP > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  }
  const ceiling = engine === 'node:http' ? null : await ceilingNow();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const reqPerSec = round(r.requests.mean, 1);
  const row: Row = {
    case: caseName,
    engine,
    path: urlPath,
    reqPerSec,
    meanMs: round(r.latency.average, 2),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    ratioToCeiling: null,
    ceilingReqPerSec: engine === 'node:http' ? reqPerSec : ceiling,
    target,
    p99TargetMs,
  };
  row.ratioToCeiling = row.ceilingReqPerSec ? round(row.reqPerSec / row.ceilingReqPerSec, 3) : null;
  rows.push(row);
  console.log(
    `  ${caseName.padEnd(24)} ${engine.padEnd(9)} ${String(row.reqPerSec).padStart(9)} req/s` +
      `  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors+non2xx ${row.errors + row.non2xx}`,
  );
  return row;
}

/** "settings: 14,200 req/s = 33% of ceiling (target 30%, met)" */
function againstTarget(r: Row): string {
  const rate = `${Math.round(r.reqPerSec).toLocaleString('en-US')} req/s`;
  if (r.engine === 'node:http') return `${r.case} ${r.engine}: ${rate} (the ceiling)`;
  const share = r.ratioToCeiling === null ? '?' : `${(r.ratioToCeiling * 100).toFixed(1)}%`;
  const target =
    r.target === null
      ? 'no target'
      : `target ${Math.round(r.target * 100)}%, ${
          r.ratioToCeiling !== null && r.ratioToCeiling >= r.target ? 'met' : 'NOT met'
        }`;
  const p99 =
    r.p99TargetMs === null
      ? ''
      : `; p99 ${r.p99Ms} ms (target under ${r.p99TargetMs} ms, ${
          r.p99Ms < r.p99TargetMs ? 'met' : 'NOT met'
        })`;
  const ceiling = `${Math.round(r.ceilingReqPerSec ?? 0).toLocaleString('en-US')} req/s`;
  return `${r.case} ${r.engine}: ${rate} = ${share} of the ceiling just before (${ceiling}; ${target})${p99}`;
}

// --------------------------------------------------------------------------------------------
// The cases

interface Server {
  child: Child;
  base: string;
  engine: string;
  startSeconds: number;
  /** Set on a server started a second time on the database its first start seeded. */
  firstStart?: Memory['firstStart'];
}

async function startPortal(name: string, extraEnv: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT: '100000',
    ...extraEnv,
  };
  const started = Date.now();
  // Exactly as production starts it (npm start): the compiled server/dist/main.js, from the repo root.
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = startChild(name, [...profile, 'server/dist/main.js'], env);
  const base = `http://127.0.0.1:${port}`;
  const engine = await waitReady(child, base);
  const startSeconds = round((Date.now() - started) / 1000, 1);
  console.log(`  ${name} ready on ${base} (database ${engine}) after ${startSeconds} s`);
  return { child, base, engine, startSeconds };
}

/**
 * Starts the portal on an empty database (migrations and the demo seed: the first start,
 * measured), stops it, and starts it again on the now seeded database: the server the cases
 * run on, as a club's server restarts every day after its first.
 */
async function startPortalSeeded(name: string, extraEnv: NodeJS.ProcessEnv): Promise<Server> {
  const first = await startPortal(`${name}, first start`, extraEnv);
  const firstStart = { seconds: first.startSeconds, ...readMemory(first.child.proc.pid) };
  console.log(
    `  first start: ${firstStart.seconds} s, RSS at ready ${firstStart.vmRssMb} MB (peak ${firstStart.vmHwmMb} MB)`,
  );
  await stopChild(first.child);
  const again = await startPortal(name, extraEnv);
  const atReady = readMemory(again.child.proc.pid);
  console.log(`  on the seeded database: RSS at ready ${atReady.vmRssMb} MB`);
  return { ...again, firstStart };
}

async function memberCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ memberCode: 'M1001', pin: '1234' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`member sign-in failed: ${res.status} ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('club_session='));
  if (!cookie) throw new Error('member sign-in answered without a club_session cookie');
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
  const body = (await me.json()) as { user?: { code?: string } | null };
  if (body.user?.code !== 'M1001')
    throw new Error(`/api/auth/me with the cookie: ${JSON.stringify(body)}`);
  return cookie;
}

/** The signed-in reads' targets (issue 13): a share of the ceiling per engine, and p99. */
const SIGNED_IN_READ_TARGET: Record<Engine, number | null> = {
  'node:http': null,
  pglite: 0.05,
  postgres: 0.1,
};
const SIGNED_IN_READ_P99_MS = 20;
/**
 * The signed-in reads measured on each engine, M1001's: who is signed in (every page of the
 * app asks), and the reads the member's dashboard and statement open with (as the web app and
 * the server's drawing of those pages ask them, page-head.ts MEMBER_PAGES).
 */
const SIGNED_IN_READS: { name: string; path: string }[] = [
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  { name: 'GET member/account-summary', path: '/api/member/account-summary?lang=en' },
  { name: 'GET member/statements', path: '/api/member/statements?lang=en' },
];

async function measurePortal(server: Server, engine: Engine): Promise<Memory> {
  for (const read of PUBLIC_READS) {
    await measure(read.name, engine, server.base, read.path, {}, PUBLIC_READ_TARGET);
  }
  const cookie = await memberCookie(server.base);
  // Issue 13: signed-in reads at 5 % of the ceiling on PGlite, 10 % on PostgreSQL, p99 < 20 ms.
  for (const read of SIGNED_IN_READS) {
    await measure(
      read.name,
      engine,
      server.base,
      read.path,
      { cookie },
      SIGNED_IN_READ_TARGET[engine],
      SIGNED_IN_READ_P99_MS,
    );
  }
  // The session must have survived the load.
  const after = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } });
  const still = (await after.json()) as { user?: unknown };
  if (!still.user) console.warn('  warning: the session was gone after the signed-in reads');
  const mem = readMemory(server.child.proc.pid);
  console.log(`  ${engine} server RSS after the run: ${mem.vmRssMb} MB (peak ${mem.vmHwmMb} MB)`);
  return {
    engine,
    ...mem,
    startSeconds: server.startSeconds,
    firstStart: server.firstStart ?? { seconds: server.startSeconds, vmRssMb: null, vmHwmMb: null },
    logWarnings: server.child.warnings,
  };
}

async function startCeiling(
  body: Buffer,
  contentType: string,
): Promise<{ child: Child; base: string }> {
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.CEILING_BODY, 'base64');
    const type = process.env.CEILING_TYPE;
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': type, 'content-length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const child = startChild('ceiling (node:http)', ['--input-type=commonjs', '-e', script], {
    PATH: process.env.PATH,
    CEILING_BODY: body.toString('base64'),
    CEILING_TYPE: contentType,
  });
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const line = child.tail.find((l) => l.startsWith('PORT '));
    if (line) return { child, base: `http://127.0.0.1:${line.slice(5)}` };
    if (child.proc.exitCode !== null) break;
    await sleep(50);
  }
  throw describeFailure(child, 'the ceiling server did not start');
}

// PostgreSQL through the psql client (no driver dependency in this workspace).
/** psql for the data-scale growth: statements that write a million rows take minutes. */
async function psqlLong(url: string, statement: string): Promise<string> {
  const { stdout } = await execFileAsync(
    'psql',
    [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', statement],
    { env: { ...process.env, PGCONNECT_TIMEOUT: '3' }, timeout: 900_000 },
  );
  return stdout.trim();
}

async function psql(url: string, statement: string): Promise<string> {
  const { stdout } = await execFileAsync(
    'psql',
    [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', statement],
    { env: { ...process.env, PGCONNECT_TIMEOUT: '3' }, timeout: 30_000 },
  );
  return stdout.trim();
}

function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

// --------------------------------------------------------------------------------------------
// The checkout burst (checkout.ts) and the database readers its checks use

const checkoutCases: CheckoutCase[] = [];

/** SELECTs on PostgreSQL through psql, each answered as JSON rows. */
function psqlRunner(url: string): SqlRunner {
  return async (selects) => {
    const out: Record<string, unknown>[][] = [];
    for (const select of selects) {
      const { stdout } = await execFileAsync(
        'psql',
        [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', asJson(select)],
        {
          env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
          timeout: 60_000,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      out.push(JSON.parse(stdout.trim()) as Record<string, unknown>[]);
    }
    return out;
  };
}

/**
 * SELECTs on a PGlite folder the server has let go of: a short child process in the server
 * workspace (whose @electric-sql/pglite wrote the folder) opens it and answers JSON rows.
 */
function pgliteRunner(dir: string, scratch: string): SqlRunner {
  return async (selects) => {
    const input = path.join(scratch, `queries-${Date.now()}.json`);
    fs.writeFileSync(input, JSON.stringify(selects.map(asJson)));
    const script = `
      import fs from 'node:fs';
      import { PGlite } from '@electric-sql/pglite';
      const db = await PGlite.create(process.env.PGLITE_DIR);
      const out = [];
      for (const q of JSON.parse(fs.readFileSync(process.env.QUERIES, 'utf8'))) {
        const r = await db.query(q);
        out.push(r.rows[0].rows);
      }
      await db.close();
      process.stdout.write(JSON.stringify(out));
    `;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        cwd: path.join(repoRoot, 'server'),
        env: { PATH: process.env.PATH, PGLITE_DIR: dir, QUERIES: input },
        timeout: 120_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as Record<string, unknown>[][];
  };
}

/** The statement burst on a running server; a failure is recorded and the run goes on. */
async function statementCase(engine: Engine, server: Server): Promise<void> {
  if (!STATEMENT_ENGINES.includes(engine)) return;
  console.log(
    `  statement burst: ${STATEMENT_MEMBERS} members at once, ${STATEMENT_ROUNDS} round(s)`,
  );
  try {
    const burst = await runStatementBurst(server.base, {
      members: STATEMENT_MEMBERS,
      rounds: STATEMENT_ROUNDS,
      warmupRounds: STATEMENT_WARMUP_ROUNDS,
      log: (line) => console.log(line),
    });
    statementCases.push({ engine, burst, failed: null });
  } catch (err) {
    const failed = err instanceof Error ? err.message : String(err);
    console.log(`  statement burst failed: ${failed}`);
    statementCases.push({ engine, burst: null, failed });
  }
}

/**
 * The data-scale case and then the booking rush, on PostgreSQL. The bench's (seeded) database
 * is copied and the copy grown to years of use; one server on each answers the same pages in
 * turns (scale.ts). The rush then runs on the grown one.
 */
async function runPostgresExtras(pgDatabase: string, pgDataDir: string): Promise<void> {
  if (!SCALE_ON && !RUSH_ON) return;
  const demoUrl = databaseUrl(PG_ADMIN_URL, pgDatabase);
  let rushDatabase = demoUrl;
  let demo: Server | null = null;
  let grown: Server | null = null;
  try {
    if (SCALE_ON) {
      console.log('  data scale: the busiest pages on the demo data and on a grown copy, in turns');
      try {
        const grownDatabase = `${pgDatabase}_grown`;
        leftovers.pgDatabases.push(grownDatabase);
        await psql(PG_ADMIN_URL, `CREATE DATABASE ${grownDatabase} TEMPLATE ${pgDatabase}`);
        const grownUrl = databaseUrl(PG_ADMIN_URL, grownDatabase);
        console.log('  growing the copy (1,000 members, 1M ledger entries, 200k orders, ...)');
        const started = performance.now();
        const rows = await growDatabase((statement) => psqlLong(grownUrl, statement));
        const generateSeconds = round((performance.now() - started) / 1000, 1);
        console.log(`  grown in ${generateSeconds} s: ${JSON.stringify(rows)}`);
        rushDatabase = grownUrl;
        const grownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-grown-'));
        leftovers.tempDirs.push(grownDataDir);
        demo = await startPortal('server (postgres, demo data)', {
          DATA_DIR: pgDataDir,
          DATABASE_URL: demoUrl,
        });
        grown = await startPortal('server (postgres, grown data)', {
          DATA_DIR: grownDataDir,
          DATABASE_URL: grownUrl,
        });
        const pages = await runScaleCase(demo.base, grown.base, (line) => console.log(line));
        scaleCase = { result: { rows, generateSeconds, pages }, failed: null };
      } catch (err) {
        const failed = err instanceof Error ? err.message : String(err);
        console.log(`  data scale failed: ${failed}`);
        scaleCase = { result: null, failed };
      }
      if (demo) await stopChild(demo.child);
    }
    if (RUSH_ON) {
      grown ??= await startPortal('server (postgres, booking rush)', {
        DATA_DIR: pgDataDir,
        DATABASE_URL: rushDatabase,
      });
      console.log(
        `  booking rush: ${RUSH_MEMBERS} members book one event of ${RUSH_PLACES} places at once`,
      );
      try {
        rushCase = {
          result: await runEventRush(grown.base, (statement) => psqlLong(rushDatabase, statement), {
            members: RUSH_MEMBERS,
            places: RUSH_PLACES,
            log: (line) => console.log(line),
          }),
          failed: null,
        };
      } catch (err) {
        const failed = err instanceof Error ? err.message : String(err);
        console.log(`  booking rush failed: ${failed}`);
        rushCase = { result: null, failed };
      }
    }
  } finally {
    // stopChild is a no-op on a server already stopped (the demo one, after the scale case).
    for (const server of [demo, grown] as (Server | null)[])
      if (server) await stopChild(server.child);
  }
}

function printRush() {
  if (!rushCase) return;
  console.log('\nEvent booking rush (PostgreSQL; every member books one place at the same moment)');
  if (!rushCase.result) {
    console.log(`  FAILED: ${rushCase.failed}`);
    return;
  }
  const r = rushCase.result;
  console.log(
    `  ${r.members} members, ${r.places} places: ${r.booked} booked, ${r.full} refused as full in ` +
      `${r.wallMs} ms: ${r.bookingsPerSecond} bookings/s (${r.answersPerSecond} answers/s), ` +
      `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; setup ${r.setupSeconds} s`,
  );
  for (const k of r.checks) console.log(`  ${k.ok ? 'ok  ' : 'FAIL'} ${k.name}: ${k.detail}`);
}

function printScale() {
  if (!scaleCase) return;
  console.log(
    `\nData scale (PostgreSQL; p50 of ${SCALE_REQUESTS} requests to each of two servers, in turns)`,
  );
  if (!scaleCase.result) {
    console.log(`  FAILED: ${scaleCase.failed}`);
    return;
  }
  const r = scaleCase.result;
  console.log(
    `  grown to ${Object.entries(r.rows)
      .map(([t, n]) => `${n.toLocaleString('en')} ${t}`)
      .join(', ')} in ${r.generateSeconds} s`,
  );
  for (const p of r.pages) {
    console.log(
      `  ${p.name}: demo ${p.demoP50Ms} ms, grown ${p.scaledP50Ms} ms = ${p.ratio}x ` +
        (p.targeted
          ? `(target within ${SCALE_TARGET_RATIO}x, ${p.ratio <= SCALE_TARGET_RATIO ? 'met' : 'NOT met'})`
          : '(no target: a report the office asks for, counting every payment there is)'),
    );
  }
}

/** The script each public page and the sign-in page download first (web/dist, brotli). */
const scriptBudget = measureScriptBudget(path.join(repoRoot, 'web', 'dist'));

/** Each page's first paint in Chromium (measureFirstPaint), when Chromium is there. */
let firstPaint: FirstPaint[] | null = null;

function printScriptBudget() {
  console.log(
    '\nScript before the first paint (Chromium, new visitor on a phone: slow 4G, 4x CPU; the ' +
      'scripts the browser requested before its first contentful paint, compressed as sent). ' +
      'Then the visitor reads (the page settled, a second more) and uses the page (a key): ' +
      "blocking, what the main thread's tasks ran past 50 ms, as Lighthouse's total blocking " +
      'time, while reading and while the app starts',
  );
  if (!firstPaint) console.log('  no Chromium (CHROMIUM_PATH or /usr/bin/chromium): not measured');
  for (const p of firstPaint ?? []) {
    console.log(
      `  ${p.path}: ${kb(p.scriptBeforePaintBytes)} in ${p.scriptsBeforePaint} files before the ` +
        `first paint at ${p.fcpMs} ms (target at most ${kb(SCRIPT_BUDGET_BYTES)}, ` +
        `${p.scriptBeforePaintBytes <= SCRIPT_BUDGET_BYTES ? 'met' : 'NOT met'}); blocking ` +
        `${p.readingBlockingMs} ms while read; at the first use the app starts (${kb(p.scriptBytes)} ` +
        `of script) and takes clicks ${p.startMs} ms later, blocking ${p.blockingMs} ms on the ` +
        `way (median of ${p.runs} loads)`,
    );
  }
  console.log(
    '\nScript before a page takes a click (web/dist, brotli; entry + page chunks; for the ' +
      'record: the five are drawn by the server and ask for it after their first paint)',
  );
  if (!scriptBudget) {
    console.log('  no web build (npm run build -w web): not measured');
    return;
  }
  for (const p of scriptBudget) {
    const top = p.files
      .slice(0, 4)
      .map((f) => `${path.basename(f.file)} ${kb(f.bytes)}`)
      .join(', ');
    console.log(`  ${p.path}: ${kb(p.bytes)} in ${p.files.length} files; largest: ${top}`);
  }
}

/** The first press on the pages the server draws (measureFirstPress), when Chromium is there. */
let firstPress: FirstPress[] | null = null;

/** Lighthouse's scores (measureLighthouse), when it ran. */
let lighthouseResults: LighthouseResult[] | null = null;

function printLighthouse() {
  if (!LIGHTHOUSE) return;
  console.log(
    `\nLighthouse 12 (mobile, performance; median of ${LIGHTHOUSE_ROUNDS} rounds; signed in: ` +
      "M1001, the browser's cache emptied before each round, the session kept)",
  );
  if (!lighthouseResults) {
    console.log('  no Chromium (CHROMIUM_PATH or /usr/bin/chromium) or Lighthouse failed');
    return;
  }
  for (const r of lighthouseResults) {
    console.log(
      `  ${r.path}${r.signedIn ? ' (signed in)' : ''}: ${r.median} (rounds ${r.scores.join(', ')}; ` +
        `LCP ${r.lcpMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s, TBT ` +
        `${r.tbtMs.join(', ')} ms; benchmarkIndex ${r.benchmarkIndex.join(', ')}) ` +
        `(target at least ${r.target}, ${r.median >= r.target ? 'met' : 'NOT met'})`,
    );
  }
}

function printStatements() {
  if (statementCases.length === 0) return;
  console.log(
    '\nStatement burst (each round: every member opens their statement at the same moment)',
  );
  for (const c of statementCases) {
    if (!c.burst) {
      console.log(`  ${c.engine}: FAILED: ${c.failed}`);
      continue;
    }
    const o = c.burst.overall;
    const target = STATEMENT_P95_TARGET_MS[c.engine];
    const errors = Object.entries(o.errors)
      .map(([k, n]) => `${n}x ${k}`)
      .join(', ');
    console.log(
      `  statement burst ${c.engine}: ${c.burst.members} members (${c.burst.distinctMembers} distinct) x ` +
        `${c.burst.rounds.length} rounds: ${o.ok}/${o.members} opened, p50 ${o.p50Ms} ms, ` +
        `p95 ${o.p95Ms} ms, p99 ${o.p99Ms} ms, max ${o.maxMs} ms` +
        (errors ? `, errors ${errors}` : '') +
        (target === null
          ? ' (no target)'
          : ` (target p95 under ${target} ms, ${o.p95Ms < target && o.ok === o.members ? 'met' : 'NOT met'})`),
    );
  }
}

/**
 * Runs the burst against a running server, stops the server (the database is read afterwards,
 * when nothing writes any more: PGlite's folder can only be opened once the server let go of
 * it) and checks what landed. A failure is recorded and the run goes on.
 */
async function checkoutCase(engine: Engine, server: Server, runner: SqlRunner): Promise<void> {
  const row: CheckoutCase = {
    engine,
    members: 0,
    rounds: [],
    overall: null,
    slot: null,
    clubTime: null,
    menuItems: 0,
    setupSeconds: 0,
    checks: [],
    skipped: null,
    failed: null,
  };
  checkoutCases.push(row);
  console.log(`  checkout burst: ${CHECKOUT_MEMBERS} members at once, ${CHECKOUT_ROUNDS} round(s)`);
  let burst: BurstResult | null = null;
  try {
    const result = await runCheckoutBurst(server.base, {
      members: CHECKOUT_MEMBERS,
      rounds: CHECKOUT_ROUNDS,
      log: (line) => console.log(line),
    });
    if ('skipped' in result) {
      row.skipped = result.skipped;
      console.log(`  ${result.skipped}`);
    } else {
      burst = result;
      Object.assign(row, {
        members: result.members,
        rounds: result.rounds,
        overall: result.overall,
        slot: result.slot,
        clubTime: result.clubTime,
        menuItems: result.items,
        setupSeconds: result.setupSeconds,
      });
    }
  } catch (err) {
    row.failed = err instanceof Error ? err.message : String(err);
    console.log(`  checkout burst failed: ${row.failed}`);
  }
  await stopChild(server.child);
  if (!burst) return;
  try {
    row.checks = await checkDatabase(burst, runner);
    for (const c of row.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  } catch (err) {
    row.failed = `database checks: ${err instanceof Error ? err.message : String(err)}`;
    console.log(`  ${row.failed}`);
  }
}

function printCheckout() {
  if (checkoutCases.length === 0) return;
  console.log('\nCheckout burst (each round: every member posts one order at the same moment)\n');
  const header = [
    'engine',
    'round',
    'orders',
    '201',
    'wall ms',
    'orders/s',
    'mean ms',
    'min ms',
    'p50 ms',
    'p99 ms',
    'max ms',
    'errors',
  ];
  const body: string[][] = [];
  for (const c of checkoutCases) {
    const errors = (s: LatencySummary) =>
      Object.entries(s.errors)
        .map(([k, n]) => `${n}x ${k}`)
        .join(', ') || '0';
    const cells = (label: string, s: LatencySummary) => [
      c.engine,
      label,
      String(s.orders),
      String(s.created),
      s.wallMs.toFixed(1),
      s.ordersPerSec.toFixed(1),
      s.meanMs.toFixed(1),
      s.minMs.toFixed(1),
      s.p50Ms.toFixed(1),
      s.p99Ms.toFixed(1),
      s.maxMs.toFixed(1),
      errors(s),
    ];
    for (const r of c.rounds) body.push(cells(String(r.round), r));
    if (c.overall) body.push(cells('all', c.overall));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i < 2 || i === header.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  for (const c of checkoutCases) {
    console.log('');
    if (c.skipped) console.log(`${c.engine}: ${c.skipped}`);
    if (c.failed) console.log(`${c.engine}: FAILED: ${c.failed}`);
    if (c.slot) {
      console.log(
        `${c.engine}: ${c.members} members, pickup slot ${c.slot} (club time ${c.clubTime}), ` +
          `${c.menuItems} items, setup (sign-ins, act as, credit checks) ${c.setupSeconds} s`,
      );
    }
    for (const k of c.checks) console.log(`  ${k.ok ? 'ok  ' : 'FAIL'} ${k.name}: ${k.detail}`);
  }
}

// --------------------------------------------------------------------------------------------

function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? '?';
  return {
    nproc: os.availableParallelism(),
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    cpu: model.trim(),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

function printTable(memory: Memory[], skipped: string[]) {
  const header = [
    'case',
    'engine',
    'req/s (mean)',
    'mean ms',
    'p50 ms',
    'p99 ms',
    'errors+non2xx',
    'x ceiling',
    'target',
  ];
  const body = rows.map((r) => [
    r.case,
    r.engine,
    r.reqPerSec.toFixed(1),
    r.meanMs.toFixed(2),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.errors + r.non2xx),
    r.ratioToCeiling === null ? '-' : r.ratioToCeiling.toFixed(3),
    r.target === null ? '-' : r.target.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    `\nResults (${CONNECTIONS} connections, ${DURATION} s per case after ${WARMUP} s warm-up)\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log(
    '\nEach case against its target (share of the node:http ceiling, measured again just before the case):',
  );
  for (const r of rows) console.log(`  ${againstTarget(r)}`);
  console.log('');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const m of memory) {
    const memTarget = MEMORY_TARGET_MB[m.engine];
    console.log(
      `${m.engine.padEnd(9)} server RSS after the run (seeded database): ${m.vmRssMb ?? '?'} MB ` +
        `(peak ${m.vmHwmMb ?? '?'} MB)` +
        (memTarget === null
          ? ''
          : ` (target under ${memTarget} MB, ${met(m.vmRssMb !== null && m.vmRssMb < memTarget)})`) +
        `; start to ready on the seeded database ${m.startSeconds} s ` +
        `(target under ${START_TARGET_SECONDS} s, ${met(m.startSeconds < START_TARGET_SECONDS)}); ` +
        `warn/error log lines: ${m.logWarnings.length}`,
    );
    console.log(
      `${''.padEnd(9)} first start (migrations + demo seed): ${m.firstStart.seconds} s, ` +
        `RSS at ready ${m.firstStart.vmRssMb ?? '?'} MB (peak ${m.firstStart.vmHwmMb ?? '?'} MB)`,
    );
  }
  for (const s of skipped) console.log(s);
}

async function main() {
  const startedAt = new Date();
  const info = machine();
  const loadAverage = { atStart: os.loadavg().map((n) => round(n)), atEnd: [] as number[] };
  if ((loadAverage.atStart[0] ?? 0) > 0.5) {
    console.log(
      `note: load average ${loadAverage.atStart.join(' ')} at start: other processes share the CPUs, ` +
        'the figures will be lower and noisier than on a quiet machine\n',
    );
  }
  console.log(
    `club portal HTTP bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case\n` +
      `checkout burst: ${CHECKOUT_ENGINES.length ? `${CHECKOUT_MEMBERS} members x ${CHECKOUT_ROUNDS} rounds on ${CHECKOUT_ENGINES.join(' and ')}` : 'off'}\n` +
      `machine: ${info.nproc} CPUs (${info.cpu}), ${info.memoryGb} GB, node ${info.node}\n`,
  );
  const memory: Memory[] = [];
  const skipped: string[] = [];

  try {
    // --- PGlite server first: it also gives the exact /api/settings bytes for the ceiling.
    console.log('PGlite:');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
    leftovers.tempDirs.push(dataDir);
    // DATABASE_URL set but empty: the embedded engine, even if a .env names a server.
    const pglite = await startPortalSeeded('server (pglite)', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    if (pglite.engine !== 'pglite')
      throw new Error(`expected PGlite, the server runs ${pglite.engine}`);
    const settings = await fetch(`${pglite.base}/api/settings`);
    const settingsBody = Buffer.from(await settings.arrayBuffer());
    const contentType = settings.headers.get('content-type') ?? 'application/json';
    if (!settings.ok)
      throw new Error(`/api/settings answered ${settings.status}: ${settingsBody.toString()}`);

    // --- 1. the ceiling (the PGlite server sits idle meanwhile). It keeps running, idle, and
    // is measured again just before each portal read (ceilingNow).
    console.log(`ceiling (node:http, ${settingsBody.length} bytes of ${contentType}):`);
    const ceiling = await startCeiling(settingsBody, contentType);
    await measure('GET /api/settings', 'node:http', ceiling.base, '/api/settings');
    ceilingBase = ceiling.base;

    // --- 2. PGlite.
    console.log('PGlite:');
    memory.push(await measurePortal(pglite, 'pglite'));
    await statementCase('pglite', pglite);
    // The pages as a phone's browser loads them (the same HTML on either engine), before the
    // checkout burst, which stops this server to read its database back.
    console.log('  first paint of the public pages and /login in Chromium (slow 4G, 4x CPU)');
    firstPaint = await measureFirstPaint(`${pglite.base}/app`);
    console.log(
      '  the first press on the sign-in page and a public page in Chromium (1x and 4x CPU)',
    );
    firstPress = await measureFirstPress(`${pglite.base}/app`);
    if (LIGHTHOUSE) {
      console.log('  Lighthouse on the five target pages');
      lighthouseResults = await measureLighthouse(
        pglite.base,
        LIGHTHOUSE_ROUNDS,
        console.log,
      ).catch((err: unknown) => {
        console.log(`  Lighthouse failed: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
    }
    if (CHECKOUT_ENGINES.includes('pglite')) {
      await checkoutCase('pglite', pglite, pgliteRunner(path.join(dataDir, 'pglite'), dataDir));
    }
    await stopChild(pglite.child);

    // --- 3. PostgreSQL.
    console.log('PostgreSQL:');
    let reachable = false;
    try {
      const version = await psql(PG_ADMIN_URL, 'show server_version');
      reachable = true;
      console.log(`  PostgreSQL ${version} at ${new URL(PG_ADMIN_URL).host}`);
    } catch (err) {
      const why =
        err instanceof Error
          ? err.message.split('\n').filter(Boolean).slice(-1)[0]?.trim()
          : String(err);
      const msg = `PostgreSQL not reachable at ${PG_ADMIN_URL} (${why}): PostgreSQL rows skipped.`;
      console.log(`  ${msg}`);
      skipped.push(msg);
    }
    if (reachable) {
      const pgDatabase = `club_bench_${process.pid}`;
      leftovers.pgDatabases.push(pgDatabase);
      await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await psql(PG_ADMIN_URL, `CREATE DATABASE ${pgDatabase}`);
      const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-pg-'));
      leftovers.tempDirs.push(pgDataDir);
      const pg = await startPortalSeeded('server (postgres)', {
        DATA_DIR: pgDataDir,
        DATABASE_URL: databaseUrl(PG_ADMIN_URL, pgDatabase),
      });
      if (pg.engine !== 'postgres')
        throw new Error(`expected PostgreSQL, the server runs ${pg.engine}`);
      memory.push(await measurePortal(pg, 'postgres'));
      await statementCase('postgres', pg);
      if (CHECKOUT_ENGINES.includes('postgres')) {
        await checkoutCase('postgres', pg, psqlRunner(databaseUrl(PG_ADMIN_URL, pgDatabase)));
      }
      await stopChild(pg.child);
      await runPostgresExtras(pgDatabase, pgDataDir);
    }
  } finally {
    await cleanup();
  }

  loadAverage.atEnd = os.loadavg().map((n) => round(n));
  printTable(memory, skipped);
  printCheckout();
  printStatements();
  printScale();
  printRush();
  printScriptBudget();
  printFirstPress(firstPress);
  printLighthouse();
  console.log(
    `load average at start ${loadAverage.atStart.join(' ')}, at end ${loadAverage.atEnd.join(' ')}`,
  );
  for (const m of memory) {
    if (m.logWarnings.length) {
      console.log(`\n${m.engine} server warnings/errors (first 5 of ${m.logWarnings.length}):`);
      for (const w of m.logWarnings.slice(0, 5)) console.log(`  ${w}`);
    }
  }

  const resultsDir = path.join(benchDir, '.results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: info,
        loadAverage,
        options: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS },
        rows,
        memory,
        skipped,
        checkout: {
          options: {
            members: CHECKOUT_MEMBERS,
            rounds: CHECKOUT_ROUNDS,
            engines: CHECKOUT_ENGINES,
          },
          cases: checkoutCases,
        },
        statements: {
          options: {
            members: STATEMENT_MEMBERS,
            rounds: STATEMENT_ROUNDS,
            engines: STATEMENT_ENGINES,
          },
          cases: statementCases,
        },
        scale: scaleCase,
        rush: rushCase,
        scriptBudget: { targetBytes: SCRIPT_BUDGET_BYTES, firstPaint, pages: scriptBudget },
        firstPress,
        lighthouse: lighthouseResults,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  const failed = checkoutCases.filter((c) => c.failed || c.checks.some((k) => !k.ok));
  if (failed.length) {
    throw new Error(`the checkout burst failed on ${failed.map((c) => c.engine).join(', ')}`);
  }
  if (rushCase?.result?.checks.some((k) => !k.ok)) throw new Error('the booking rush failed');
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    if (interrupted) {
      await cleanup();
      process.exit(130);
    }
    console.error(
      `\nbench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    killAllNow();
    process.exit(1);
  },
);
