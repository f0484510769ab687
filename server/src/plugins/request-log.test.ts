import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';

/** The request log at info level: one line per request, without the query string. */
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    drop = () => database.drop();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('writes one line per request with method, path, status and time, and no query', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/settings?token=secret-123' });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/settings',
      status: 200,
    });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-123');
  });

  it('logs a refused request once too, with its status', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/admin/fnb/orders' });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', status: 401 });
  });
});
