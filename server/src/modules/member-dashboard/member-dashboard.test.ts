import { describe, expect, it } from 'vitest';
import { ensureMember, signInMember, type Caller } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import {
  TODAY,
  clubEvent,
  eventBooking,
  hallAndPackage,
  hallBooking,
  ist,
  notice,
  order,
  stay,
} from '../../../test/support/dashboards.ts';

/*
 * The member dashboard's cards (issue 32 item 7), against rows this file writes: the club's
 * clock on Sunday 2026-12-06 10:00 (Asia/Kolkata).
 */
useStaffApp({ today: TODAY });

const URL = '/api/member/dashboard';
const get = async (who: Caller, lang = 'en') => {
  const res = await who.inject({ url: `${URL}?lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('member dashboard', () => {
  it('is for members: 401 signed out, 403 for staff, 400 for a language it does not know', async () => {
    expect((await as('anonymous').inject({ url: URL })).statusCode).toBe(401);
    for (const role of ['admin', 'editor', 'eventManager'] as const) {
      expect((await as(role).inject({ url: URL })).statusCode, role).toBe(403);
    }
    const bad = await as('member').inject({ url: `${URL}?lang=fr` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['lang']);
  });

  it('shows empty cards to a member with nothing ahead', async () => {
    const body = await get(as('member'));
    for (const card of ['stays', 'functions', 'events', 'orders', 'notices', 'notifications']) {
      expect(body[card], card).toEqual({ total: 0, items: [] });
    }
  });

  it("lists the member's own things still ahead, soonest first, three a card with the count", async () => {
    const m = as('member').id!;
    const otherId = await ensureMember(t, { code: 'M1008', pin: '8888' });
    // Stays: one under way, three ahead; a cancelled, a past and another member's are not shown.
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      status: 'requested',
    });
    const now = await stay(t, {
      memberId: m,
      checkIn: '2026-12-04',
      checkOut: '2026-12-07',
      rooms: 2,
      status: 'checked_in',
    });
    const next = await stay(t, {
      memberId: m,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      status: 'confirmed',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-15',
      checkOut: '2026-12-16',
      status: 'requested',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-12',
      checkOut: '2026-12-13',
      status: 'cancelled',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-11-01',
      checkOut: '2026-11-03',
      status: 'checked_out',
    });
    await stay(t, {
      memberId: otherId,
      checkIn: '2026-12-08',
      checkOut: '2026-12-09',
      status: 'confirmed',
    });
    // Functions: one ahead; a past one and a cancelled one are not shown.
    const h = await hallAndPackage(t, 'Crystal Hall');
    const fn = await hallBooking(t, {
      memberId: m,
      hall: h.hall,
      pkg: h.pkg,
      date: '2026-12-24',
      status: 'confirmed',
      guests: 80,
    });
    await hallBooking(t, {
      memberId: m,
      hall: h.hall,
      pkg: h.pkg,
      date: '2026-12-01',
      status: 'completed',
    });
    await hallBooking(t, {
      memberId: m,
      hall: h.hall,
      pkg: h.pkg,
      date: '2026-12-26',
      status: 'cancelled',
    });
    // Events: a booking of one still to come (its German title); cancelled and past ones not.
    const gala = await clubEvent(t, {
      title: 'Winter gala',
      day: '2026-12-19',
      status: 'published',
      translations: { de: { title: 'Wintergala' } },
    });
    const quiz = await clubEvent(t, { title: 'Quiz', day: '2026-12-01', status: 'completed' });
    const booking = await eventBooking(t, {
      memberId: m,
      eventId: gala,
      status: 'booked',
      heads: 2,
    });
    await eventBooking(t, { memberId: m, eventId: gala, status: 'cancelled' });
    await eventBooking(t, { memberId: m, eventId: quiz, status: 'confirmed' });
    await eventBooking(t, { memberId: otherId, eventId: gala, status: 'booked' });
    // Orders: the open ones only.
    const open = await order(t, {
      memberId: m,
      outlet: 'bar',
      status: 'preparing',
      day: TODAY,
      total: 2500,
    });
    await order(t, { memberId: m, outlet: 'restaurant', status: 'delivered', day: TODAY });
    await order(t, { memberId: otherId, outlet: 'restaurant', status: 'ordered', day: TODAY });
    // Notices shown today: the pinned first; one not yet shown and one ended are not.
    const plain = await notice(t, { title: 'Pool closed Monday', showFrom: '2026-12-05' });
    const pinned = await notice(t, {
      title: 'AGM on 20 December',
      showFrom: '2026-12-01',
      pinned: true,
    });
    await notice(t, { title: 'Not yet', showFrom: '2026-12-07' });
    await notice(t, { title: 'Over', showFrom: '2026-11-01', showUntil: '2026-12-05' });

    const body = await get(as('member'));
    expect(body.stays.total).toBe(4);
    expect(body.stays.items.map((s: { id: number }) => s.id)).toEqual([
      now,
      next,
      expect.any(Number),
    ]);
    expect(body.stays.items[0]).toEqual({
      id: now,
      roomType: 'double',
      checkIn: '2026-12-04',
      checkOut: '2026-12-07',
      rooms: 2,
      status: 'checked_in',
    });
    expect(body.functions).toEqual({
      total: 1,
      items: [
        {
          id: fn,
          hall: 'Crystal Hall',
          date: '2026-12-24',
          session: 'morning',
          guests: 80,
          status: 'confirmed',
        },
      ],
    });
    expect(body.events).toEqual({
      total: 1,
      items: [
        {
          id: booking,
          title: 'Winter gala',
          startsAt: ist('2026-12-19', '18:00').toISOString(),
          heads: 2,
          status: 'booked',
        },
      ],
    });
    expect(body.orders).toEqual({
      total: 1,
      items: [
        {
          id: open,
          invoiceNumber: null,
          outlet: 'bar',
          status: 'preparing',
          slotAt: ist(TODAY, '12:00').toISOString(),
          total: 2500,
        },
      ],
    });
    expect(body.notices.items.map((n: { id: number }) => n.id)).toEqual([pinned, plain]);
    expect(body.notices.items[0]).toEqual({
      id: pinned,
      title: 'AGM on 20 December',
      showFrom: '2026-12-01',
      pinned: true,
    });

    // In German the event's title is the editors' German one.
    expect((await get(as('member'), 'de')).events.items[0].title).toBe('Wintergala');
    // The other member sees only their own (and the same notices).
    const other = await signInMember(t, { code: 'M1008', pin: '8888' });
    const theirs = await get(other);
    expect([
      theirs.stays.total,
      theirs.functions.total,
      theirs.events.total,
      theirs.orders.total,
    ]).toEqual([1, 0, 1, 1]);
    expect(theirs.notices.total).toBe(2);
  });
});
