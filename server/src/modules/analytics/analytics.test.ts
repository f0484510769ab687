import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureMember } from '../../../test/fixtures.ts';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';
import {
  TODAY,
  clubEvent,
  eventBooking,
  hallAndPackage,
  hallBooking,
  ist,
  order,
  stay,
} from '../../../test/support/dashboards.ts';
import { createFnbCategory, createFnbItem } from '../../seed/fnb-factories.ts';

/*
 * The admins' analytics (issue 35 item 3) against rows this file writes: the club's clock on
 * 2026-12-06 (Asia/Kolkata), the range November 2026 ("last month") beside November 2025.
 */
const NOV = 'from=2026-11-01&to=2026-11-30';
const url = (chart: string, q = NOV) => `/api/admin/analytics/${chart}?${q}`;
const exec = (q: ReturnType<typeof sql>) => t.app.ctx.db.execute(q);

async function ledger(
  memberId: number,
  e: { at: Date; kind: string; source: string; sourceId: string; amount: number; tax?: number },
) {
  await exec(sql`insert into ledger_entries (member_id, posted_at, kind, source, source_id,
    description, amount, tax_amount)
    values (${memberId}, ${e.at}, ${e.kind}, ${e.source}, ${e.sourceId}, 'Test', ${e.amount},
    ${e.tax ?? 0})`);
}

async function line(
  orderId: number,
  itemId: number,
  name: string,
  quantity: number,
  price: number,
  removed = false,
) {
  await exec(sql`insert into fnb_order_lines (order_id, item_id, name, diet, kitchen, price,
    quantity, amount, tax_rate, tax, removed_at)
    values (${orderId}, ${itemId}, ${name}, 'veg', 'main', ${price}, ${quantity},
    ${price * quantity}, 0, 0, ${removed ? ist('2026-11-10') : null})`);
}

async function feedbackAt(memberId: number, at: Date, rating: number, minutes: number | null) {
  await exec(sql`insert into feedback (member_id, category, subject, rating, status,
    first_reply_due_at, resolution_due_at, first_reply_at, first_reply_minutes, created_at)
    values (${memberId}, 'fnb', 'About dinner', ${rating}, 'open', ${at}, ${at},
    ${minutes === null ? null : at}, ${minutes}, ${at})`);
}

