import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../actor.ts';
import { createMember } from '../../seed/factories.ts';
import { callerFrom, memberSignIn } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { purgeExpired } from './purge-expired.ts';

let t: TestApp;

const signIn = async () => callerFrom(t, await memberSignIn(t, 'M2001', '1234'));
const me = async (caller: Awaited<ReturnType<typeof signIn>>) =>
  (await caller.inject({ method: 'GET', url: '/api/auth/me' })).json() as {
    user: { code: string } | null;
  };
const count = async (table: 'sessions' | 'auth_tokens') =>
  (await t.app.ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))
    .rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await createMember(
    t.app.ctx.db,
    { code: 'M2001', pin: '1234', email: 'm2001@example.com' },
    1024,
  );
});
afterAll(() => t.close());

describe('housekeeping (purgeExpired, run by the worker as the system)', () => {
  it('removes sessions past their end or idle too long, and keeps the live one', async () => {
    const live = await signIn();
    await signIn();
    await signIn();
    const db = t.app.ctx.db;
    // Age two of the three sessions: one past its absolute end, one idle for too long.
    const ids = (
      await db.execute<{ id: number }>(sql`select id from sessions order by id desc limit 2`)
    ).rows.map((r) => Number(r.id));
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${ids[0]}`,
    );
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours' where id = ${ids[1]}`,
    );
    expect(await count('sessions')).toBe(3);

    const result = await purgeExpired(t.app.ctx, systemActor('housekeeping'));

    expect(result.sessions).toBe(2);
    expect(await count('sessions')).toBe(1);
    expect((await me(live)).user?.code).toBe('M2001');
  });

  it('removes used and expired one-time links, and keeps an open one', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { memberCode: 'M2001', email: 'm2001@example.com' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const db = t.app.ctx.db;
    expect(await count('auth_tokens')).toBe(3);
    const ids = (
      await db.execute<{ id: number }>(sql`select id from auth_tokens order by id limit 2`)
    ).rows.map((r) => Number(r.id));
    await db.execute(sql`update auth_tokens set used_at = now() where id = ${ids[0]}`);
    await db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where id = ${ids[1]}`,
    );

    const result = await purgeExpired(t.app.ctx, systemActor('housekeeping'));

    expect(result.links).toBe(2);
    expect(await count('auth_tokens')).toBe(1);
  });
});
