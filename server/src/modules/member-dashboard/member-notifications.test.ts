import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { ensureMember, signInMember } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { TODAY, ist } from '../../../test/support/dashboards.ts';

/*
 * The member dashboard's unread notifications (issue 32 item 7), against rows this file
 * writes: the club's clock on 2026-12-06 10:00 (Asia/Kolkata).
 */
useStaffApp({ today: TODAY });

const URL = '/api/member/dashboard';

type Row = typeof notifications.$inferInsert;
async function notify(row: Omit<Row, 'ref'> & { ref?: string }) {
  const [n] = await t.app.ctx.db
    .insert(notifications)
    .values({ ref: `test:${Math.random()}`, ...row })
    .returning({ id: notifications.id });
  return n!.id;
}

describe('member dashboard: unread notifications', () => {
  it('is refused to staff (403) and signed-out callers (401)', async () => {
    expect((await as('anonymous').inject({ url: URL })).statusCode).toBe(401);
    expect((await as('admin').inject({ url: URL })).statusCode).toBe(403);
  });

  it('shows none to a member who has none unread', async () => {
    const m = as('member').id!;
    await notify({
      memberId: m,
      kind: 'payment',
      createdAt: ist('2026-12-01'),
      readAt: ist('2026-12-02'),
    });
    const body = (await as('member').inject({ url: URL })).json();
    expect(body.notifications).toEqual({ total: 0, items: [] });
  });

  it("lists the member's own unread ones, newest first, three with the count", async () => {
    const m = as('member').id!;
    const other = await ensureMember(t, { code: 'M1021', pin: '2121' });
    const oldest = await notify({ memberId: m, kind: 'stay', createdAt: ist('2026-12-02') });
    const gala = await notify({
      memberId: m,
      kind: 'broadcast',
      title: 'New Year gala bookings open',
      createdAt: ist('2026-12-05', '09:00'),
    });
    const order = await notify({
      memberId: m,
      kind: 'order_status',
      createdAt: ist('2026-12-05', '12:00'),
    });
    const reply = await notify({
      memberId: m,
      kind: 'feedback_reply',
      createdAt: ist('2026-12-04'),
    });
    await notify({ memberId: other, kind: 'payment', createdAt: ist('2026-12-06') });
    await notify({
      staffId: as('admin').id!,
      kind: 'feedback_reply',
      createdAt: ist('2026-12-06'),
    });

    const body = (await as('member').inject({ url: URL })).json();
    expect(body.notifications.total).toBe(4);
    expect(body.notifications.items).toEqual([
      {
        id: order,
        kind: 'order_status',
        title: '',
        createdAt: ist('2026-12-05', '12:00').toISOString(),
      },
      {
        id: gala,
        kind: 'broadcast',
        title: 'New Year gala bookings open',
        createdAt: ist('2026-12-05', '09:00').toISOString(),
      },
      { id: reply, kind: 'feedback_reply', title: '', createdAt: ist('2026-12-04').toISOString() },
    ]);
    expect(body.notifications.items.map((n: { id: number }) => n.id)).not.toContain(oldest);

    const theirs = (
      await (await signInMember(t, { code: 'M1021', pin: '2121' })).inject({ url: URL })
    ).json();
    expect(theirs.notifications.total).toBe(1);
    expect(theirs.notifications.items[0].kind).toBe('payment');
  });
});
