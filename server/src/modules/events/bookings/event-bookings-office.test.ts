import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_BOOKINGS_API, type EventBookingPage } from '@club/contracts';
import { createEvent } from '../../../seed/events-factories.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { idsPageByPage } from '../../../../test/support/pages.ts';

/*
 * The office's list of event bookings (events/ManageOrder) and its order: the bookings for the
 * events ahead first, the soonest event at the top, then those for past events, the latest
 * event first; an event's bookings in the order they were made.
 */

useEventsApp();

const M = EVENT_BOOKINGS_API.mine;
const A = EVENT_BOOKINGS_API.admin;
const at = (s: string) => new Date(`${s}+05:30`);
const db = () => t.app.ctx.db;

let n = 0;
/** A published event starting then, open for booking today (2026-11-24 10:00). */
const eventAt = (startsAt: string) =>
  createEvent(db(), {
    title: `Office list event ${++n}`,
    categoryId: ids.festivals,
    startsAt: at(startsAt),
    bookingOpensAt: at('2026-11-01T10:00:00'),
    capacity: 50,
    ticketsPerMember: 6,
    prices: { member: 100000 },
  });

/** The member books the event for themselves: the booking's id. */
async function book(eventId: number) {
  const res = await as('member').inject({
    method: 'POST',
    url: M,
    payload: { eventId, who: 'member', guests: [] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Moves an event (no route books the past, or an event under way). */
const move = (id: number, startsAt: string) =>
  db().execute(
    sql`update events set starts_at = ${at(startsAt).toISOString()}::timestamptz,
      ends_at = ${at(startsAt).toISOString()}::timestamptz + interval '3 hours'
      where id = ${id}`,
  );

describe("event bookings: the office's list", () => {
  it('lists the bookings for the events ahead first, soonest first, then the past ones, latest first, on every page', async () => {
    const later = await eventAt('2027-01-20T19:00:00');
    const soon = await eventAt('2026-12-05T19:00:00');
    const lately = await eventAt('2026-12-10T19:00:00');
    const longAgo = await eventAt('2026-12-11T19:00:00');
    const underWay = await eventAt('2026-12-12T19:00:00');
    const laterBooking = await book(later.id);
    const soonFirst = await book(soon.id);
    const latelyBooking = await book(lately.id);
    const longAgoBooking = await book(longAgo.id);
    const soonSecond = await book(soon.id);
    const underWayBooking = await book(underWay.id);
    await move(lately.id, '2026-11-20T19:00:00');
    await move(longAgo.id, '2026-09-01T19:00:00');
    // Started at 09:00 today and ends at 12:00: under way at 10:00, so still ahead.
    await move(underWay.id, '2026-11-24T09:00:00');

    const expected = [
      underWayBooking,
      soonFirst,
      soonSecond,
      laterBooking,
      latelyBooking,
      longAgoBooking,
    ];
    const res = await as('admin').inject({ url: A });
    expect(res.statusCode).toBe(200);
    expect(res.json<EventBookingPage>().items.map((b) => b.id)).toEqual(expected);
    // Page by page, the same order, no booking twice or missing.
    expect(await idsPageByPage(as('admin'), A, 4)).toEqual(expected);
    expect(await idsPageByPage(as('admin'), A, 1)).toEqual(expected);
    // A filter keeps the order.
    expect(await idsPageByPage(as('admin'), `${A}?eventId=${soon.id}`, 1)).toEqual([
      soonFirst,
      soonSecond,
    ]);
  });

  it('sorts by a column when asked', async () => {
    const res = await as('admin').inject({ url: `${A}?sortBy=createdAt&sortDir=desc` });
    const got = res.json<EventBookingPage>().items.map((b) => b.id);
    expect(got).toEqual([...got].sort((x, y) => y - x));
  });
});
