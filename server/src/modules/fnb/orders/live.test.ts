import { describe, expect, it } from 'vitest';
import { FNB_API } from '@club/contracts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn } from '../../../../test/fixtures.ts';
import { as, placeOnAccount as place, t, useFnbApp } from '../../../../test/support/fnb.ts';
import { useEventStreams } from '../../../../test/support/sse.ts';

useFnbApp();

const { open } = useEventStreams(() => t);

describe('live order changes (server-sent events)', () => {
  it('tells the member about their own orders only, and the kitchen about every order', async () => {
    await createMember(t.app.ctx.db, { code: 'E2001', pin: '1122', creditLimit: 5_000_000 }, COST);
    const other = callerFrom(t, await memberSignIn(t, 'E2001', '1122'));
    const mine = await open(`${FNB_API.memberOrders}/stream`, as('member'));
    const kitchen = await open(`${FNB_API.orders}/stream`, as('admin'));
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
    expect(mine.res.headers.get('cache-control')).toBe('no-store');

    const order = await place(as('member'));
    await place(other);
    const moved = await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect(moved.statusCode).toBe(200);

    const k = await kitchen.waitFor(3);
    expect(k.map((e) => (e.data as { status: string }).status)).toEqual([
      'ordered',
      'ordered',
      'confirmed',
    ]);
    const m = await mine.waitFor(2);
    expect(m.map((e) => e.event)).toEqual(['order', 'order']);
    expect(m.map((e) => (e.data as { orderId: number }).orderId)).toEqual([order.id, order.id]);
    expect(m.at(-1)!.data).toMatchObject({ status: 'confirmed', version: order.version + 1 });
    await mine.close();
    await kitchen.close();
  });

  it('sends nothing for a refused change, and refuses the stream to others', async () => {
    const kitchen = await open(`${FNB_API.orders}/stream`, as('admin'));
    const stale = await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/999999/status`,
      payload: { status: 'confirmed', version: 0 },
    });
    expect(stale.statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(kitchen.events).toEqual([]);
    await kitchen.close();
    expect((await as('member').inject({ url: `${FNB_API.orders}/stream` })).statusCode).toBe(403);
    expect(
      (await as('anonymous').inject({ url: `${FNB_API.memberOrders}/stream` })).statusCode,
    ).toBe(401);
  });
});
