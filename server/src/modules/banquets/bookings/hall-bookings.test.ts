import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANQUET_BOOKINGS_API,
  type BanquetAvailability,
  type BanquetBooking,
  type BanquetQuote,
} from '@club/contracts';
import { seedBanquets } from '../../../seed/banquets.ts';
import { signInAs, signInMember, type As, type Caller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { systemActor } from '../../../actor.ts';
import { banquetBookingMail } from '../mails.ts';
import { sendBookingMail } from './send-booking-mail.ts';
import { cloneRow } from '../../../../test/support/clone-row.ts';
import { idsPageByPage } from '../../../../test/support/pages.ts';

/*
 * Hall bookings (banquet/booking, banquet/myBooking, banquet/ManageBanquetOrder): the demo
 * halls and packages, the club's clock on 2026-11-24 (Asia/Kolkata), M1001 and M1002.
 */

const A = BANQUET_BOOKINGS_API;
let t: TestApp;
let as: As;
let m2: Caller;
const ids = {} as {
  crystal: number;
  board: number;
  veg: number;
  nonVeg: number;
  starters: number[];
  butterChicken: number;
  chaat: number;
  kebab: number;
  floral: number;
};

const setToday = (date: string) => {
  const at = new Date(`${date}T10:00:00+05:30`);
  t.app.ctx.clock = { now: () => at };
};

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.app.ctx.db.execute(query)).rows as T[];
}
const one = async (table: string, name: string) =>
  (await q<{ id: number }>(sql`select id from ${sql.raw(table)} where name = ${name}`))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  setToday('2026-11-24');
  as = await signInAs(t, ['member', 'admin', 'editor']);
  m2 = await signInMember(t, { code: 'M1002', pin: '1234' });
  await seedBanquets(t.app.ctx.db);
  Object.assign(ids, {
    crystal: await one('banquet_halls', 'Crystal Hall'),
    board: await one('banquet_halls', 'Board Room'),
    veg: await one('banquet_packages', 'Veg Classic'),
    nonVeg: await one('banquet_packages', 'Non-Veg Classic'),
    starters: (
      await q<{ id: number }>(
        sql`select d.id from banquet_dishes d join banquet_courses c on c.id = d.course_id where c.name = 'Starters' order by d.id`,
      )
    ).map((r) => r.id),
    butterChicken: await one('banquet_dishes', 'Butter Chicken'),
    chaat: await one('banquet_addons', 'Live Chaat Counter'),
    kebab: await one('banquet_addons', 'Kebab Live Station'),
    floral: await one('banquet_addons', 'Floral Decoration'),
  });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  hallId: ids.crystal,
  date: '2026-12-20',
  session: 'evening',
  guests: 100,
  projector: true,
  music: true,
  valetDrivers: 2,
  comments: 'Birthday dinner; one Jain guest.',
  packageId: ids.veg,
  dishIds: ids.starters.slice(0, 3),
  addonIds: [ids.chaat, ids.floral],
  ...over,
});
const ask = (who: Caller, over: Record<string, unknown> = {}) =>
  who.inject({ method: 'POST', url: A.myBookings, payload: body(over) });
const step = (b: Pick<BanquetBooking, 'id' | 'version'>, name: string, extra: object = {}) =>
  as('admin').inject({
    method: 'POST',
    url: `${A.bookings}/${b.id}/${name}`,
    payload: { version: b.version, ...extra },
  });