useStaffApp({
  today: TODAY,
  prepare: async (app, who) => {
    void app;
    const m = who('member').id!;
    const db = t.app.ctx.db;
    await exec(sql`update members set joined_on = '2020-01-01'`);
    // Revenue: a restaurant order, a bar order with a line credited back, a stay, a function.
    const o1 = await order(t, {
      memberId: m,
      outlet: 'restaurant',
      status: 'delivered',
      day: '2026-11-10',
      total: 10_000,
    });
    const o2 = await order(t, {
      memberId: m,
      outlet: 'bar',
      status: 'delivered',
      day: '2026-11-12',
      total: 8_000,
    });
    await ledger(m, {
      at: ist('2026-11-10'),
      kind: 'charge',
      source: 'fnb_order',
      sourceId: String(o1),
      amount: 10_000,
      tax: 500,
    });
    await ledger(m, {
      at: ist('2026-11-10', '10:05'),
      kind: 'payment',
      source: 'fnb_order',
      sourceId: `${o1}:pay`,
      amount: -10_000,
    });
    await ledger(m, {
      at: ist('2026-11-12'),
      kind: 'charge',
      source: 'fnb_order',
      sourceId: String(o2),
      amount: 8_000,
      tax: 400,
    });
    await ledger(m, {
      at: ist('2026-11-13'),
      kind: 'credit',
      source: 'fnb_order',
      sourceId: `${o2}:line`,
      amount: -3_000,
      tax: -150,
    });
    await ledger(m, {
      at: ist('2026-11-14'),
      kind: 'refund',
      source: 'fnb_order',
      sourceId: `${o2}:refund:1`,
      amount: 1_000,
    });
    // 1 November 00:30 in the club counts in November; 1 December 01:30 does not.
    await ledger(m, {
      at: ist('2026-11-01', '00:30'),
      kind: 'charge',
      source: 'chamber_booking',
      sourceId: 'c1',
      amount: 200_000,
      tax: 24_000,
    });
    await ledger(m, {
      at: ist('2026-12-01', '01:30'),
      kind: 'charge',
      source: 'chamber_booking',
      sourceId: 'c2',
      amount: 99_999,
    });
    await ledger(m, {
      at: ist('2026-11-20'),
      kind: 'charge',
      source: 'banquet_booking',
      sourceId: 'b1',
      amount: 150_050,
      tax: 22_890,
    });
    await ledger(m, {
      at: ist('2026-11-21'),
      kind: 'charge',
      source: 'dues',
      sourceId: 'd1',
      amount: 500_000,
    });
    await ledger(m, {
      at: ist('2025-11-05'),
      kind: 'charge',
      source: 'fnb_order',
      sourceId: '999999',
      amount: 4_000,
    });

    // Occupancy: two active rooms; 3 + 4 room-nights in November; a request left out.
    for (const n of ['101', '102']) {
      await exec(sql`insert into chamber_rooms (number, name, type, member_tariff, guest_tariff,
        tax_rate, capacity) values (${n}, ${`Room ${n}`}, 'double', 100000, 150000, 1200, 2)`);
    }
    await stay(t, {
      memberId: m,
      checkIn: '2026-11-28',
      checkOut: '2026-12-02',
      status: 'confirmed',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-11-01',
      checkOut: '2026-11-03',
      rooms: 2,
      status: 'checked_out',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-11-10',
      checkOut: '2026-11-20',
      rooms: 2,
      status: 'requested',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2025-11-10',
      checkOut: '2025-11-12',
      status: 'checked_out',
    });

    // Halls: two functions in the Main Hall, one requested, one the year before.
    const { hall, pkg } = await hallAndPackage(t, 'Main Hall');
    await hallBooking(t, {
      memberId: m,
      hall,
      pkg,
      date: '2026-11-15',
      status: 'confirmed',
      guests: 40,
    });
    await hallBooking(t, {
      memberId: m,
      hall,
      pkg,
      date: '2026-11-20',
      status: 'completed',
      guests: 60,
    });
    await hallBooking(t, { memberId: m, hall, pkg, date: '2026-11-22', status: 'requested' });
    await hallBooking(t, {
      memberId: m,
      hall,
      pkg,
      date: '2025-11-03',
      status: 'confirmed',
      guests: 30,
    });

    // Events: Diwali Night with 3 booked, 2 attended, 5 cancelled; a draft left out.
    const diwali = await clubEvent(t, {
      title: 'Diwali Night',
      day: '2026-11-08',
      status: 'published',
      capacity: 50,
    });
    await eventBooking(t, { memberId: m, eventId: diwali, status: 'booked', heads: 3 });
    const came = await eventBooking(t, {
      memberId: m,
      eventId: diwali,
      status: 'confirmed',
      heads: 2,
    });
    await exec(sql`update event_bookings set attended = true where id = ${came}`);
    await eventBooking(t, { memberId: m, eventId: diwali, status: 'cancelled', heads: 5 });
    await clubEvent(t, { title: 'Draft Quiz', day: '2026-11-09', status: 'draft' });
    const old = await clubEvent(t, {
      title: 'Diwali 2025',
      day: '2026-11-09',
      status: 'completed',
      capacity: 40,
    });
    await exec(sql`update events set starts_at = starts_at - interval '1 year',
      ends_at = ends_at - interval '1 year', booking_opens_at = ${ist('2025-10-01')},
      booking_closes_at = booking_closes_at - interval '1 year' where id = ${old}`);
    await eventBooking(t, { memberId: m, eventId: old, status: 'confirmed', heads: 10 });

    // Top items: lines of real orders; a removed line and a cancelled order left out.
    const cat = await createFnbCategory(db, { name: 'Snacks' });
    const samosa = (await createFnbItem(db, { categoryId: cat.id, name: 'Samosa', price: 5_000 }))
      .id;
    const tea = (await createFnbItem(db, { categoryId: cat.id, name: 'Masala Tea', price: 2_000 }))
      .id;
    await line(o1, samosa, 'Samosa', 2, 5_000);
    await line(o2, tea, 'Masala Tea', 4, 2_000);
    await line(o2, samosa, 'Samosa', 1, 5_000, true);
    const gone = await order(t, {
      memberId: m,
      outlet: 'restaurant',
      status: 'cancelled',
      day: '2026-11-11',
    });
    await line(gone, tea, 'Masala Tea', 9, 2_000);
    const last = await order(t, {
      memberId: m,
      outlet: 'restaurant',
      status: 'delivered',
      day: '2025-11-11',
    });
    await line(last, samosa, 'Samosa', 7, 5_000);

    // Members: two joined in November, one lapsed (audited), one joined the November before.
    const a = await ensureMember(t, { code: 'M2001', pin: '1234' });
    const b = await ensureMember(t, { code: 'M2002', pin: '1234' });
    const c = await ensureMember(t, { code: 'M2003', pin: '1234' });
    await exec(sql`update members set joined_on = '2026-11-03' where id in (${a}, ${b})`);
    await exec(sql`update members set joined_on = '2025-11-20' where id = ${c}`);
    await exec(sql`insert into audit_log (at, action, entity, entity_id, before, after)
      values (${ist('2026-11-25')}, 'member.status', 'member', ${String(c)},
      '{"status":"Active"}'::jsonb, '{"status":"Lapsed"}'::jsonb),
      (${ist('2026-11-26')}, 'member.status', 'member', ${String(a)},
      '{"status":"Suspended"}'::jsonb, '{"status":"Active"}'::jsonb)`);

    // Feedback: three in November (two answered in 30 and 90 minutes), one the year before.
    await feedbackAt(m, ist('2026-11-02'), 5, 30);
    await feedbackAt(m, ist('2026-11-03'), 4, 90);
    await feedbackAt(m, ist('2026-11-04'), 1, null);
    await feedbackAt(m, ist('2025-11-04'), 3, 60);
  },
});

