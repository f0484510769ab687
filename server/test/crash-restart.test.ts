import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from './helpers.ts';

// The real server process on the embedded database: `node --import tsx src/main.ts`, the source
// of what `npm start` runs compiled (dist/main.js). It does not depend on the engine under test, so it runs once.
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-crash-'));
const started: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function startServer(port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SCRYPT_COST: '1024',
      PAYMENTS_RECONCILE_MS: '0',
      HOUSEKEEPING_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (text: string) => output.push(text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => output.push(text));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, base: `http://127.0.0.1:${port}`, output, exited };
}

/** Resolves when the server answers /api/ready; fails if it exits first. */
async function ready(server: Server, timeoutMs: number): Promise<void> {
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

afterAll(async () => {
  for (const child of started) child.kill('SIGKILL');
  await Promise.all(
    started.map((c) =>
      c.exitCode === null && c.signalCode === null
        ? new Promise((resolve) => c.once('exit', resolve))
        : undefined,
    ),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a server and resolves with it and how long it took to answer /api/ready. */
async function timedStart(port: number): Promise<{ server: Server; ms: number }> {
  const at = performance.now();
  const server = startServer(port);
  await ready(server, 30_000);
  return { server, ms: Math.round(performance.now() - at) };
}

describe.runIf(engine === 'pglite')('a server on the embedded database', () => {
  it('refuses a second live server on its folder, and restarts at once after SIGKILL', async () => {
    const port = await freePort();
    const first = startServer(port);
    await ready(first, 150_000); // the first start also seeds the demo club (slow on a loaded machine)

    const second = startServer(await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output.join('')).toMatch(/in use by another server/);
    expect((await fetch(`${first.base}/api/ready`)).status).toBe(200);

    // A clean restart, for comparison on a busy machine.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const clean = await timedStart(port);

    // A write just before the crash: a staff session.
    const signIn = await fetch(`${clean.server.base}/api/auth/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ staffCode: 'admin', password: 'Admin@12345' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    clean.server.child.kill('SIGKILL');
    await clean.server.exited;
    const again = await timedStart(port);
    console.log(`ready after a clean restart: ${clean.ms} ms; after SIGKILL: ${again.ms} ms`);
    // Within 5 s (issue 8); where even a clean start comes near that (a loaded machine), not
    // much slower than one. A lock that must go stale first takes 30 s, a refusal never.
    expect(again.ms).toBeLessThan(Math.max(5_000, clean.ms * 1.5));

    const me = await fetch(`${again.server.base}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { code: 'admin' } });

    again.server.child.kill('SIGTERM');
    expect(await again.server.exited).toBe(0);
    expect(fs.readdirSync(dataDir)).not.toContain('pglite.lock');
  }, 300_000);
});
