/** Starting the portal (and the node:http ceiling) in a child process, and its memory. */
import fs from 'node:fs';
import net from 'node:net';
import { describeFailure, startChild, stopChild, type Child } from './children.ts';
import { CPU_PROF_DIR, READY_TIMEOUT_MS, type Engine } from './options.ts';

export interface Memory {
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

export async function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitReady(child: Child, base: string): Promise<string> {
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

export function readMemory(pid: number | undefined): {
  vmRssMb: number | null;
  vmHwmMb: number | null;
} {
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

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface Server {
  child: Child;
  base: string;
  engine: string;
  startSeconds: number;
  /** Set on a server started a second time on the database its first start seeded. */
  firstStart?: Memory['firstStart'];
}

/** `cwd`: the checkout whose build is started (this one by default; rush-ab.ts starts others). */
export async function startPortal(
  name: string,
  extraEnv: NodeJS.ProcessEnv,
  cwd?: string,
): Promise<Server> {
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
  const child = startChild(name, [...profile, 'server/dist/main.js'], env, cwd);
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
export async function startPortalSeeded(
  name: string,
  extraEnv: NodeJS.ProcessEnv,
): Promise<Server> {
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

export async function memberCookie(base: string): Promise<string> {
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

export async function startCeiling(
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
