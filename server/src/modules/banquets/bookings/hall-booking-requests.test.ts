import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BANQUET_BOOKINGS_API,
  type BanquetAvailability,
  type BanquetBooking,
  type BanquetQuote,
} from '@club/contracts';
import {
  as,
  ask,
  body,
  count,
  ids,
  m2,
  q,
  setToday,
  t,
  useBanquetsApp,
} from '../../../../test/support/banquets.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';
import { cloneRow } from '../../../../test/support/clone-row.ts';
import { idsPageByPage } from '../../../../test/support/pages.ts';

/*
 * Hall bookings (banquet/booking, banquet/myBooking, banquet/ManageBanquetOrder): the demo
 * halls and packages, the club's clock on 2026-11-24 (Asia/Kolkata), M1001 and M1002.
 */

const A = BANQUET_BOOKINGS_API;
useBanquetsApp();

describe('booking a banquet hall', () => {
  it('quotes the price broken down: hall, electricity, extras, menu x guests, add-ons, GST', async () => {
    const res = await as('member').inject({ method: 'POST', url: A.quote, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<BanquetQuote>();
    expect(quote.hours).toBe(4);
    expect(quote.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['hall', 1, 4_500_000],
      ['electricity', 1, 600_000],
      ['projector', 1, 300_000],
      ['music', 1, 800_000],
      ['valet', 2, 120_000],
      ['menu', 100, 9_500_000],
      ['addon', 100, 1_500_000],
      ['addon', 1, 1_500_000],
    ]);
    expect(quote).toMatchObject({
      subtotal: 18_820_000,
      taxRate: 1800,
      tax: 3_387_600,
      total: 22_207_600,
    });
    const full = await as('member').inject({
      method: 'POST',
      url: A.quote,
      payload: body({ session: 'full_day', projector: false, music: false, valetDrivers: 0 }),
    });
    expect(full.json<BanquetQuote>().hours).toBe(8);
    expect(full.json<BanquetQuote>().lines[0]).toMatchObject({ kind: 'hall', amount: 8_000_000 });
  });

  it('refuses bad requests with 400 naming the field, and writes nothing', async () => {
    const before = await count('banquet_bookings');
    const bad = await ask(as('member'), { guests: 0, session: 'night', hallId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['guests', 'hallId', 'session']);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-23' }, 'date'],
      [{ guests: 301 }, 'guests'],
      [{ dishIds: ids.starters.slice(0, 4) }, 'dishIds'], // Veg Classic: 3 starters
      [{ dishIds: [ids.butterChicken] }, 'dishIds'], // a course Veg Classic has not
      [{ addonIds: [ids.kebab] }, 'addonIds'], // the Non-Veg Classic's add-on
      [{ hallId: 9999 }, 'hallId'],
      [{ packageId: 9999 }, 'packageId'],
    ];
    for (const [over, field] of cases) {
      const res = await ask(as('member'), over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fields(res)).toEqual([field]);
    }
    // A refusal names its limit: what the hall holds.
    const crowd = await ask(as('member'), { guests: 301 });
    expect(crowd.json().errors[0]).toMatchObject({
      field: 'guests',
      key: 'validation.banquetOverCapacity',
      params: { limit: 300 },
      message: 'This hall holds at most 300 guests.',
    });
    expect(await count('banquet_bookings')).toBe(before);
  });

  it("reads past sessions as past and refuses them: days gone by, and today's once begun", async () => {
    // The club's clock: 2026-11-24 at 13:00 in Kolkata (the morning began at 10:00).
    const at = new Date('2026-11-24T13:00:00+05:30');
    t.app.ctx.clock = { now: () => at };
    try {
      const cal = await as('member').inject({ url: `${A.availability}?month=2026-11` });
      expect(cal.statusCode).toBe(200);
      const crystal = cal.json<BanquetAvailability>().halls.find((h) => h.hallId === ids.crystal)!;
      const day = (date: string) => crystal.dates.find((d) => d.date === date);
      expect(day('2026-11-23')).toEqual({ date: '2026-11-23', morning: 'past', evening: 'past' });
      expect(day('2026-11-24')).toEqual({ date: '2026-11-24', morning: 'past', evening: 'free' });
      expect(day('2026-11-25')).toEqual({ date: '2026-11-25', morning: 'free', evening: 'free' });
      const before = await count('banquet_bookings');
      for (const session of ['morning', 'full_day'] as const) {
        const res = await ask(as('member'), { date: '2026-11-24', session, guests: 50 });
        expect(res.statusCode, session).toBe(400);
        const problem = res.json<{ detail: string; errors: { field: string; params: object }[] }>();
        const from = session === 'morning' ? '10:00' : '12:00';
        expect(problem.errors).toMatchObject([{ field: 'session', params: { from } }]);
        expect(problem.detail).toContain(`began at ${from} today`);
      }
      const gone = await ask(as('member'), { date: '2026-11-23', session: 'evening' });
      expect(fields(gone)).toEqual(['date']);
      expect(await count('banquet_bookings')).toBe(before);
      // Today's evening has not begun: it can still be quoted.
      const evening = await as('member').inject({
        method: 'POST',
        url: A.quote,
        payload: body({ date: '2026-11-24', session: 'evening', guests: 50 }),
      });
      expect(evening.statusCode, evening.body).toBe(200);
    } finally {
      setToday('2026-11-24');
    }
  });
});

describe('one booking per hall slot under concurrency', () => {
  it('50 concurrent requests for one slot give exactly one booking', async () => {
    const lastId = async (table: 'audit_log' | 'outbox') =>
      (
        await q<{ n: number }>(
          sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(table)}`,
        )
      )[0]!.n;
    const audit = await lastId('audit_log');
    const jobs = await lastId('outbox');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ask(i % 2 ? m2 : as('member'), {
          date: '2027-01-15',
          session: i % 3 === 0 ? 'full_day' : 'evening',
          guests: 30,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await q<{ n: number }>(
      sql`select count(*)::int as n from banquet_bookings where date = '2027-01-15' and hall_id = ${ids.crystal}`,
    );
    expect(rows[0]!.n).toBe(1);
    // One audit entry and one job, the booking's; none for a refused request.
    const won = answers.find((a) => a.statusCode === 201)!.json<BanquetBooking>().id;
    const audited = await q<{ entity_id: string }>(
      sql`select entity_id from audit_log where id > ${audit} and action = 'banquets.booking.request'`,
    );
    expect(audited.map((r) => Number(r.entity_id))).toEqual([won]);
    const queued = await q<{ topic: string; id: number }>(
      sql`select topic, (payload->>'bookingId')::int as id from outbox where id > ${jobs}`,
    );
    expect(queued).toEqual([{ topic: 'banquet_booking.changed', id: won }]);
  });

  it('the database itself refuses a second live booking of a slot', async () => {
    await expect(
      t.app.ctx.db.execute(
        sql`insert into banquet_bookings (member_id, hall_id, date, session, hours, guests, package_id, package_name, cost_per_guest, menu, addons, lines, subtotal, tax_rate, tax, total, policy)
            select member_id, hall_id, date, 'full_day', 8, 10, package_id, package_name, cost_per_guest, menu, addons, lines, 0, 0, 0, 0, policy
            from banquet_bookings where date = '2027-01-15' and hall_id = ${ids.crystal} limit 1`,
      ),
    ).rejects.toThrow();
  });
});

describe("the member's hall bookings", () => {
  it('list the functions ahead first, soonest first, then the past ones, latest first', async () => {
    setToday('2026-11-24');
    const mine = (await as('member').inject({ url: A.myBookings })).json<{
      items: BanquetBooking[];
    }>().items;
    const from = mine[0]!.id;
    // Dates no live booking holds (a slot is unique per hall and day).
    const on = (date: string) =>
      cloneRow(t.app.ctx.db, 'banquet_bookings', from, { date, status: 'cancelled' });
    const later = await on('2027-03-20');
    const today = await on('2026-11-24');
    const soon = await on('2027-02-01');
    const longAgo = await on('2026-09-01');
    const lately = await on('2026-11-01');
    const soonToo = await on('2027-02-01');
    const res = await as('member').inject({ url: A.myBookings });
    expect(res.statusCode).toBe(200);
    const ours = new Set([later, today, soon, longAgo, lately, soonToo]);
    const order = res
      .json<{ items: BanquetBooking[] }>()
      .items.map((b) => b.id)
      .filter((id) => ours.has(id));
    expect(order).toEqual([today, soon, soonToo, later, lately, longAgo]);
  });
});

describe("the office's hall bookings", () => {
  it('list the requests awaiting a decision first, then the functions ahead, then the past ones, on every page', async () => {
    setToday('2026-11-24');
    const from = (
      await q<{ id: number }>(sql`select id from banquet_bookings order by id limit 1`)
    )[0]!.id;
    // A slot is unique per hall, day and session while requested or confirmed: those take
    // dates no other booking holds.
    const on = (date: string, status: string) =>
      cloneRow(t.app.ctx.db, 'banquet_bookings', from, { date, status });
    const pastDone = await on('2026-10-05', 'completed');
    const aheadLate = await on('2027-04-10', 'confirmed');
    const waitingLate = await on('2027-04-12', 'requested');
    const pastLately = await on('2026-11-20', 'cancelled');
    const today = await on('2026-11-24', 'cancelled');
    const waitingSoon = await on('2027-01-13', 'requested');
    const todayToo = await on('2026-11-24', 'rejected');
    const ours = new Set([
      pastDone,
      aheadLate,
      waitingLate,
      pastLately,
      today,
      waitingSoon,
      todayToo,
    ]);
    const order = (await idsPageByPage(as('admin'), A.bookings, 3)).filter((id) => ours.has(id));
    expect(order).toEqual([
      waitingSoon,
      waitingLate,
      today,
      todayToo,
      aheadLate,
      pastLately,
      pastDone,
    ]);
    // No request comes after another booking, whichever rows the earlier tests left.
    const all = (await as('admin').inject({ url: `${A.bookings}?pageSize=100` })).json<{
      items: BanquetBooking[];
    }>().items;
    const firstOther = all.findIndex((b) => b.status !== 'requested');
    expect(all.slice(firstOther).some((b) => b.status === 'requested')).toBe(false);
  });
});
