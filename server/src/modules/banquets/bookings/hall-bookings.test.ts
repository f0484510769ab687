import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BANQUET_BOOKINGS_API,
  type BanquetAvailability,
  type BanquetBooking,
} from '@club/contracts';
import { signInMember } from '../../../../test/fixtures.ts';
import { systemActor } from '../../../actor.ts';
import { banquetBookingMail } from '../mails.ts';
import { sendBookingMail } from './send-booking-mail.ts';
import {
  as,
  ask,
  count,
  ids,
  m2,
  q,
  setToday,
  step,
  t,
  useBanquetsApp,
} from '../../../../test/support/banquets.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';

/*
 * Hall bookings (banquet/booking, banquet/myBooking, banquet/ManageBanquetOrder): the demo
 * halls and packages, the club's clock on 2026-11-24 (Asia/Kolkata), M1001 and M1002.
 */

const A = BANQUET_BOOKINGS_API;
useBanquetsApp();

const ledgerOf = (id: number) =>
  q<{ kind: string; amount: number; source_id: string }>(
    sql`select kind, amount::int as amount, source_id from ledger_entries where source = 'banquet_booking' and source_id like ${`${id}%`} order by id`,
  );

describe('booking a banquet hall', () => {
  let first: BanquetBooking;

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
