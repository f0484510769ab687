import { describe, expect, it } from 'vitest';
import { FNB_API, NOTIFICATION_EVENT, NOTIFICATIONS_API } from '@club/contracts';
import { createMember } from '../../seed/factories.ts';
import { callerFrom, COST, memberSignIn } from '../../../test/fixtures.ts';
import { as, placeOnAccount as place, t, useFnbApp } from '../../../test/support/fnb.ts';
import { useEventStreams } from '../../../test/support/sse.ts';
import { insertNotification } from './notify.ts';

useFnbApp();

const { open } = useEventStreams(() => t);

const settle = () => new Promise((r) => setTimeout(r, 400));

describe("the bell's live stream (server-sent events)", () => {
  it("tells a member of their own new notification, not another member's, nor the staff's bell", async () => {
    await createMember(t.app.ctx.db, { code: 'E3001', pin: '1122', creditLimit: 5_000_000 }, COST);
    const other = callerFrom(t, await memberSignIn(t, 'E3001', '1122'));
    const mine = await open(`${NOTIFICATIONS_API.mine}/stream`, as('member'));
    const theirs = await open(`${NOTIFICATIONS_API.mine}/stream`, other);
    const staff = await open(`${NOTIFICATIONS_API.staff}/stream`, as('admin'));
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');

    const order = await place(as('member'));
    const moved = await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect(moved.statusCode).toBe(200);

    const got = await mine.waitFor(1);
    expect(got.map((e) => e.event)).toEqual([NOTIFICATION_EVENT]);
    const list = (await as('member').inject({ url: NOTIFICATIONS_API.mine })).json() as {
      items: { id: number; kind: string; params: { orderId: number } }[];
    };
    const newest = list.items.find((n) => n.params.orderId === order.id);
    expect(newest?.kind).toBe('order_status');
    expect(got[0]!.data).toEqual({ id: newest!.id });

    await settle();
    expect(theirs.events).toEqual([]);
    expect(staff.events).toEqual([]);
    await mine.close();
    await theirs.close();
    await staff.close();
  });

  it("tells a staff user of their own notification only, and a member's stream stays quiet", async () => {
    const staff = await open(`${NOTIFICATIONS_API.staff}/stream`, as('admin'));
    const member = await open(`${NOTIFICATIONS_API.mine}/stream`, as('member'));
    const staffId = as('admin').id!;
    const id = await t.app.ctx.db.transaction((tx) =>
      insertNotification(tx, { staffId }, { kind: 'broadcast', ref: 'test:stream', title: 'Hi' }),
    );
    expect(id).not.toBeNull();
    const got = await staff.waitFor(1);
    expect(got).toEqual([{ event: NOTIFICATION_EVENT, data: { id } }]);
    // The same ref again adds nothing and tells nobody.
    await t.app.ctx.db.transaction((tx) =>
      insertNotification(tx, { staffId }, { kind: 'broadcast', ref: 'test:stream', title: 'Hi' }),
    );
    await settle();
    expect(staff.events).toHaveLength(1);
    expect(member.events).toEqual([]);
    await staff.close();
    await member.close();
  });

  it('refuses the streams to the wrong roles and to visitors', async () => {
    expect(
      (await as('member').inject({ url: `${NOTIFICATIONS_API.staff}/stream` })).statusCode,
    ).toBe(403);
    expect((await as('admin').inject({ url: `${NOTIFICATIONS_API.mine}/stream` })).statusCode).toBe(
      403,
    );
    expect(
      (await as('anonymous').inject({ url: `${NOTIFICATIONS_API.mine}/stream` })).statusCode,
    ).toBe(401);
  });
});
