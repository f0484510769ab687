import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from './helpers.ts';
import {
  cookieOf,
  freePort,
  killServers,
  ready,
  startServer as startProcess,
  type ServerProcess as Server,
} from './support/server-process.ts';

// The real server process on the embedded database: `node --import tsx src/main.ts`, the source
// of what `npm start` runs compiled (dist/main.js). It does not depend on the engine under test, so it runs once.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-crash-'));

/** The server on the embedded database in `dataDir`, seeding the demo club when it is empty. */
const startServer = (port: number): Server =>
  startProcess(port, { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true' });

afterAll(async () => {
  await killServers();
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
    const cookie = cookieOf(signIn);

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
