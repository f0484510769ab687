import { describe, expect, it } from 'vitest';
import {
  FNB_API,
  NOTIFICATIONS_API,
  type NotificationPage,
  type NotificationPrefsResponse,
} from '@club/contracts';
import { as, placeOnAccount, t, useFnbApp } from '../../../test/support/fnb.ts';
import { errorFields } from '../../../test/support/staff-app.ts';
import { notifyMember } from './notify-member.ts';

useFnbApp();

const place = () => placeOnAccount();

const bell = async (who: 'member' | 'admin' = 'member') =>
  (
    await as(who).inject({
      url: who === 'member' ? NOTIFICATIONS_API.mine : NOTIFICATIONS_API.staff,
    })
  ).json() as NotificationPage;

const mailsQueued = async () =>
  (
    (await t.app.ctx.db.execute(
      `select count(*)::int as n from outbox where topic = 'notification.mailed'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('notifications', () => {
  it('an order status change notifies the member once, in the portal and by mail; a retry adds nothing', async () => {
    const order = await place();
    const before = await mailsQueued();
    const moved = await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect(moved.statusCode).toBe(200);
    const page = await bell();
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'order_status',
      params: { status: 'confirmed', orderId: order.id },
      link: `/member/foodordering/orders/detail/${order.id}`,
      readAt: null,
    });
    expect(await mailsQueued()).toBe(before + 1);
    // The same change again (a retry): refused by its version, nothing added.
    const again = await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect(again.statusCode).toBe(409);
    // The same ref written again: no row, no mail.
    const memberId = as('member').id!;
    const n = await t.app.ctx.db.transaction((tx) =>
      notifyMember(tx, memberId, { kind: 'order_status', ref: `order:${order.id}:confirmed` }),
    );
    expect(n).toEqual({ id: null, mailed: false });
    expect((await bell()).total).toBe(1);
    expect(await mailsQueued()).toBe(before + 1);
    // The admin's own bell does not show the member's.
    expect((await bell('admin')).total).toBe(0);
  });

  it("marks one read (another member's or none: 404) and all read", async () => {
    const [first] = (await bell()).items;
    expect(
      (
        await as('admin').inject({
          method: 'POST',
          url: `${NOTIFICATIONS_API.staff}/${first!.id}/read`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as('member').inject({ method: 'POST', url: `${NOTIFICATIONS_API.mine}/999999/read` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as('member').inject({ method: 'POST', url: `${NOTIFICATIONS_API.mine}/abc/read` }))
        .statusCode,
    ).toBe(400);
    const one = await as('member').inject({
      method: 'POST',
      url: `${NOTIFICATIONS_API.mine}/${first!.id}/read`,
    });
    expect(one.json()).toEqual({ unread: 0 });
    const order = await place();
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect((await bell()).unread).toBe(1);
    const all = await as('member').inject({
      method: 'POST',
      url: `${NOTIFICATIONS_API.mine}/read-all`,
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await bell()).items.every((i) => i.readAt !== null)).toBe(true);
  });

  it('refuses the bells to the wrong roles', async () => {
    expect((await as('admin').inject({ url: NOTIFICATIONS_API.mine })).statusCode).toBe(403);
    expect((await as('member').inject({ url: NOTIFICATIONS_API.staff })).statusCode).toBe(403);
    expect((await as('anonymous').inject({ url: NOTIFICATIONS_API.mine })).statusCode).toBe(401);
    expect((await as('editor').inject({ url: NOTIFICATIONS_API.staff })).statusCode).toBe(200);
    expect((await as('eventManager').inject({ url: NOTIFICATIONS_API.staff })).statusCode).toBe(
      200,
    );
    expect((await as('admin').inject({ url: NOTIFICATIONS_API.prefs })).statusCode).toBe(403);
  });

  it("keeps the member's choices; essential kinds cannot be turned off (422 naming the field); mail off is respected", async () => {
    const get = (
      await as('member').inject({ url: NOTIFICATIONS_API.prefs })
    ).json() as NotificationPrefsResponse;
    expect(get.items.find((p) => p.kind === 'payment')).toMatchObject({
      essential: true,
      locked: { inApp: true, email: true },
    });
    const refused = await as('member').inject({
      method: 'PUT',
      url: NOTIFICATIONS_API.prefs,
      payload: {
        items: [
          { kind: 'order_status', inApp: true, email: false },
          { kind: 'stay', inApp: false, email: true },
        ],
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorFields(refused)).toEqual(['items.1.inApp']);
    const bad = await as('member').inject({
      method: 'PUT',
      url: NOTIFICATIONS_API.prefs,
      payload: { items: [{ kind: 'nonsense', inApp: true, email: true }] },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await as('member').inject({
      method: 'PUT',
      url: NOTIFICATIONS_API.prefs,
      payload: { items: [{ kind: 'order_status', inApp: true, email: false }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (ok.json() as NotificationPrefsResponse).items.find((p) => p.kind === 'order_status'),
    ).toMatchObject({ inApp: true, email: false });
    const before = await mailsQueued();
    const order = await place();
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${order.id}/status`,
      payload: { status: 'confirmed', version: order.version },
    });
    expect((await bell()).unread).toBe(1);
    expect(await mailsQueued()).toBe(before);
  });
});
