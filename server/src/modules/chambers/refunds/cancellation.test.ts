import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import { signInMember, type Caller } from '../../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking, step } from '../../../../test/support/chamber-bookings.ts';

/*
 * Room bookings under the cancellation policy (the clock on 2026-11-24; the default policy:
 * 7+ days 100 %, 2+ days 50 %, less 0 %). One night in the double room: 4,200.00 + 12 % tax
 * = 4,704.00.
 */
useChambersApp();

const A = CHAMBER_BOOKINGS_API;
const NIGHT = 470400;

async function ledgerOf(bookingId: number) {
  const res = await t.app.ctx.db.execute(
    sql`select kind, amount::int as amount, tax_amount::int as tax, text_key as key from ledger_entries where source = 'chamber_booking' and source_id = ${String(bookingId)} order by id`,
  );
  return res.rows as { kind: string; amount: number; tax: number; key: string }[];
}

/** A confirmed night in the double room from `checkIn`. */
async function confirmedNight(checkIn: string, checkOut: string): Promise<ChamberBooking> {
  const req = await requestBooking(as('member'), { checkIn, checkOut });
  expect(req.statusCode, req.body).toBe(201);
  const res = await step(as('admin'), req.json() as ChamberBooking, 'confirm', {
    roomIds: [rooms.double],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChamberBooking;
}

const preview = (who: Caller, id: number, admin = false) =>
  who.inject({ url: `${admin ? A.bookings : A.myBookings}/${id}/refund` });
const cancelOwn = (b: ChamberBooking) =>
  as('member').inject({
    method: 'POST',
    url: `${A.myBookings}/${b.id}/cancel`,
    payload: { version: b.version },
  });

describe('cancelling a room booking under its policy', () => {
  it('keeps the policy in force when the booking was requested, whatever the settings say later', async () => {
    const before = (await requestBooking(as('member'), {
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
    }).then((r) => r.json())) as ChamberBooking;
    expect(before.cancellationPolicy.tiers.map((x) => x.refundPercent)).toEqual([100, 50, 0]);
    const settings = (await t.app.inject('/api/settings')).json() as Record<string, unknown>;
    const changed = await as('admin').inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        ...settings,
        cancellationPolicies: {
          ...(settings.cancellationPolicies as object),
          chambers: { tiers: [{ minDaysBefore: 0, refundPercent: 80 }] },
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await requestBooking(as('member'), {
      checkIn: '2026-12-22',
      checkOut: '2026-12-23',
    }).then((r) => r.json())) as ChamberBooking;
    expect(after.cancellationPolicy).toEqual({ tiers: [{ minDaysBefore: 0, refundPercent: 80 }] });
    const kept = (await as('member').inject({ url: `${A.myBookings}/${before.id}` })).json();
    expect(
      kept.cancellationPolicy.tiers.map((x: { refundPercent: number }) => x.refundPercent),
    ).toEqual([100, 50, 0]);

    // A request was never charged: nothing to refund, and nothing posted when it is cancelled.
    const pending = await preview(as('member'), before.id);
    expect(pending.json()).toMatchObject({ charged: 0, amount: 0, penalty: 0, daysBefore: 26 });
    const cancelled = await cancelOwn(before);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: null });
    expect(await ledgerOf(before.id)).toEqual([]);
    await cancelOwn(after);
    // The default policy again, for the tests below.
    await as('admin').inject({ method: 'PUT', url: '/api/admin/settings', payload: settings });
  });

  it('previews and credits the refund at each tier: 100 %, 50 %, 0 %', async () => {
    const cases = [
      { checkIn: '2026-12-01', checkOut: '2026-12-02', days: 7, percent: 100, amount: NIGHT },
      { checkIn: '2026-11-26', checkOut: '2026-11-27', days: 2, percent: 50, amount: NIGHT / 2 },
      { checkIn: '2026-11-25', checkOut: '2026-11-26', days: 1, percent: 0, amount: 0 },
    ];
    for (const c of cases) {
      const b = await confirmedNight(c.checkIn, c.checkOut);
      const mine = await preview(as('member'), b.id);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({
        bookingId: b.id,
        today: '2026-11-24',
        daysBefore: c.days,
        percent: c.percent,
        charged: NIGHT,
        amount: c.amount,
        penalty: NIGHT - c.amount,
      });
      expect((await preview(as('admin'), b.id, true)).json()).toEqual(mine.json());
      const res = await cancelOwn(b);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        assigned: [],
        refund: { daysBefore: c.days, percent: c.percent, amount: c.amount, waived: false },
      });
      const entries = await ledgerOf(b.id);
      expect(entries[0]).toMatchObject({ kind: 'charge', amount: NIGHT, tax: 50400 });
      if (c.percent === 100)
        expect(entries.slice(1)).toEqual([
          { kind: 'credit', amount: -NIGHT, tax: -50400, key: 'chamber.cancelled' },
        ]);
      if (c.percent === 50)
        expect(entries.slice(1)).toEqual([
          { kind: 'credit', amount: -NIGHT / 2, tax: -25200, key: 'chamber.cancel_refund' },
        ]);
      if (c.percent === 0) expect(entries).toHaveLength(1);
      // The audit entry keeps the refund.
      const audit = await t.app.ctx.db.execute(
        sql`select after from audit_log where entity = 'chamber_booking' and entity_id = ${String(b.id)} and action = 'chambers.booking.cancel_own'`,
      );
      expect((audit.rows[0] as { after: object }).after).toMatchObject({
        refundPercent: c.percent,
        refundAmount: c.amount,
      });
    }
  });

  it("shows the refund on the member's statement in their language", async () => {
    // The ledger posts at the database's time, not the test's clock: the month it fell in.
    const posted = await t.app.ctx.db.execute(
      sql`select to_char(posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month from ledger_entries where text_key = 'chamber.cancel_refund' order by id desc limit 1`,
    );
    const month = (posted.rows[0] as { month: string }).month;
    const en = await as('member').inject({ url: `/api/member/statements/${month}` });
    expect(en.statusCode, en.body).toBe(200);
    const texts = (en.json() as { entries: { description: string; amount: number }[] }).entries;
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          description: expect.stringMatching(
            /^Cancelled chambers booking #\d+: 50% refunded \(2 day\(s\) before the stay\)$/,
          ),
          amount: -NIGHT / 2,
        }),
      ]),
    );
    const de = await as('member').inject({ url: `/api/member/statements/${month}?lang=de` });
    expect(JSON.stringify(de.json())).toMatch(/50 % erstattet \(2 Tag\(e\) vor dem Aufenthalt\)/);
  });

  it('lets the office waive the penalty with a reason (a full refund), refusing a waiver without one', async () => {
    const b = await confirmedNight('2026-11-25', '2026-11-26');
    const noReason = await step(as('admin'), b, 'cancel', { waivePenalty: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const badFlag = await step(as('admin'), b, 'cancel', { waivePenalty: 'maybe' });
    expect(badFlag.statusCode).toBe(400);
    // Nothing was written.
    expect((await as('admin').inject({ url: `${A.bookings}/${b.id}` })).json()).toMatchObject({
      status: 'confirmed',
      version: b.version,
    });
    expect(await ledgerOf(b.id)).toHaveLength(1);

    const waived = await step(as('admin'), b, 'cancel', {
      waivePenalty: true,
      reason: 'Flight cancelled, doctor note',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({
      status: 'cancelled',
      reason: 'Flight cancelled, doctor note',
      refund: { daysBefore: 1, percent: 100, amount: NIGHT, waived: true },
    });
    expect((await ledgerOf(b.id)).map((e) => e.amount)).toEqual([NIGHT, -NIGHT]);
  });

  it('applies the policy to the office cancel too (no waiver: the tier)', async () => {
    const b = await confirmedNight('2026-11-27', '2026-11-28');
    const res = await step(as('admin'), b, 'cancel', { reason: 'Member phoned' });
    expect(res.json()).toMatchObject({ refund: { daysBefore: 3, percent: 50, waived: false } });
    expect((await ledgerOf(b.id)).map((e) => e.amount)).toEqual([NIGHT, -NIGHT / 2]);
  });

  it('refuses the preview for other members, the wrong roles, bad ids and bookings past cancelling', async () => {
    const b = await confirmedNight('2026-12-02', '2026-12-03');
    const other = await signInMember(t, { code: 'M1002', pin: '2345' });
    expect((await preview(other, b.id)).statusCode).toBe(404);
    expect((await preview(as('member'), 999999)).statusCode).toBe(404);
    expect((await preview(as('anonymous'), b.id)).statusCode).toBe(401);
    expect((await preview(as('admin'), b.id)).statusCode).toBe(403);
    expect((await preview(as('editor'), b.id, true)).statusCode).toBe(403);
    expect((await preview(as('member'), b.id, true)).statusCode).toBe(403);
    const bad = await as('member').inject({ url: `${A.myBookings}/abc/refund` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    const done = await cancelOwn(b);
    const gone = await preview(as('member'), b.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'booking_not_cancellable' });
    // A second cancel is refused and posts nothing more.
    expect((await cancelOwn(done.json() as ChamberBooking)).statusCode).toBe(409);
    expect((await ledgerOf(b.id)).map((e) => e.amount)).toEqual([NIGHT, -NIGHT]);
  });
});
