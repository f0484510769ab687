import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { createMember } from '../src/seed/factories.ts';
import { COST } from './fixtures.ts';
import { engine } from './helpers.ts';
import { cookieOf, freePort, killServers, ready, startServer } from './support/server-process.ts';

// A SIGTERM to a real server process on the embedded database (issue 33: "300 statement PDFs in
// flight answers 124, fails 1 and cuts off 175"). The process does not depend on the engine
// under test, so it runs once.
const PDFS = 120;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-stop-'));

afterAll(async () => {
  await killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET on `agent` (false: a connection of its own); `connected` when its socket is. */
function get(
  port: number,
  url: string,
  o: { agent?: http.Agent | false; cookie?: string; connected?: () => void } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent: o.agent ?? false,
        headers: o.cookie ? { cookie: o.cookie } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(new Error(`${url}: ${err.message}`)));
    req.on('socket', (socket) => {
      if (!socket.connecting) o.connected?.();
      else socket.once('connect', () => o.connected?.());
    });
  });
}

/** Whether a brand-new connection to the port is refused. */
function connectError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe.runIf(engine === 'pglite')('a graceful stop', () => {
  it('answers every statement PDF in flight, refuses new connections and exits 0', async () => {
    // The data folder: the run's migrated database, and a member who may sign in.
    const database = await openPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]),
    });
    await createMember(database.db, { code: 'M1001', pin: '1234' }, COST);
    await database.close();

    const port = await freePort();
    const server = startServer(port, { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await ready(server, 60_000);
    const signIn = await fetch(`${server.base}/api/auth/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberCode: 'M1001', pin: '1234' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const opened = await fetch(`${server.base}/api/member/statements?lang=en`, {
      headers: { cookie },
    });
    const { months } = (await opened.json()) as { months: { month: string }[] };
    const pdfUrl = `/api/member/statements/${months[0]!.month}/pdf?lang=en`;

    // A kept-alive connection, used before the stop and again after it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(port, '/api/health', { agent });
    expect(before.status).toBe(200);

    // An event stream, open across the stop.
    const stream = get(port, '/api/member/notifications/stream', { cookie });
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The PDFs, each on a connection of its own; the stop once every one is connected.
    let connected = 0;
    let allConnected!: () => void;
    const connecting = new Promise<void>((resolve) => (allConnected = resolve));
    const startedAt = performance.now();
    let answered = 0;
    const pdfs = Array.from({ length: PDFS }, () =>
      get(port, pdfUrl, { cookie, connected: () => ++connected === PDFS && allConnected() }).then(
        (answer) => (answered++, answer),
      ),
    );
    await connecting;
    await Promise.race([...pdfs, new Promise((resolve) => setTimeout(resolve, 300))]);
    const answeredBefore = answered;
    server.child.kill('SIGTERM');
    await server.waitFor(/stopping: no new connections/);

    expect(await connectError(port)).toBe('ECONNREFUSED');
    // A request on the connection kept alive: answered, then the connection closes.
    const after = await get(port, '/api/health', { agent });
    expect(after.status).toBe(200);
    expect(after.headers.connection).toBe('close');

    // A failure says what the server saw at its stop (connections taken, closed while idle).
    const answers = await Promise.all(pdfs).catch((err: Error) => {
      const stops = server.output
        .join('')
        .split('\n')
        .filter((l) => l.includes('stopping'));
      throw new Error(`${err.message}\n${stops.join('\n')}`);
    });
    const ms = Math.round(performance.now() - startedAt);
    const complete = answers.filter(
      (a) =>
        a.status === 200 &&
        a.body.length === Number(a.headers['content-length']) &&
        a.body.subarray(0, 5).toString() === '%PDF-' &&
        a.body.subarray(-6).toString().includes('%%EOF'),
    );
    console.log(
      `${complete.length} of ${PDFS} statement PDFs answered whole across a SIGTERM (${answeredBefore} before it), ${ms} ms`,
    );
    expect(complete.length).toBe(PDFS);
    // The stream ended with a reconnect hint (the browser comes back, to another process).
    const streamed = await stream;
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    expect(streamed.body.toString()).toMatch(/^retry: 3000\n\n[^]*retry: 1000\n\n$/);
    expect(await server.exited).toBe(0);
    expect(server.output.join('')).toMatch(/"msg":"stopped"/);
    agent.destroy();
  }, 120_000);

  it('refuses WORKERS above 1 on the embedded database', async () => {
    const server = startServer(await freePort(), {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WORKERS: '2',
    });
    expect(await server.exited).toBe(1);
    expect(server.output.join('')).toContain(
      'WORKERS needs PostgreSQL (DATABASE_URL): the embedded database is owned by one process',
    );
  });
});
