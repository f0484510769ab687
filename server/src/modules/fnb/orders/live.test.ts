import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FNB_API, type FnbOrder } from '@club/contracts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn, type Caller } from '../../../../test/fixtures.ts';
import { as, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

let base: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => undefined);

/** Opens an event stream as the caller; `next(event)` waits for the next event of that name. */
async function open(path: string, who: Caller) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { cookie: who.cookie! },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    events,
    async waitFor(count: number) {
      for (let i = 0; i < 100 && events.length < count; i++)
        await new Promise((r) => setTimeout(r, 50));
      return events;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

const place = async (who: Caller) =>
  (
    await who.inject({
      method: 'POST',
      url: FNB_API.memberOrders,
      payload: {
        outlet: 'restaurant',
        lines: [{ itemId: menu.paneerTikka, quantity: 1, price: 32000 }],
        expectedTotal: 33600,
        fulfilment: 'collection',
        slot: '16:00',
        paymentMethod: 'account',
        termsAccepted: true,
        idempotencyKey: randomBytes(12).toString('hex'),
      },
    })
  ).json().order as FnbOrder;

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
