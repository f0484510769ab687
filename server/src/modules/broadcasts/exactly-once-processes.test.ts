import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../actor.ts';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { createStaff } from '../../seed/factories.ts';
import { engine, openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { createBroadcast } from './create-broadcast.ts';
import { createDeliverySender } from './delivery-sender.ts';
import { dupes, smtpTransport, startRefusingSmtp } from './exactly-once-smtp.ts';

/*
 * Decision 0008 across processes, on PostgreSQL only (PGlite is one process per folder): two
 * servers' senders on one database never send one delivery twice; a server process killed
 * (SIGKILL) mid-send leaves its in-flight mails "interrupted, may have been sent", and a new
 * sender sends the rest, none twice. 500 members each by default, BROADCAST_MEMBERS=5000 for
 * the issue's size.
 */
const N = Number(process.env.BROADCAST_MEMBERS ?? 500);
const fast = { backoffSeconds: 0, maxAttempts: 3, emailLoops: 4 };

describe.runIf(engine === 'postgres')('broadcast deliveries across processes', () => {
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let adminId = 0;
  const admin = () => ({ ...systemActor('test'), kind: 'staff' as const, staffId: adminId });

  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database, mailTransport: smtpTransport(smtp.port) });
    await app.ready();
    adminId = (
      await createStaff(
        app.ctx.db,
        { code: 'bcadm', name: 'A', email: 'bcadm@example.com', role: 'A', password: 'x' },
        1024,
      )
    ).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await smtp?.close();
  });

  /** n members of a sports group; every 50th always refused, every 50th+1 refused once. */
  async function broadcastTo(sport: string, prefix: string): Promise<number> {
    await app.ctx.db.execute(sql`
      insert into members (code, first_name, last_name, email, sports_interests)
      select ${prefix} || g, 'P', 'N' || g,
        case when g % 50 = 0 then 'bad' when g % 50 = 1 then 'flaky' else 'ok' end
          || ${prefix} || g || '@example.com',
        array[${sport}]::text[]
      from generate_series(1, ${N}) g`);
    const b = await createBroadcast(app.ctx, admin(), {
      title: 'Courts reopen',
      bodyHtml: '<p>New <b>clay</b></p>',
      template: 'information',
      audience: { kind: 'sports_group', sport: sport as 'Tennis' },
      channels: ['in_app', 'email'],
      mode: 'now',
    });
    await app.ctx.outbox.drain();
    return b.id;
  }

  const rows = async (id: number) =>
    (
      await app.ctx.db.execute<{
        channel: string;
        status: string;
        error: string | null;
        n: number;
      }>(
        sql`select channel, status, case when last_error like '%550 no such user%' then 'refused'
            else last_error end error, count(*)::int n
          from broadcast_deliveries where broadcast_id = ${id} group by 1, 2, 3 order by 1, 2, 3`,
      )
    ).rows;

  /** The Message-IDs of the broadcast's email rows of a status (the delivery key's). */
  const ids = async (id: number, where: ReturnType<typeof sql>) =>
    (
      await app.ctx.db.execute<{ m: string }>(
        sql`select '<broadcast-' || broadcast_id || '-email-m' || member_id || '@portal.test>' m
          from broadcast_deliveries where broadcast_id = ${id} and channel = 'email' and ${where}`,
      )
    ).rows.map((r) => r.m);

  it(`two servers' senders on one database send ${N} members each mail once`, async () => {
    smtp.received.length = 0;
    const id = await broadcastTo('Tennis', 'T');
    const other = openPostgres(database.url!);
    const second = await buildApp(testConfig(), {
      database: other,
      mailTransport: smtpTransport(smtp.port),
    });
    await second.ready();
    try {
      const a = createDeliverySender(app.ctx, fast);
      const b = createDeliverySender(second.ctx, fast);
      const sent = { a: 0, b: 0 };
      for (let i = 0; i < 4; i++) {
        const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
        sent.a += ra.emails;
        sent.b += rb.emails;
      }
      expect(sent.a).toBeGreaterThan(0);
      expect(sent.b).toBeGreaterThan(0);
    } finally {
      await second.close();
      await other.close();
    }
    expect(dupes(smtp.received)).toEqual([]);
    expect(smtp.received).toHaveLength(N - N / 50);
    expect(await rows(id)).toEqual([
      { channel: 'email', status: 'failed', error: 'refused', n: N / 50 },
      { channel: 'email', status: 'sent', error: null, n: N - N / 50 },
      { channel: 'in_app', status: 'sent', error: null, n: N },
    ]);
    const notes = await app.ctx.db.execute(
      sql`select count(*)::int n, count(distinct member_id)::int d from notifications where broadcast_id = ${id}`,
    );
    expect(notes.rows[0]).toEqual({ n: N, d: N });
  }, 300_000);

  it('a server process killed mid-send: the rest is sent by a new one, none twice, the in-flight ones left for a person', async () => {
    smtp.received.length = 0;
    const id = await broadcastTo('Squash', 'S');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'exactly-once-child.ts')],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: {
          ...process.env,
          CHILD_DATABASE_URL: database.url!,
          CHILD_SMTP_PORT: String(smtp.port),
          CHILD_LEASE_SECONDS: '2',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      while (smtp.received.length < N / 5) {
        if (child.exitCode !== null) throw new Error(`the child exited (${child.exitCode})`);
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(N - N / 50);
    await new Promise((r) => setTimeout(r, 2500)); // the child's leases run out

    const sender = createDeliverySender(app.ctx, fast);
    for (let i = 0; i < 4; i++) await sender.drain();

    expect(dupes(smtp.received)).toEqual([]);
    const all = await rows(id);
    const count = (channel: string, status: string, error: string | null) =>
      all.find((r) => r.channel === channel && r.status === status && r.error === error)?.n ?? 0;
    const interrupted = count('email', 'failed', 'interrupted, may have been sent');
    // At most one mail per sending loop was in flight at the kill.
    expect(interrupted).toBeLessThanOrEqual(fast.emailLoops);
    expect(count('in_app', 'sent', null)).toBe(N);
    expect(count('email', 'sent', null) + count('email', 'failed', 'refused')).toBe(
      N - interrupted,
    );
    expect(all.filter((r) => r.status === 'queued' || r.status === 'sending')).toEqual([]);
    // Every sent row's mail arrived once; every mail that arrived is a sent or an in-doubt row.
    const received = new Set(smtp.received);
    const sentIds = await ids(id, sql`status = 'sent'`);
    expect(sentIds.filter((m) => !received.has(m))).toEqual([]);
    const doubt = new Set(await ids(id, sql`last_error = 'interrupted, may have been sent'`));
    const sentSet = new Set(sentIds);
    expect(smtp.received.filter((m) => !sentSet.has(m) && !doubt.has(m))).toEqual([]);
    const notes = await app.ctx.db.execute(
      sql`select count(*)::int n, count(distinct member_id)::int d from notifications where broadcast_id = ${id}`,
    );
    expect(notes.rows[0]).toEqual({ n: N, d: N });
  }, 300_000);
});
