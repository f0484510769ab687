import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import { PNG, signInMember, type Caller } from '../../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking, step } from '../../../../test/support/chamber-bookings.ts';

useChambersApp();

const A = CHAMBER_BOOKINGS_API;
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

async function ledgerOf(bookingId: number) {
  const res = await t.app.ctx.db.execute(
    sql`select kind, amount::int as amount from ledger_entries where source = 'chamber_booking' and source_id = ${String(bookingId)} order by id`,
  );
  return res.rows as { kind: string; amount: number }[];
}

describe('booking a chamber', () => {
  let other: Caller;
  let first: ChamberBooking;

  it('quotes nights x rooms x tariff + tax, for members and for affiliate guests', async () => {
    const member = await as('member').inject({
      method: 'POST',
      url: A.quote,
      payload: {
        roomType: 'double',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        rooms: 1,
        guestType: 'member',
      },
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json()).toMatchObject({
      nights: 2,
      tariff: 420000,
      subtotal: 840000,
      tax: 100800,
      total: 940800,
      available: 1,
    });
    const guest = await as('member').inject({
      method: 'POST',
      url: A.quote,
      payload: {
        roomType: 'double',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        rooms: 1,
        guestType: 'affiliate',
      },
    });
    expect(guest.json()).toMatchObject({ tariff: 620000, total: 1240000 + 148800 });
  });

  it('shows the nights of a month per room type, blocked nights full', async () => {
    const res = await as('member').inject({ url: `${A.availability}?month=2026-12` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      today: string;
      types: { type: string; nights: { date: string; free: number; state: string }[] }[];
    };
    expect(body.today).toBe('2026-11-24');
    expect(body.types.map((x) => x.type)).toEqual(['single', 'double']);
    const single = body.types[0]!.nights;
    expect(single).toHaveLength(31);
    expect(single.find((n) => n.date === '2026-12-05')).toMatchObject({ free: 0, state: 'full' });
    expect(single.find((n) => n.date === '2026-12-04')).toMatchObject({ free: 1, state: 'few' });
  });

  it('refuses bad requests with 400 naming each field, and an ID proof that is no image or PDF', async () => {
    const bad = await requestBooking(as('member'), {
      checkIn: '2026-12-12',
      checkOut: '2026-12-10',
      rooms: '0',
      guestName: '',
      guestType: 'affiliate',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining(['checkOut', 'rooms', 'guestName', 'affiliatedClubId']),
    );
    const past = await requestBooking(as('member'), { checkIn: '2026-11-20' });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(['checkIn']);
    const crowd = await requestBooking(as('member'), { occupants: '4' });
    expect(fieldsOf(crowd)).toEqual(['occupants']);
    // The refusal names its limit: what the rooms asked for sleep.
    expect(crowd.json().errors[0]).toMatchObject({
      key: 'validation.chamberOverOccupancy',
      params: { limit: 3 },
    });
    const noFile = await requestBooking(as('member'), {}, null);
    expect(fieldsOf(noFile)).toEqual(['idProof']);
    const text = await requestBooking(
      as('member'),
      {},
      {
        name: 'id.pdf',
        type: 'application/pdf',
        data: 'not a pdf',
      },
    );
    expect(text.statusCode).toBe(415);
    // Nothing was asked for.
    const mine = await as('member').inject({ url: A.myBookings });
    expect(mine.json()).toEqual({ items: [] });
  });

  it('takes a request with its ID proof, holds its nights, and refuses the next one for them', async () => {
    const res = await requestBooking(
      as('member'),
      {},
      { name: 'id.png', type: 'image/png', data: PNG },
    );
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first).toMatchObject({
      status: 'requested',
      roomType: 'double',
      nights: 2,
      total: 940800,
      memberCode: 'M1001',
      cancellable: true,
    });
    const proof = await as('member').inject({ url: first.idProofUrl! });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const cal = await as('member').inject({ url: `${A.availability}?month=2026-12` });
    const double = (
      cal.json() as { types: { type: string; nights: { date: string; state: string }[] }[] }
    ).types.find((x) => x.type === 'double')!;
    expect(double.nights.find((n) => n.date === '2026-12-11')?.state).toBe('full');
    expect(double.nights.find((n) => n.date === '2026-12-12')?.state).toBe('few');
    const again = await requestBooking(as('member'), {
      checkIn: '2026-12-11',
      checkOut: '2026-12-13',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'chamber_full' });
  });

  it('lets only one of two members asking at once for the last room have it', async () => {
    other = await signInMember(t, { code: 'M1002', pin: '2345' });
    const [a, b] = await Promise.all([
      requestBooking(as('member'), { checkIn: '2026-12-20', checkOut: '2026-12-22' }),
      requestBooking(other, { checkIn: '2026-12-21', checkOut: '2026-12-23' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const held = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from chamber_bookings where room_type = 'double' and check_in >= '2026-12-20'`,
    );
    expect((held.rows[0] as { n: number }).n).toBe(1);
  });

  it("keeps a member out of another member's booking (404)", async () => {
    for (const req of [
      { url: `${A.myBookings}/${first.id}` },
      { url: `${A.myBookings}/${first.id}/id-proof` },
      {
        method: 'POST' as const,
        url: `${A.myBookings}/${first.id}/cancel`,
        payload: { version: 0 },
      },
    ]) {
      const res = await other.inject(req);
      expect(res.statusCode, req.url).toBe(404);
    }
    const mine = await other.inject({ url: A.myBookings });
    expect((mine.json() as { items: ChamberBooking[] }).items.map((b) => b.id)).not.toContain(
      first.id,
    );
  });

  it('lets the admin list and filter the requests, offer free rooms, and confirm with a charge', async () => {
    const list = await as('admin').inject({ url: `${A.bookings}?status=requested&pageSize=10` });
    expect(list.statusCode).toBe(200);
    const page = list.json() as { items: ChamberBooking[]; total: number };
    expect(page.items.every((b) => b.status === 'requested')).toBe(true);
    expect(page.items.map((b) => b.id)).toContain(first.id);
    const free = await as('admin').inject({ url: `${A.bookings}/${first.id}/free-rooms` });
    expect(free.json()).toEqual({
      items: [expect.objectContaining({ id: rooms.double, number: '201' })],
    });
    const wrongType = await step(as('admin'), first, 'confirm', { roomIds: [rooms.single] });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsOf(wrongType)).toEqual(['roomIds']);
    const ok = await step(as('admin'), first, 'confirm', { roomIds: [rooms.double] });
    expect(ok.statusCode, ok.body).toBe(200);
    first = ok.json();
    expect(first).toMatchObject({
      status: 'confirmed',
      assigned: [{ roomId: rooms.double, from: '2026-12-10', to: '2026-12-12' }],
    });
    expect(first.steps.map((s) => [s.step, s.by])).toEqual([
      ['requested', expect.any(String)],
      ['confirmed', 'Admin'],
    ]);
    expect(await ledgerOf(first.id)).toEqual([{ kind: 'charge', amount: 940800 }]);
    // A second confirm of the same version is refused.
    expect(
      (await step(as('admin'), { ...first, version: 0 }, 'confirm', { roomIds: [rooms.double] }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a room assigned twice for a common night (409, the database says so)', async () => {
    // A request that got in beside the first (as if the type had had two rooms then).
    const ins = await t.app.ctx.db.execute(sql`
      insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms, occupants,
        guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total)
      values (${first.memberId}, 'double', '2026-12-11', '2026-12-13', 1, 1, 'Ravi', 'Indian',
        'member', 2, 420000, 1200, 100800, 940800) returning id`);
    const id = (ins.rows[0] as { id: number }).id;
    const res = await step(as('admin'), { id, version: 0 }, 'confirm', { roomIds: [rooms.double] });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'room_taken' });
    const after = await as('admin').inject({ url: `${A.bookings}/${id}` });
    expect(after.json()).toMatchObject({ status: 'requested', assigned: [] });
    expect(await ledgerOf(id)).toEqual([]);
    const rej = await step(as('admin'), { id, version: 0 }, 'reject', { reason: '' });
    expect(fieldsOf(rej)).toEqual(['reason']);
    const rejected = await step(as('admin'), { id, version: 0 }, 'reject', {
      reason: 'Fully booked',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Fully booked' });
  });

  it('lets the member cancel a confirmed booking before check-in: rooms freed, charge reversed', async () => {
    const res = await as('member').inject({
      method: 'POST',
      url: `${A.myBookings}/${first.id}/cancel`,
      payload: { version: first.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', assigned: [], cancellable: false });
    expect(await ledgerOf(first.id)).toEqual([
      { kind: 'charge', amount: 940800 },
      { kind: 'credit', amount: -940800 },
    ]);
    const free = await as('admin').inject({ url: `${A.bookings}/${first.id}/free-rooms` });
    expect((free.json() as { items: unknown[] }).items).toHaveLength(1);
  });

  it('checks a stay in on its day, refuses the member cancelling it, and an early check-out frees the rest', async () => {
    const req = await requestBooking(as('member'), {
      roomType: 'single',
      checkIn: '2026-11-24',
      checkOut: '2026-11-27',
      occupants: '1',
    });
    expect(req.statusCode, req.body).toBe(201);
    let b = req.json() as ChamberBooking;
    b = (await step(as('admin'), b, 'confirm', { roomIds: [rooms.single] })).json();
    const cancel = await as('member').inject({
      method: 'POST',
      url: `${A.myBookings}/${b.id}/cancel`,
      payload: { version: b.version },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'booking_not_cancellable' });
    const inRes = await step(as('admin'), b, 'check-in');
    expect(inRes.statusCode, inRes.body).toBe(200);
    b = inRes.json();
    expect(b.status).toBe('checked_in');
    const afterIn = await as('member').inject({
      method: 'POST',
      url: `${A.myBookings}/${b.id}/cancel`,
      payload: { version: b.version },
    });
    expect(afterIn.statusCode).toBe(409);
    b = (await step(as('admin'), b, 'check-out')).json();
    expect(b).toMatchObject({
      status: 'checked_out',
      assigned: [{ roomId: rooms.single, from: '2026-11-24', to: '2026-11-25' }],
    });
    expect(b.steps.map((s) => s.step)).toEqual([
      'requested',
      'confirmed',
      'checked_in',
      'checked_out',
    ]);
  });

  it('refuses a check-in before the day, closes a no-show, and the office cancel refunds by the policy', async () => {
    const r1 = (
      await requestBooking(as('member'), { checkIn: '2026-11-30', checkOut: '2026-12-01' })
    ).json() as ChamberBooking;
    const c1 = (
      await step(as('admin'), r1, 'confirm', { roomIds: [rooms.double] })
    ).json() as ChamberBooking;
    const early = await step(as('admin'), c1, 'check-in');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'booking_not_due' });
    const cancelled = await step(as('admin'), c1, 'cancel', { reason: 'Club event' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Club event' });
    // Six days before the stay: the default policy refunds half.
    expect((await ledgerOf(r1.id)).map((e) => e.amount)).toEqual([c1.total, -c1.total / 2]);

    const r2 = (
      await requestBooking(as('member'), { checkIn: '2026-11-24', checkOut: '2026-11-25' })
    ).json() as ChamberBooking;
    const c2 = (
      await step(as('admin'), r2, 'confirm', { roomIds: [rooms.double] })
    ).json() as ChamberBooking;
    const ns = await step(as('admin'), c2, 'no-show');
    expect(ns.json()).toMatchObject({ status: 'no_show', assigned: [] });
    expect((await ledgerOf(r2.id)).map((e) => e.kind)).toEqual(['charge']);
  });

  it('mails the member at each status change', async () => {
    await t.flushMail();
    const res = await t.app.ctx.db.execute(sql`select email from members where code = 'M1001'`);
    const email = (res.rows[0] as { email: string }).email;
    const subjects = t.smtp.to(email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/request #\d+ was received/),
        expect.stringMatching(/is confirmed/),
        expect.stringMatching(/was cancelled/),
        expect.stringMatching(/checked in/),
      ]),
    );
  });

  it('keeps the routes to their roles: 401 signed out, 403 for the wrong role', async () => {
    expect((await as('anonymous').inject({ url: A.myBookings })).statusCode).toBe(401);
    expect(
      (await as('anonymous').inject({ url: `${A.availability}?month=2026-12` })).statusCode,
    ).toBe(401);
    expect((await as('member').inject({ url: A.bookings })).statusCode).toBe(403);
    expect((await as('admin').inject({ url: A.myBookings })).statusCode).toBe(403);
    expect((await as('editor').inject({ url: A.bookings })).statusCode).toBe(403);
    const badMonth = await as('member').inject({ url: `${A.availability}?month=2026-13` });
    expect(badMonth.statusCode).toBe(400);
    expect(fieldsOf(badMonth)).toEqual(['month']);
  });
});