const get = async (chart: string, q = NOV) => {
  const res = await as('admin').inject({ url: url(chart, q) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const nov = (rows: { key: string; group: string; values: object }[], group = '') =>
  rows.find((r) => r.key === '2026-11' && r.group === group)?.values;

describe('analytics: who may read them', () => {
  it('refuses a member, an editor and an event manager (403) and nobody signed in (401)', async () => {
    for (const who of ['member', 'editor', 'eventManager'] as const) {
      const res = await as(who).inject({ url: url('revenue') });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await t.app.inject({ url: url('revenue') })).statusCode).toBe(401);
  });
});

describe('analytics: the range', () => {
  it('refuses a backwards range naming `to`, and writes nothing', async () => {
    const before = await countAudits(t, 'member.status');
    const res = await as('admin').inject({ url: url('revenue', 'from=2026-11-30&to=2026-11-01') });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['to']);
    expect(await countAudits(t, 'member.status')).toBe(before);
  });

  it('refuses a range over three years, naming `to`', async () => {
    const res = await as('admin').inject({ url: url('members', 'from=2020-01-01&to=2026-11-30') });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['to']);
    expect(res.json().errors[0].message).toMatch(/three years/);
    expect(
      (await as('admin').inject({ url: url('members', 'from=2023-12-01&to=2026-11-30') }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses dates that are not dates, a missing date, an unknown chart or comparison', async () => {
    const bad = [
      ['revenue', 'from=2026-02-30&to=2026-03-01', ['from']],
      ['revenue', 'from=yesterday&to=2026-03-01', ['from']],
      ['revenue', 'to=2026-03-01', ['from']],
      ['revenue', `${NOV}&compare=lastWeek`, ['compare']],
      ['revenue', `${NOV}&format=pdf`, ['format']],
      ['wages', NOV, ['chart']],
    ] as const;
    for (const [chart, q, fields] of bad) {
      const res = await as('admin').inject({ url: url(chart, q) });
      expect(res.statusCode, `${chart}?${q}`).toBe(400);
      expect(errorFields(res)).toEqual(fields);
    }
  });
});

describe('analytics: the figures of November 2026', () => {
  it('revenue by stream and month from the ledger, net of credits, exact to the paisa', async () => {
    const body = await get('revenue', `${NOV}&compare=previousYear`);
    expect(body.previousFrom).toBe('2025-11-01');
    expect(body.previousTo).toBe('2025-11-30');
    expect(body.currency).toBe('INR');
    expect(body.rows.map((r: { group: string }) => r.group)).toEqual([
      'restaurant',
      'bar',
      'rooms',
      'halls',
      'events',
    ]);
    expect(nov(body.rows, 'restaurant')).toEqual({ amount: 10_000, tax: 500 });
    expect(nov(body.rows, 'bar')).toEqual({ amount: 5_000, tax: 250 });
    expect(nov(body.rows, 'rooms')).toEqual({ amount: 200_000, tax: 24_000 });
    expect(nov(body.rows, 'halls')).toEqual({ amount: 150_050, tax: 22_890 });
    expect(nov(body.rows, 'events')).toEqual({ amount: 0, tax: 0 });
    const restaurant = body.rows.find((r: { group: string }) => r.group === 'restaurant');
    expect(restaurant.previous).toEqual({ amount: 4_000, tax: 0 });
    expect(body.totals).toEqual({ amount: 365_050, tax: 47_640 });
    expect(body.previousTotals).toEqual({ amount: 4_000, tax: 0 });
  });

  it('gives no year before unless asked', async () => {
    const body = await get('revenue');
    expect(body.previousTotals).toBeNull();
    expect(body.rows[0].previous).toBeNull();
  });

  it('room occupancy: confirmed room-nights over the active rooms’ nights', async () => {
    const body = await get('occupancy', `${NOV}&compare=previousYear`);
    expect(body.rows).toHaveLength(1);
    expect(nov(body.rows)).toEqual({ rate: 11.7, nights: 7, available: 60 });
    expect(body.rows[0].previous).toEqual({ rate: 3.3, nights: 2, available: 60 });
  });

  it('hall use: functions held per hall and their guests', async () => {
    const body = await get('halls', `${NOV}&compare=previousYear`);
    expect(body.rows).toEqual([
      {
        key: '2026-11',
        label: '2026-11',
        group: 'Main Hall',
        values: { functions: 2, guests: 100 },
        previous: { functions: 1, guests: 30 },
      },
    ]);
  });

  it('event attendance: places booked, capacity and attended per event', async () => {
    const body = await get('events', `${NOV}&compare=previousYear`);
    expect(body.rows.map((r: { label: string }) => r.label)).toEqual(['Diwali Night']);
    expect(body.rows[0].values).toEqual({ booked: 5, capacity: 50, attended: 2 });
    expect(body.totals).toEqual({ booked: 5, capacity: 50, attended: 2 });
    expect(body.previousTotals).toEqual({ booked: 10, capacity: 40, attended: 0 });
  });

  it('top items by quantity of real orders, removed lines left out', async () => {
    const body = await get('top-items', `${NOV}&compare=previousYear`);
    expect(
      body.rows.map((r: { label: string; values: object; previous: object }) => [
        r.label,
        r.values,
        r.previous,
      ]),
    ).toEqual([
      ['Masala Tea', { quantity: 4, amount: 8_000 }, { quantity: 0, amount: 0 }],
      ['Samosa', { quantity: 2, amount: 10_000 }, { quantity: 7, amount: 35_000 }],
    ]);
    expect(body.totals).toEqual({ quantity: 6, amount: 18_000 });
  });

  it('new and lapsed members by month', async () => {
    const body = await get('members', `${NOV}&compare=previousYear`);
    expect(nov(body.rows)).toEqual({ joined: 2, lapsed: 1 });
    expect(body.rows[0].previous).toEqual({ joined: 1, lapsed: 0 });
  });

  it('feedback: received, answered, median and average minutes, average rating; ratings', async () => {
    const body = await get('feedback', `${NOV}&compare=previousYear`);
    expect(nov(body.rows)).toEqual({
      received: 3,
      answered: 2,
      medianMinutes: 60,
      averageMinutes: 60,
      averageRating: 3.33,
    });
    expect(body.rows[0].previous).toEqual({
      received: 1,
      answered: 1,
      medianMinutes: 60,
      averageMinutes: 60,
      averageRating: 3,
    });
    const r = await get('ratings');
    expect(
      r.rows.map((x: { key: string; values: { count: number } }) => [x.key, x.values.count]),
    ).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 0],
      ['4', 1],
      ['5', 1],
    ]);
  });

  it('lists every month of a longer range, zero where nothing happened', async () => {
    const body = await get('members', 'from=2026-09-15&to=2026-11-30');
    expect(body.rows.map((r: { key: string }) => r.key)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(body.rows[0].values).toEqual({ joined: 0, lapsed: 0 });
  });

  it('is empty, not an error, for a range with nothing in it', async () => {
    const body = await get('events', 'from=2001-01-01&to=2001-01-31&compare=previousYear');
    expect(body.rows).toEqual([]);
    expect(body.totals).toEqual({ booked: 0, capacity: 0, attended: 0 });
  });
});

describe('analytics: CSV', () => {
  it('answers format=csv with a file named after the range, headers in the reader’s language, plain amounts', async () => {
    const res = await as('admin').inject({
      url: url('revenue', `${NOV}&format=csv&compare=previousYear`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-revenue-2026-11-01-to-2026-11-30.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Month,Stream,Amount,Tax,Amount (year before),Tax (year before)');
    expect(lines[1]).toBe('2026-11,Restaurant,100.00,5.00,40.00,0.00');
    expect(lines[4]).toBe('2026-11,Halls,1500.50,228.90,0.00,0.00');
    expect(lines.at(-1)).toBe('Total,,3650.50,476.40,40.00,0.00');
  });

  it('answers an Accept of text/csv with the file too, in Spanish when asked', async () => {
    const res = await as('admin').inject({
      url: url('halls', `${NOV}&lang=es`),
      headers: { accept: 'text/csv' },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Mes,Salón,Celebraciones,Invitados',
      '2026-11,Main Hall,2,100',
      'Total,,2,100',
    ]);
  });

  it('refuses the file to a member like the chart', async () => {
    expect(
      (await as('member').inject({ url: url('revenue', `${NOV}&format=csv`) })).statusCode,
    ).toBe(403);
  });
});
