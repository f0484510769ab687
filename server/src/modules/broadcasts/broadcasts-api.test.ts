import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Courts reopen',
  bodyHtml: '<p>Hello <script>alert(1)</script><b onclick="x()">all</b></p>',
  template: 'general',
  audience: { kind: 'all_members' },
  channels: ['in_app'],
  ...over,
});
/** How many fan-out jobs the outbox holds for a broadcast. */
async function fanOuts(id: number): Promise<number> {
  const res = await t.app.ctx.db.execute(
    sql`select count(*)::int as n from outbox
        where topic = 'broadcasts.fan_out' and (payload->>'broadcastId')::int = ${id}`,
  );
  return Number((res.rows[0] as { n: number }).n);
}
const post = (who: Parameters<typeof as>[0], url: string, payload?: unknown) =>
  as(who).inject({ method: 'POST', url, payload: payload as object });

describe('broadcasts API', () => {
  it('lets admins compose and read; refuses members, editors and event managers', async () => {
    const res = await post('admin', '/api/admin/broadcasts', body());
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b.status).toBe('draft');
    expect(b.bodyHtml).toBe('<p>Hello <b>all</b></p>');
    expect(await countAudits(t, 'broadcast.create')).toBe(1);
    for (const who of ['member', 'editor', 'eventManager'] as const) {
      expect((await post(who, '/api/admin/broadcasts', body())).statusCode).toBe(403);
      expect(
        (await as(who).inject({ method: 'GET', url: `/api/admin/broadcasts/${b.id}` })).statusCode,
      ).toBe(403);
    }
    const list = await as('admin').inject({ method: 'GET', url: '/api/admin/broadcasts' });
    expect(list.json().total).toBe(1);
  });

  it('refuses bad input: an empty title, a body with no text, a time in the past, an audience of nobody', async () => {
    const empty = await post('admin', '/api/admin/broadcasts', body({ title: ' ' }));
    expect(empty.statusCode).toBe(400);
    expect(errorFields(empty)).toEqual(['title']);
    const noText = await post(
      'admin',
      '/api/admin/broadcasts',
      body({ bodyHtml: '<script>x</script>' }),
    );
    expect(errorFields(noText)).toEqual(['bodyHtml']);
    const past = await post(
      'admin',
      '/api/admin/broadcasts',
      body({ mode: 'at', sendAt: '2020-01-01T10:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(errorFields(past)).toEqual(['sendAt']);
    const nobody = { kind: 'members', memberIds: [999999] };
    const preview = await post('admin', '/api/admin/broadcast-audience', { audience: nobody });
    expect(preview.statusCode).toBe(422);
    expect(errorFields(preview)).toEqual(['audience']);
    const send = await post(
      'admin',
      '/api/admin/broadcasts',
      body({ audience: nobody, mode: 'now' }),
    );
    expect(send.statusCode).toBe(422);
    const count = await post('admin', '/api/admin/broadcast-audience', {
      audience: { kind: 'staff' },
    });
    expect(count.json().count).toBeGreaterThan(0);
  });

  it('cancels a scheduled broadcast once; a cancelled or draft one is refused 409', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const b = (
      await post('admin', '/api/admin/broadcasts', body({ mode: 'at', sendAt: at }))
    ).json();
    expect(b.status).toBe('scheduled');
    const first = await post('admin', `/api/admin/broadcasts/${b.id}/cancel`);
    expect(first.json().status).toBe('cancelled');
    expect((await post('admin', `/api/admin/broadcasts/${b.id}/cancel`)).statusCode).toBe(409);
    const draft = (await post('admin', '/api/admin/broadcasts', body())).json();
    expect((await post('admin', `/api/admin/broadcasts/${draft.id}/cancel`)).statusCode).toBe(409);
    expect((await post('admin', '/api/admin/broadcasts/999999/cancel')).statusCode).toBe(404);
    // The cancelled one's fan-out, due later, would find it cancelled: nothing is written.
  });

  it('two sends of one draft at once: one is sent, the other refused 409; one fan-out, one audit', async () => {
    const draft = (await post('admin', '/api/admin/broadcasts', body())).json();
    const audits = await countAudits(t, 'broadcast.send');
    const send = () =>
      post('admin', `/api/admin/broadcasts/${draft.id}/send`, { version: draft.version });
    const codes = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(await fanOuts(draft.id)).toBe(1);
    expect(await countAudits(t, 'broadcast.send')).toBe(audits + 1);
  });

  it('a send and a cancel of one scheduled broadcast at once: what is left agrees with both answers', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const b = (
      await post('admin', '/api/admin/broadcasts', body({ mode: 'at', sendAt: at }))
    ).json();
    const [sent, cancelled] = await Promise.all([
      post('admin', `/api/admin/broadcasts/${b.id}/send`, { version: b.version }),
      post('admin', `/api/admin/broadcasts/${b.id}/cancel`),
    ]);
    // Cancelled first, the send on the old version is refused; sent first, a cancel before the
    // fan-out began still stops it. Never both refused, and a cancel that answered 200 holds.
    expect([sent.statusCode, cancelled.statusCode]).not.toEqual([409, 409]);
    const now = (
      await as('admin').inject({ method: 'GET', url: `/api/admin/broadcasts/${b.id}` })
    ).json();
    expect(now.status === 'cancelled').toBe(cancelled.statusCode === 200);
  });
});
