import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a process of its own (`node --import tsx src/main.ts`, the source of what
 * `npm start` runs compiled), as crash-restart.test.ts starts it: for the tests of what only a
 * process shows (signals, several processes, the port).
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Every line written so far, stdout and stderr. */
  output: string[];
  exited: Promise<number | null>;
  /** Resolves with the first output line matching (fails after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

const started: ChildProcess[] = [];

/** Starts the server with the test's settings over the environment's. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SCRYPT_COST: '1024',
      PAYMENTS_RECONCILE_MS: '0',
      HOUSEKEEPING_MS: '0',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const take = (text: string) => {
    output.push(text);
    for (const w of [...waiters]) {
      const m = output.join('').match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  child.stdout!.setEncoding('utf8').on('data', take);
  child.stderr!.setEncoding('utf8').on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      const m = output.join('').match(pattern);
      if (m) return Promise.resolve(m);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.join('')}`)),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: (match) => {
            clearTimeout(timer);
            resolve(match);
          },
        });
      });
    },
  };
}

/** Resolves when the server answers /api/ready; fails if it exits first. */
export async function ready(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`the server exited (${exitCode}):\n${server.output.join('')}`);
    }
    const res = await fetch(`${server.base}/api/ready`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms:\n${server.output.join('')}`);
}

/** Kills every server still running (afterAll). */
export async function killServers(): Promise<void> {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(
    started.map((c) =>
      c.exitCode === null && c.signalCode === null
        ? new Promise((resolve) => c.once('exit', resolve))
        : undefined,
    ),
  );
  started.length = 0;
}

/** The session cookie a sign-in answer set, as a Cookie header value. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
