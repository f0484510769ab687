import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../src/seed/factories.ts';
import { COST } from './fixtures.ts';
import { engine, openTestDatabase } from './helpers.ts';
import { cookieOf, freePort, killServers, startServer } from './support/server-process.ts';

// Issue 33, "two processes under load, one restarted, zero failed requests": WORKERS=2 on
// PostgreSQL (node:cluster), a steady load of reads and writes, SIGTERM to one worker (the
// primary starts a new one). No request may fail (no retry hides one) and no write may be
// half-done. PostgreSQL only: WORKERS needs it.
const CLIENTS = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-rolling-'));

afterAll(async () => {
  await killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(engine === 'postgres')('two server processes under load', () => {
  it('restart one without a failed request or a half-done write', async () => {
    const database = await openTestDatabase();
    try {
      await createMember(database.db, { code: 'M1001', pin: '1234' }, COST);
      const port = await freePort();
      const server = startServer(port, {
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
        WORKERS: '2',
        SHUTDOWN_TIMEOUT_MS: '15000',
        LOG_LEVEL: 'info',
      });
      await server.waitFor(/The club portal is running/, 90_000);
      const signIn = await fetch(`${server.base}/api/auth/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ memberCode: 'M1001', pin: '1234' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = cookieOf(signIn);

      // The load: each client in turn reads the committee (public), the member's feedback, and
      // writes a feedback (one transaction: the feedback, its message, its step, the audit).
      const statuses: Record<string, number> = {};
      const failures: string[] = [];
      let created = 0;
      let running = true;
      const client = async (n: number) => {
        for (let i = 0; running; i++) {
          const kind = (n + i) % 3;
          try {
            const res =
              kind === 0
                ? await fetch(`${server.base}/api/content/committee`)
                : kind === 1
                  ? await fetch(`${server.base}/api/member/feedback`, { headers: { cookie } })
                  : await fetch(`${server.base}/api/member/feedback`, {
                      method: 'POST',
                      headers: { cookie, 'content-type': 'application/json' },
                      body: JSON.stringify({
                        category: 'fnb',
                        subject: `Client ${n}, request ${i}`,
                        message: 'The soup was cold.',
                        rating: 3,
                      }),
                    });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (kind === 2 && res.status === 201) created++;
            if (res.status >= 300) failures.push(`${res.status} on kind ${kind}`);
          } catch (err) {
            const cause = (err as Error & { cause?: Error }).cause;
            failures.push(`${(err as Error).message}: ${cause?.message ?? ''}`);
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));

      await sleep(1500);
      const [, id, pid] = server.output.join('').match(/Worker (\d+) started \(process (\d+)\)/)!;
      process.kill(Number(pid), 'SIGTERM');
      await server.waitFor(new RegExp(`Worker ${id} \\(process ${pid}\\) exited \\(code 0\\)`));
      // The load goes on, on the other worker, then on it and the new one.
      await server.waitFor(/Worker 3 \(process \d+\) listening/, 60_000);
      await sleep(2000);
      running = false;
      await Promise.all(clients);

      const total = Object.values(statuses).reduce((a, b) => a + b, 0);
      const stopLine = server.output
        .join('')
        .split('\n')
        .find((l) => l.includes(`"pid":${pid},`) && l.includes('stopping: no new connections'));
      console.log(
        `${total} requests across the restart of one of two workers:`,
        statuses,
        stopLine,
      );
      const failed: Record<string, number> = {};
      for (const f of failures) failed[f] = (failed[f] ?? 0) + 1;
      expect(failed).toEqual({});
      expect(total).toBeGreaterThan(100);

      // Every write whole or absent: as many feedbacks as 201 answers, each with its message,
      // its first step and its audit line.
      const count = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)).rows[0] as { n: number }).n;
      expect(await count(sql`select count(*)::int as n from feedback`)).toBe(created);
      expect(
        await count(sql`select count(*)::int as n from feedback f
          where (select count(*) from feedback_messages m where m.feedback_id = f.id) = 1
            and (select count(*) from feedback_steps s where s.feedback_id = f.id) = 1`),
      ).toBe(created);
      expect(
        await count(sql`select count(*)::int as n from audit_log where action = 'feedback.create'`),
      ).toBe(created);

      server.child.kill('SIGTERM');
      const code = await server.exited;
      expect(
        code,
        server.output
          .join('')
          .split('\n')
          .filter((l) => !l.includes('"msg":"request"'))
          .join('\n'),
      ).toBe(0);
      expect(server.output.join('')).toMatch(/SIGTERM received: stopping 2 workers/);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
