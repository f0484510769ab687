import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installGracefulStop } from './graceful-stop.ts';

/** A plain HTTP server whose `/slow` answers after `slowMs`, with the stop installed on it. */
async function serve(o: { timeoutMs?: number; slowMs?: number; idleGraceMs?: number } = {}) {
  const exits: number[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  let closed = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), o.slowMs ?? 300);
    else res.end('quick');
  });
  const log = { info: () => undefined, error: () => undefined };
  const stop = installGracefulStop(
    { server, log, close: async () => void closed++ },
    {
      timeoutMs: o.timeoutMs ?? 5000,
      idleGraceMs: o.idleGraceMs ?? 200,
      acceptDrainMs: 0,
      exit: (code) => {
        exits.push(code);
        exited(code);
      },
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  servers.push(server);
  return { server, stop, port, exits, exit, closed: () => closed };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('a graceful stop', () => {
  it('answers the request in progress with connection: close, closes the app, exits 0', async () => {
    const s = await serve();
    const slow = get(s.port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    s.stop.signal('SIGTERM');
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: 'slow' });
    expect(await s.exit).toBe(0);
    expect(s.closed()).toBe(1);
  });

  it('answers a request on a kept-alive connection after the stop, then closes it', async () => {
    const s = await serve({ idleGraceMs: 300 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(s.port, '/', agent)).connection).toBe('keep-alive');
    s.stop.signal('SIGTERM');
    expect(await get(s.port, '/', agent)).toMatchObject({ status: 200, connection: 'close' });
    expect(await s.exit).toBe(0);
    agent.destroy();
  });

  it('closes a connection left idle after the grace', async () => {
    const s = await serve({ idleGraceMs: 100 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(s.port, '/', agent);
    const at = Date.now();
    s.stop.signal('SIGTERM');
    expect(await s.exit).toBe(0);
    expect(Date.now() - at).toBeGreaterThanOrEqual(100);
    agent.destroy();
  });

  it('exits at once (1) at a second signal', async () => {
    const s = await serve({ slowMs: 5000 });
    void get(s.port, '/slow').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    s.stop.signal('SIGTERM');
    s.stop.stop('asked by the primary process'); // the same stop, not a second signal
    expect(s.exits).toEqual([]);
    s.stop.signal('SIGTERM');
    expect(s.exits).toEqual([1]);
  });

  it('exits (1) when the stop takes longer than its time limit', async () => {
    const s = await serve({ slowMs: 5000, timeoutMs: 200 });
    void get(s.port, '/slow').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    s.stop.signal('SIGTERM');
    expect(await s.exit).toBe(1);
  });
});
