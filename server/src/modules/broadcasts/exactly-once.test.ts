import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { createStaff } from '../../seed/factories.ts';
import { createBroadcast } from './create-broadcast.ts';
import { createDeliverySender } from './delivery-sender.ts';
import { dupes, smtpTransport, startRefusingSmtp } from './exactly-once-smtp.ts';
import { resendFailed } from './resend-failed.ts';
import { systemActor } from '../../actor.ts';

/*
 * Decision 0008's promise: every delivery recorded once, refused mails retried then failed,
 * resend-to-failed sends only those, two senders never send one twice, a sender stopped
 * mid-way and a new one resume without sending any twice. A real SMTP server in process
 * refuses some mails on purpose ("bad…" always, "flaky…" the first time).
 *
 * The first case runs at 500 members by default; BROADCAST_MEMBERS=5000 runs it at the
 * issue's size (minutes on a busy 2-core machine, so not in the default run).
 */
const N = Number(process.env.BROADCAST_MEMBERS ?? 500);
const smtp = await startRefusingSmtp();
const { received } = smtp;
const database = await openTestDatabase();
const app = await buildApp(testConfig(), {
  database,
  mailTransport: smtpTransport(smtp.port),
});
const ctx = app.ctx;
let adminId = 0;
const admin = () => ({ ...systemActor('test'), kind: 'staff' as const, staffId: adminId });
const fast = { backoffSeconds: 0, maxAttempts: 3, emailLoops: 4 };

beforeAll(async () => {
  await app.ready();
  adminId = (
    await createStaff(
      ctx.db,
      {
        code: 'bcadmin',
        name: 'A',
        email: 'bcadmin@example.com',
        role: 'A',
        password: 'Admin@12345',
      },
      1024,
    )
  ).id;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await smtp.close();
});

/** n members of a sports group; every 50th always refused, every 50th+1 refused once. */
async function members(n: number, sport: string, prefix: string) {
  await ctx.db.execute(sql`
    insert into members (code, first_name, last_name, email, sports_interests)
    select ${prefix} || g, 'P', 'N' || g,
      case when g % 50 = 0 then 'bad' when g % 50 = 1 then 'flaky' else 'ok' end
        || ${prefix} || g || '@example.com',
      array[${sport}]::text[]
    from generate_series(1, ${n}) g`);
}

const counts = async (id: number) =>
  (
    await ctx.db.execute(sql`select channel, status, count(*)::int n, max(attempts) a
    from broadcast_deliveries where broadcast_id = ${id} group by 1, 2 order by 1, 2`)
  ).rows;

async function compose(sport: string) {
  const b = await createBroadcast(ctx, admin(), {
    title: 'Courts reopen',
    bodyHtml: '<p>New <b>clay</b></p>',
    template: 'information',
    audience: { kind: 'sports_group', sport: sport as 'Tennis' },
    channels: ['in_app', 'email'],
    mode: 'now',
  });
  await ctx.outbox.drain();
  return b.id;
}

describe('broadcast deliveries, exactly once', () => {
  it(
    `sends ${N} members each delivery once, retries the refused, fails the hopeless, resumes after a stop, resends only the failed`,
    async () => {
      await members(N, 'Tennis', 'T');
      const id = await compose('Tennis');
      // A sender stopped mid-way (a server's SIGTERM): it stops claiming, marks what it sent.
      const first = createDeliverySender(ctx, fast);
      const running = first.drain();
      while (received.length < N / 5) await new Promise((r) => setTimeout(r, 20));
      await first.stop();
      await running;
      const atStop = received.length;
      expect(atStop).toBeLessThan(N - N / 50);
      const inDoubt = await ctx.db.execute(
        sql`select count(*)::int n from broadcast_deliveries where broadcast_id = ${id} and status = 'sending'`,
      );
      expect(inDoubt.rows[0]).toEqual({ n: 0 });

      // A new sender (the server started again) sends the rest, and retries the refused.
      const sender = createDeliverySender(ctx, fast);
      for (let i = 0; i < 4; i++) await sender.drain();
      expect(await counts(id)).toEqual([
        { channel: 'email', status: 'failed', n: N / 50, a: 3 },
        { channel: 'email', status: 'sent', n: N - N / 50, a: 2 },
        { channel: 'in_app', status: 'sent', n: N, a: 1 },
      ]);
      const notes = await ctx.db.execute(
        sql`select count(*)::int n, count(distinct member_id)::int d from notifications where broadcast_id = ${id}`,
      );
      expect(notes.rows[0]).toEqual({ n: N, d: N });
      expect(received).toHaveLength(N - N / 50);
      expect(dupes(received)).toEqual([]);
      const b = await ctx.db.execute(
        sql`select status, recipient_count from broadcasts where id = ${id}`,
      );
      expect(b.rows[0]).toEqual({ status: 'sent', recipient_count: N });

      // Resend to the failed: only those are tried again (and refused again).
      expect(await resendFailed(ctx, admin(), { id })).toEqual({ requeued: N / 50 });
      const before = received.length;
      for (let i = 0; i < 3; i++) await sender.drain();
      expect(received.length).toBe(before);
      expect((await counts(id))[0]).toEqual({
        channel: 'email',
        status: 'failed',
        n: N / 50,
        a: 3,
      });
      // 5,000 members took 200 s on PGlite alone and over 240 s beside other work: a minute a 500.
    },
    Math.max(240_000, N * 120),
  );

  it('two senders draining together never send one twice; a stopped one leaves the rest to a new one', async () => {
    received.length = 0;
    await members(100, 'Squash', 'S');
    const id = await compose('Squash');
    const a = createDeliverySender(ctx, fast);
    const b = createDeliverySender(ctx, fast);
    const first = a.drain();
    await new Promise((r) => setTimeout(r, 50));
    await a.stop(); // stops claiming; its sends in hand are marked
    await first;
    await Promise.all([b.drain(), createDeliverySender(ctx, fast).drain()]);
    for (let i = 0; i < 3; i++) await b.drain();
    expect(dupes(received)).toEqual([]);
    expect(await counts(id)).toEqual([
      { channel: 'email', status: 'failed', n: 2, a: 3 },
      { channel: 'email', status: 'sent', n: 98, a: 2 },
      { channel: 'in_app', status: 'sent', n: 100, a: 1 },
    ]);
    expect(received).toHaveLength(98);
  }, 60_000);

  it('an email whose send began before a crash is failed "interrupted, may have been sent", never sent again by itself', async () => {
    received.length = 0;
    await members(3, 'Golf', 'G');
    const id = await compose('Golf');
    await ctx.db.execute(sql`update broadcast_deliveries set status = 'sending', attempts = 1,
      locked_until = now() - interval '1 second' where broadcast_id = ${id} and channel = 'email'`);
    await createDeliverySender(ctx, fast).drain();
    const rows = (
      await ctx.db.execute(sql`select distinct status, last_error from broadcast_deliveries
      where broadcast_id = ${id} and channel = 'email'`)
    ).rows;
    expect(rows).toEqual([{ status: 'failed', last_error: 'interrupted, may have been sent' }]);
    expect(received).toHaveLength(0);
  });
});
