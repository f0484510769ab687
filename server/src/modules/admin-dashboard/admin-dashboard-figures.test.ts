import { describe, expect, it } from 'vitest';
import { ensureMember } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import {
  TODAY,
  clubEvent,
  feedbackRow,
  hallAndPackage,
  hallBooking,
  ist,
  order,
  payment,
  stay,
} from '../../../test/support/dashboards.ts';

/*
 * The admin dashboard's cards and charts (issue 32 item 6), against rows this file writes:
 * the club's clock on Sunday 2026-12-06 10:00 (Asia/Kolkata), the month December 2026.
 */
useStaffApp({ today: TODAY });

const get = async (who = as('admin')) => {
  const res = await who.inject({ url: '/api/admin/dashboard' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const nonZero = (days: { day: string; value: number }[]) =>
  Object.fromEntries(days.filter((d) => d.value !== 0).map((d) => [d.day, d.value]));

describe('admin dashboard: what waits for the office and the month', () => {
  it('is refused to the event manager too (403)', async () => {
    expect((await as('eventManager').inject({ url: '/api/admin/dashboard' })).statusCode).toBe(403);
  });

  it('counts nothing in an empty club, with every day of the month charted', async () => {
    const body = await get();
    expect(body.month).toBe('2026-12');
    expect(body.today).toBe(TODAY);
    expect(body.openOrders).toEqual([
      { outlet: 'restaurant', count: 0 },
      { outlet: 'bar', count: 0 },
    ]);
    expect([body.chamberRequests, body.hallRequests, body.profileRequests]).toEqual([0, 0, 0]);
    expect(body.upcomingEvents).toEqual([]);
    expect(body.feedback).toEqual({ open: 0, inProgress: 0, overdue: 0 });
    expect(body.charts.ordersByOutlet).toEqual([
      { outlet: 'restaurant', count: 0, amount: 0 },
      { outlet: 'bar', count: 0, amount: 0 },
    ]);
    expect(body.charts.roomNights).toHaveLength(31);
    expect(body.charts.roomNights[0]).toEqual({ day: '2026-12-01', value: 0 });
    expect(body.charts.roomNights[30]).toEqual({ day: '2026-12-31', value: 0 });
    expect(body.charts.payments).toHaveLength(31);
    expect(nonZero(body.charts.payments)).toEqual({});
  });

  it('counts the open orders, requests, events, feedback and the month as the rows say', async () => {
    const m = as('member').id!;
    const other = await ensureMember(t, { code: 'M1009', pin: '9999' });
    // Orders: open ones of any day count by outlet; the month's chart counts real orders of its days.
    await order(t, {
      memberId: m,
      outlet: 'restaurant',
      status: 'ordered',
      day: TODAY,
      total: 1000,
    });
    await order(t, {
      memberId: other,
      outlet: 'restaurant',
      status: 'preparing',
      day: TODAY,
      total: 2000,
    });
    await order(t, { memberId: m, outlet: 'bar', status: 'ready_for_pickup', day: '2026-11-30' });
    await order(t, {
      memberId: m,
      outlet: 'restaurant',
      status: 'delivered',
      day: '2026-12-02',
      total: 4000,
    });
    await order(t, { memberId: m, outlet: 'bar', status: 'cancelled', day: '2026-12-03' });
    await order(t, { memberId: m, outlet: 'restaurant', status: 'pending_payment', day: TODAY });
    await order(t, { memberId: m, outlet: 'bar', status: 'delivered', day: '2027-01-02' });
    // Stays: two requests wait; confirmed and past stays fill the month's nights.
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      status: 'requested',
    });
    await stay(t, {
      memberId: other,
      checkIn: '2026-11-20',
      checkOut: '2026-11-22',
      status: 'requested',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-05',
      checkOut: '2026-12-08',
      rooms: 2,
      status: 'confirmed',
    });
    await stay(t, {
      memberId: other,
      checkIn: '2026-11-30',
      checkOut: '2026-12-02',
      status: 'checked_out',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-06',
      checkOut: '2026-12-07',
      status: 'checked_in',
    });
    await stay(t, {
      memberId: m,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      rooms: 3,
      status: 'cancelled',
    });
    // Hall bookings: one request waits.
    const h = await hallAndPackage(t);
    await hallBooking(t, {
      memberId: m,
      hall: h.hall,
      pkg: h.pkg,
      date: '2026-12-20',
      status: 'requested',
    });
    await hallBooking(t, {
      memberId: m,
      hall: h.hall,
      pkg: h.pkg,
      date: '2026-12-21',
      status: 'confirmed',
    });
    // Events: the published ones still to start, soonest first.
    const later = await clubEvent(t, {
      title: 'New Year gala',
      day: '2026-12-31',
      status: 'published',
      capacity: 200,
      taken: 150,
    });
    const soon = await clubEvent(t, {
      title: 'Tennis open',
      day: '2026-12-12',
      status: 'published',
      capacity: 16,
      taken: 16,
    });
    await clubEvent(t, { title: 'Quiz night', day: '2026-12-02', status: 'published' });
    await clubEvent(t, { title: 'Draft', day: '2026-12-15', status: 'draft' });
    await clubEvent(t, { title: 'Called off', day: '2026-12-16', status: 'cancelled' });
    // Feedback: late for its first reply; on time; late to resolve; resolved (never late).
    const past = ist('2026-12-05'),
      ahead = ist('2026-12-09');
    await feedbackRow(t, {
      memberId: m,
      status: 'open',
      firstReplyDueAt: past,
      resolutionDueAt: ahead,
    });
    await feedbackRow(t, {
      memberId: m,
      status: 'open',
      firstReplyDueAt: ahead,
      resolutionDueAt: ahead,
    });
    await feedbackRow(t, {
      memberId: other,
      status: 'in_progress',
      firstReplyDueAt: past,
      resolutionDueAt: past,
      firstReplyAt: past,
    });
    await feedbackRow(t, {
      memberId: m,
      status: 'resolved',
      firstReplyDueAt: past,
      resolutionDueAt: past,
      firstReplyAt: past,
    });
    // Payments: captured on the 3rd (twice) and last month; a failed one.
    await payment(t, {
      memberId: m,
      amount: 10_000,
      status: 'captured',
      createdAt: ist('2026-12-03'),
      capturedAt: ist('2026-12-03', '11:00'),
    });
    await payment(t, {
      memberId: other,
      amount: 5_000,
      status: 'captured',
      createdAt: ist('2026-12-03'),
      capturedAt: ist('2026-12-03', '23:30'),
    });
    await payment(t, {
      memberId: m,
      amount: 7_000,
      status: 'captured',
      createdAt: ist('2026-11-30'),
      capturedAt: ist('2026-11-30'),
    });
    await payment(t, {
      memberId: m,
      amount: 3_000,
      status: 'failed',
      createdAt: ist('2026-12-04'),
      capturedAt: null,
    });

    const body = await get();
    expect(body.openOrders).toEqual([
      { outlet: 'restaurant', count: 2 },
      { outlet: 'bar', count: 1 },
    ]);
    expect(body.chamberRequests).toBe(2);
    expect(body.hallRequests).toBe(1);
    expect(body.upcomingEvents).toEqual([
      {
        id: soon,
        title: 'Tennis open',
        startsAt: ist('2026-12-12', '18:00').toISOString(),
        capacity: 16,
        placesLeft: 0,
      },
      {
        id: later,
        title: 'New Year gala',
        startsAt: ist('2026-12-31', '18:00').toISOString(),
        capacity: 200,
        placesLeft: 50,
      },
    ]);
    expect(body.feedback).toEqual({ open: 2, inProgress: 1, overdue: 2 });
    expect(body.charts.ordersByOutlet).toEqual([
      { outlet: 'restaurant', count: 3, amount: 7000 },
      { outlet: 'bar', count: 0, amount: 0 },
    ]);
    expect(nonZero(body.charts.roomNights)).toEqual({
      '2026-12-01': 1,
      '2026-12-05': 2,
      '2026-12-06': 3,
      '2026-12-07': 2,
    });
    // 23:30 in Kolkata is still the 3rd at the club, though the 3rd is over in UTC's terms later.
    expect(nonZero(body.charts.payments)).toEqual({ '2026-12-03': 15_000 });
    const by = Object.fromEntries(
      body.paymentsByStatus.map((s: { status: string; count: number; amount: number }) => [
        s.status,
        [s.count, s.amount],
      ]),
    );
    expect(by).toMatchObject({ captured: [2, 15_000], failed: [1, 3_000] });
  });
});