const fields = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field).sort();
const count = async (table: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const ledgerOf = (id: number) =>
  q<{ kind: string; amount: number; source_id: string }>(
    sql`select kind, amount::int as amount, source_id from ledger_entries where source = 'banquet_booking' and source_id like ${`${id}%`} order by id`,
  );

describe('booking a banquet hall', () => {
  let first: BanquetBooking;

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

  it('takes a request with its price, menu and policy copy, holds the slot, audits and mails', async () => {
    const res = await ask(as('member'));
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first).toMatchObject({
      status: 'requested',
      memberCode: 'M1001',
      hallName: 'Crystal Hall',
      session: 'evening',
      hours: 4,
      guests: 100,
      total: 22_207_600,
      packageName: 'Veg Classic',
      advance: null,
      cancellable: true,
      policy: { tiers: [{ minDaysBefore: 30, refundPercent: 90 }, {}, {}] },
    });
    expect(first.menu.find((c) => c.course === 'Starters')?.dishes).toHaveLength(3);
    expect(first.addons.map((a) => a.name)).toEqual(['Live Chaat Counter', 'Floral Decoration']);
    const audit = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'banquets.booking.request' and entity_id = ${String(first.id)}`,
    );
    expect(audit[0]!.n).toBe(1);
    const mails = await q<{ n: number }>(
      sql`select count(*)::int as n from outbox where topic = 'banquet_booking.changed' and payload->>'bookingId' = ${String(first.id)}`,
    );
    expect(mails[0]!.n).toBe(1);

    const cal = await m2.inject({ url: `${A.availability}?month=2026-12` });
    expect(cal.statusCode).toBe(200);
    const crystal = cal.json<BanquetAvailability>().halls.find((h) => h.hallId === ids.crystal)!;
    expect(crystal.dates).toHaveLength(31);
    expect(crystal.dates.find((d) => d.date === '2026-12-20')).toEqual({
      date: '2026-12-20',
      morning: 'free',
      evening: 'taken',
    });
  });

  it('refuses a taken slot with 409 (the full day collides with either half), frees the other half', async () => {
    const before = await count('banquet_bookings');
    const same = await ask(m2);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'hall_taken' });
    const full = await ask(m2, { session: 'full_day' });
    expect(full.statusCode).toBe(409);
    expect(await count('banquet_bookings')).toBe(before);
    const morning = await ask(m2, { session: 'morning', guests: 50 });
    expect(morning.statusCode, morning.body).toBe(201);
    // A full day elsewhere takes both halves.
    const day = await ask(m2, { session: 'full_day', date: '2026-12-22', guests: 40 });
    expect(day.statusCode).toBe(201);
    expect((await ask(as('member'), { session: 'morning', date: '2026-12-22' })).statusCode).toBe(
      409,
    );
    expect((await ask(as('member'), { session: 'evening', date: '2026-12-22' })).statusCode).toBe(
      409,
    );
    // Another hall that day is free.
    const board = await ask(as('member'), {
      hallId: ids.board,
      date: '2026-12-22',
      guests: 20,
      addonIds: [],
    });
    expect(board.statusCode, board.body).toBe(201);
  });

  it("answers another member's booking as not found, and lists only the member's own", async () => {
    for (const url of [`${A.myBookings}/${first.id}`, `${A.myBookings}/${first.id}/cancellation`]) {
      expect((await m2.inject({ url })).statusCode).toBe(404);
    }
    const cancel = await m2.inject({
      method: 'POST',
      url: `${A.myBookings}/${first.id}/cancel`,
      payload: { version: first.version },
    });
    expect(cancel.statusCode).toBe(404);
    const mine = await m2.inject({ url: A.myBookings });
    expect(
      mine.json<{ items: BanquetBooking[] }>().items.every((b) => b.memberCode === 'M1002'),
    ).toBe(true);
  });

  it('refuses a Suspended member (409) and writes nothing', async () => {
    const m3 = await signInMember(t, { code: 'M1003', pin: '1234' });
    await t.app.ctx.db.execute(sql`update members set status = 'Suspended' where code = 'M1003'`);
    const before = await count('banquet_bookings');
    const res = await ask(m3, { date: '2026-12-28' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'member_not_active' });
    expect(await count('banquet_bookings')).toBe(before);
  });

  it('lets only admins at the office routes and only members at the member routes', async () => {
    for (const who of ['member', 'editor'] as const) {
      expect((await as(who).inject({ url: A.bookings })).statusCode).toBe(403);
      expect(
        (await as(who).inject({ url: `${A.bookings}/${first.id}/function-sheet.pdf` })).statusCode,
      ).toBe(403);
    }
    expect((await as('anonymous').inject({ url: A.bookings })).statusCode).toBe(401);
    expect((await as('anonymous').inject({ url: A.myBookings })).statusCode).toBe(401);
    expect((await as('editor').inject({ url: A.myBookings })).statusCode).toBe(403);
  });

  it('lists for the office by status and dates', async () => {
    const all = await as('admin').inject({ url: `${A.bookings}?status=requested` });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ total: number }>().total).toBe(4);
    const day = await as('admin').inject({
      url: `${A.bookings}?from=2026-12-21&to=2026-12-22`,
    });
    expect(day.json<{ total: number }>().total).toBe(2);
    const bad = await as('admin').inject({ url: `${A.bookings}?status=nope&from=x` });
    expect(bad.statusCode).toBe(400);
  });

  it('confirms with an advance (charged to the member) and refuses a bad advance or a stale version', async () => {
    const tooMuch = await step(first, 'confirm', { advance: '300000', advanceDueOn: '2026-12-01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(fields(tooMuch)).toEqual(['advance']);
    const late = await step(first, 'confirm', { advance: '50000', advanceDueOn: '2026-12-21' });
    expect(fields(late)).toEqual(['advanceDueOn']);
    expect(await ledgerOf(first.id)).toEqual([]);
    const ok = await step(first, 'confirm', { advance: '50000', advanceDueOn: '2026-12-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await step(first, 'confirm', { advance: '50000', advanceDueOn: '2026-12-01' });
    expect(stale.statusCode).toBe(409);
    first = ok.json();
    expect(first).toMatchObject({
      status: 'confirmed',
      advance: 5_000_000,
      advanceDueOn: '2026-12-01',
    });
    expect(first.steps.map((s) => [s.step, s.by])).toEqual([
      ['requested', expect.any(String)],
      ['confirmed', 'Admin'],
    ]);
    expect(await ledgerOf(first.id)).toEqual([
      { kind: 'charge', amount: 5_000_000, source_id: `${first.id}:advance` },
    ]);
    const seen = await as('member').inject({ url: `${A.myBookings}/${first.id}` });
    expect(seen.json()).toMatchObject({ status: 'confirmed', advance: 5_000_000 });
  });

  it('sets the final guest count: down before the cut-off, only up after it, within capacity', async () => {
    const down = await step(first, 'final-guests', { guests: 90 });
    expect(down.statusCode, down.body).toBe(200);
    first = down.json();
    expect(first.finalGuests).toBe(90);
    const over = await step(first, 'final-guests', { guests: 301 });
    expect(fields(over)).toEqual(['guests']);
    expect(over.json().errors[0].params).toEqual({ limit: 300 });
    setToday('2026-12-18');
    try {
      const lower = await step(first, 'final-guests', { guests: 80 });
      expect(lower.statusCode).toBe(400);
      expect(fields(lower)).toEqual(['guests']);
      const up = await step(first, 'final-guests', { guests: 110 });
      expect(up.statusCode).toBe(200);
      first = up.json();
      expect(first.finalGuests).toBe(110);
      expect(first.steps.at(-1)).toMatchObject({ step: 'guests_set', by: 'Admin' });
    } finally {
      setToday('2026-11-24');
    }
  });

  it('prints the function sheet for the office (PDF)', async () => {
    const res = await as('admin').inject({
      url: `${A.bookings}/${first.id}/function-sheet.pdf?lang=de`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await as('admin').inject({ url: `${A.bookings}/99999/function-sheet.pdf` })).statusCode,
    ).toBe(404);
  });

  it('completes on the day with the final bill: plates on actuals, less the advance', async () => {
    const early = await step(first, 'complete');
    expect(early.statusCode).toBe(409);
    setToday('2026-12-20');
    try {
      const res = await step(first, 'complete');
      expect(res.statusCode, res.body).toBe(200);
      const done = res.json<BanquetBooking>();
      // 18,820,000 + 10 plates x 95,000 = 19,770,000; 18 % GST 3,558,600.
      expect(done).toMatchObject({ status: 'completed', finalTotal: 23_328_600 });
      expect(done.balance).toBe(23_328_600 - 5_000_000);
      expect(await ledgerOf(first.id)).toEqual([
        { kind: 'charge', amount: 5_000_000, source_id: `${first.id}:advance` },
        { kind: 'charge', amount: 18_328_600, source_id: `${first.id}:balance` },
      ]);
      expect((await step(done, 'cancel')).statusCode).toBe(409);
    } finally {
      setToday('2026-11-24');
    }
  });

  it("cancels with the refund under the booking's own policy copy, previewed first", async () => {
    const res = await ask(as('member'), { date: '2026-12-10', session: 'morning' });
    expect(res.statusCode).toBe(201);
    let b = res.json<BanquetBooking>();
    // The policy changes after the booking was made: the booking keeps its copy.
    await t.app.ctx.db.execute(
      sql`update club_settings set cancellation_policies = jsonb_set(cancellation_policies, '{banquets}', '{"tiers":[{"minDaysBefore":0,"refundPercent":0}]}')`,
    );
    const none = await as('member').inject({ url: `${A.myBookings}/${b.id}/cancellation` });
    expect(none.json()).toEqual({ paid: 0, daysBefore: 16, refundPercent: 50, refund: 0 });
    const ok = await step(b, 'confirm', { advance: '40000', advanceDueOn: '2026-11-30' });
    b = ok.json();
    const preview = await as('member').inject({ url: `${A.myBookings}/${b.id}/cancellation` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      paid: 4_000_000,
      daysBefore: 16,
      refundPercent: 50,
      refund: 2_000_000,
    });
    const cancel = await as('member').inject({
      method: 'POST',
      url: `${A.myBookings}/${b.id}/cancel`,
      payload: { version: b.version },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: 'cancelled',
      refund: 2_000_000,
      cancellable: false,
    });
    expect(await ledgerOf(b.id)).toEqual([
      { kind: 'charge', amount: 4_000_000, source_id: `${b.id}:advance` },
      { kind: 'credit', amount: -2_000_000, source_id: `${b.id}` },
    ]);
    // The slot is free again.
    expect(
      (await ask(m2, { date: '2026-12-10', session: 'full_day', guests: 10 })).statusCode,
    ).toBe(201);
  });

  it('rejects and cancels from the office with a reason, freeing the slot', async () => {
    const mine = await m2.inject({ url: A.myBookings });
    const [a, b] = mine
      .json<{ items: BanquetBooking[] }>()
      .items.filter((x) => x.status === 'requested');
    const noReason = await step(a!, 'reject', { reason: '' });
    expect(fields(noReason)).toEqual(['reason']);
    const rej = await step(a!, 'reject', { reason: 'Hall under repair' });
    expect(rej.statusCode).toBe(200);
    expect(rej.json()).toMatchObject({ status: 'rejected', reason: 'Hall under repair' });
    const can = await step(b!, 'cancel', { reason: 'Asked by phone' });
    expect(can.statusCode).toBe(200);
    expect(can.json()).toMatchObject({ status: 'cancelled', refund: 0 });
    expect(await ledgerOf(b!.id)).toEqual([]);
    expect(
      (await step(rej.json(), 'confirm', { advance: '1', advanceDueOn: '2026-12-01' })).statusCode,
    ).toBe(409);
    expect((await step({ id: 99999, version: 0 }, 'reject', { reason: 'Gone' })).statusCode).toBe(
      404,
    );
  });

  it('mails the member in their language', async () => {
    await t.app.ctx.db.execute(sql`update members set language = 'de' where code = 'M1001'`);
    const before = await count('outbox');
    await sendBookingMail(t.app.ctx, systemActor('test'), {
      bookingId: first.id,
      kind: 'completed',
    });
    const [mail] = await q<{ payload: { subject: string } }>(
      sql`select payload from outbox where topic = 'mail' order by id desc limit 1`,
    );
    expect(await count('outbox')).toBe(before + 1);
    expect(JSON.stringify(mail!.payload)).toContain('Schlussrechnung');
    for (const language of ['en', 'es', 'de'] as const) {
      const m = banquetBookingMail(
        { email: 'a@example.com', name: 'A', language },
        'Club',
        'confirmed',
        {
          id: 1,
          hall: 'H',
          date: '2026-12-20',
          time: '18:00–22:00',
          guests: 10,
          total: '1',
          advance: '2',
          advanceDueOn: '2026-12-01',
          finalTotal: '',
          balance: '',
          refund: '',
          reason: '',
          url: 'u',
        },
      );
      expect(JSON.stringify(m)).toContain('2026-12-01');
    }
  });
});

describe('one booking per hall slot under concurrency', () => {
  it('50 concurrent requests for one slot give exactly one booking', async () => {
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
