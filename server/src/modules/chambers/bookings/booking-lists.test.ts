import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import { as, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking } from '../../../../test/support/chamber-bookings.ts';
import { cloneRow } from '../../../../test/support/clone-row.ts';
import { idsPageByPage } from '../../../../test/support/pages.ts';

useChambersApp();

// The member's request the lists' stays are copied from.
beforeAll(async () => {
  expect((await requestBooking(as('member'))).statusCode).toBe(201);
});

const A = CHAMBER_BOOKINGS_API;

describe("the member's bookings", () => {
  it('list the stays ahead first, soonest first, then the past ones, latest first', async () => {
    const mine = (await as('member').inject({ url: A.myBookings })).json<{
      items: ChamberBooking[];
    }>().items;
    const from = mine[0]!.id;
    const stay = (checkIn: string, checkOut: string) =>
      cloneRow(t.app.ctx.db, 'chamber_bookings', from, {
        check_in: checkIn,
        check_out: checkOut,
      });
    // Today is 2026-11-24.
    const later = await stay('2026-12-20', '2026-12-22');
    const soon = await stay('2026-12-01', '2026-12-03');
    const underWay = await stay('2026-11-23', '2026-11-25');
    const longAgo = await stay('2026-10-01', '2026-10-03');
    const lately = await stay('2026-11-01', '2026-11-03');
    const soonToo = await stay('2026-12-01', '2026-12-03');
    const res = await as('member').inject({ url: A.myBookings });
    expect(res.statusCode).toBe(200);
    const ours = new Set([later, soon, underWay, longAgo, lately, soonToo]);
    const order = res
      .json<{ items: ChamberBooking[] }>()
      .items.map((b) => b.id)
      .filter((id) => ours.has(id));
    expect(order).toEqual([underWay, soon, soonToo, later, lately, longAgo]);
  });
});

describe("the office's reservation requests", () => {
  it('list the requests awaiting a decision first, then the stays ahead, then the past ones, on every page', async () => {
    const first = await t.app.ctx.db.execute(
      sql`select id from chamber_bookings order by id limit 1`,
    );
    const from = (first.rows[0] as { id: number }).id;
    const stay = (checkIn: string, checkOut: string, status: string) =>
      cloneRow(t.app.ctx.db, 'chamber_bookings', from, {
        check_in: checkIn,
        check_out: checkOut,
        status,
      });
    // Today is 2026-11-24.
    const longAgo = await stay('2026-09-01', '2026-09-03', 'checked_out');
    const aheadLate = await stay('2027-02-20', '2027-02-22', 'confirmed');
    const waitingLate = await stay('2027-02-10', '2027-02-12', 'requested');
    const underWay = await stay('2026-11-23', '2026-11-25', 'checked_in');
    const lately = await stay('2026-11-10', '2026-11-12', 'cancelled');
    const waitingSoon = await stay('2027-01-05', '2027-01-07', 'requested');
    const aheadSoon = await stay('2027-01-03', '2027-01-04', 'confirmed');
    const aheadSoonToo = await stay('2027-01-03', '2027-01-06', 'rejected');
    const ours = new Set([
      longAgo,
      aheadLate,
      waitingLate,
      underWay,
      lately,
      waitingSoon,
      aheadSoon,
      aheadSoonToo,
    ]);
    const order = (await idsPageByPage(as('admin'), A.bookings, 3)).filter((id) => ours.has(id));
    expect(order).toEqual([
      waitingSoon,
      waitingLate,
      underWay,
      aheadSoon,
      aheadSoonToo,
      aheadLate,
      lately,
      longAgo,
    ]);
    // Filtered to the requests (the page's first view): the soonest check-in first.
    const waiting = (await idsPageByPage(as('admin'), `${A.bookings}?status=requested`, 2)).filter(
      (id) => ours.has(id),
    );
    expect(waiting).toEqual([waitingSoon, waitingLate]);
  });
});
