import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENTS_API,
  type PublicEventList,
  ROLE,
  type EventBooking,
  type EventBookingFields,
  type EventBookingPage,
  type EventBookingQuote,
  type MyEventBookingList,
  type MyEventFamily,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import { memberFamily, members } from '../../../db/schema/index.ts';
import { createEvent } from '../../../seed/events-factories.ts';
import { createMember } from '../../../seed/factories.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { bookEvent } from './book-event.ts';

useEventsApp();

beforeAll(async () => {
  await db()
    .insert(memberFamily)
    .values([
      { memberId: member().id!, name: 'Meera', relation: 'Spouse' },
      { memberId: member().id!, name: 'Anya', relation: 'Daughter', dateOfBirth: '2012-05-01' },
    ]);
});

const M = EVENT_BOOKINGS_API.mine;
const A = EVENT_BOOKINGS_API.admin;
const at = (s: string) => new Date(`${s}+05:30`);
const db = () => t.app.ctx.db;
const member = () => as('member');
const admin = () => as('admin');
const one = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows[0] as T;
const count = async (q: ReturnType<typeof sql>) => Number((await one<{ n: number }>(q)).n);
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();
const placesTaken = async (eventId: number) =>
  count(sql`select places_taken as n from events where id = ${eventId}`);
const bookingsOf = async (eventId: number) =>
  count(sql`select count(*)::int as n from event_bookings where event_id = ${eventId}`);
const ledgerOf = async (bookingId: number) =>
  count(
    sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where source = 'event_booking' and source_id = ${String(bookingId)}`,
  );

let n = 0;
/** A fresh published event open for booking, in the Festivals category. */
async function freshEvent(over: Partial<Parameters<typeof createEvent>[1]> = {}) {
  return createEvent(db(), {
    title: `Test event ${++n}`,
    categoryId: ids.festivals,
    startsAt: at('2026-12-20T19:00:00'),
    capacity: 50,
    ticketsPerMember: 6,
    prices: { member: 100000, spouse: 80000, dependent: 50000, guest: 150000 },
    buffet: { veg: 40000, nonVeg: 60000 },
    tableSizes: [4, 8],
    ...over,
  });
}

const guest = { name: 'Ravi Kumar', age: 34, phone: '+91 98765 43210' };

describe('event bookings: the member', () => {
  it('quotes on the server: member price x2 for both, dependents, guests, buffets', async () => {
    const e = await freshEvent();
    const family = (
      await member().inject({ url: EVENT_BOOKINGS_API.family })
    ).json<MyEventFamily>();
    expect(family.dependents.map((d) => d.name)).toContain('Anya');
    const anya = family.dependents.find((d) => d.name === 'Anya')!;
    const res = await member().inject({
      method: 'POST',
      url: EVENT_BOOKINGS_API.quote,
      payload: {
        eventId: e.id,
        who: 'both',
        dependentIds: [anya.id],
        guests: [guest],
        buffetVeg: 2,
        buffetNonVeg: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const q = res.json<EventBookingQuote>();
    expect(q.heads).toBe(4);
    expect(q.total).toBe(2 * 100000 + 50000 + 150000 + 2 * 40000 + 60000);
    expect(q.placesLeft).toBe(50);
    expect(await bookingsOf(e.id)).toBe(0);
  });

  it('books on account: places taken, charge posted, audited, mail enqueued; listed and shown', async () => {
    const e = await freshEvent();
    // The public list is cached: read it (the factory wrote behind the cache's back) first.
    t.app.ctx.reads.invalidate(['events']);
    await as('anonymous').inject({ url: EVENTS_API.publicEvents });
    const res = await member().inject({
      method: 'POST',
      url: M,
      payload: {
        eventId: e.id,
        who: 'both',
        guests: [guest],
        tableSize: 4,
        comments: 'Near the stage',
      },
    });
    expect(res.statusCode).toBe(201);
    const b = res.json<EventBooking>();
    expect(b).toMatchObject({
      status: 'booked',
      heads: 3,
      total: 350000,
      tableSize: 4,
      cancellable: true,
      guests: [{ name: 'Ravi Kumar', age: 34, phone: '+919876543210' }],
    });
    expect(await placesTaken(e.id)).toBe(3);
    // The cached public list tells the places left at once.
    const listed = (
      await as('anonymous').inject({ url: EVENTS_API.publicEvents })
    ).json<PublicEventList>();
    expect(listed.items.find((x) => x.id === e.id)?.placesTaken).toBe(3);
    expect(await ledgerOf(b.id)).toBe(350000);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'events.booking.book' and entity_id = ${String(b.id)}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_booking.changed' and payload->>'bookingId' = ${String(b.id)}`,
      ),
    ).toBe(1);
    const list = (await member().inject({ url: M })).json<MyEventBookingList>();
    expect(list.items.map((x) => x.id)).toContain(b.id);
    const detail = await member().inject({ url: `${M}/${b.id}` });
    expect(detail.json<EventBooking>().eventTitle).toBe(e.title);
  });

  it('refuses bad input with 400 naming the field, nothing written', async () => {
    const e = await freshEvent({ ticketsPerMember: 3 });
    const noGuests = await freshEvent({ prices: { member: 1000 }, buffet: undefined });
    const doubles = await freshEvent({ tournamentType: 'doubles' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ eventId: e.id, guests: [{ ...guest, age: 101 }] }, ['guests.0.age']],
      [{ eventId: e.id, guests: [{ ...guest, phone: '12345' }] }, ['guests.0.phone']],
      [{ eventId: e.id, guests: [{ ...guest, phone: '12345678901234' }] }, ['guests.0.phone']],
      [{ eventId: e.id, who: 'both', guests: [guest, guest] }, ['heads']],
      [{ eventId: noGuests.id, guests: [guest] }, ['guests']],
      [{ eventId: noGuests.id, who: 'spouse' }, ['who']],
      [{ eventId: noGuests.id, dependentIds: [1] }, ['dependentIds']],
      [{ eventId: noGuests.id, buffetVeg: 1 }, ['buffetVeg']],
      [{ eventId: e.id, dependentIds: [999999] }, ['dependentIds']],
      [{ eventId: e.id, tableSize: 6 }, ['tableSize']],
      [{ eventId: e.id, tableSize: 5 }, ['tableSize']],
      [{ eventId: doubles.id }, ['partner']],
      [{ eventId: e.id, who: 'nobody' }, ['who']],
    ];
    for (const [payload, expected] of cases) {
      for (const url of [M, EVENT_BOOKINGS_API.quote]) {
        const res = await member().inject({ method: 'POST', url, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(fields(res), JSON.stringify(payload)).toEqual(expected);
      }
    }
    const ok = await member().inject({
      method: 'POST',
      url: M,
      payload: { eventId: doubles.id, partner: 'Vikram Rao' },
    });
    expect(ok.statusCode).toBe(201);
    for (const id of [e.id, noGuests.id]) expect(await bookingsOf(id)).toBe(0);
  });

  it("names the member's limit when a booking asks for more places than it", async () => {
    const e = await freshEvent({ ticketsPerMember: 3 });
    for (const url of [M, EVENT_BOOKINGS_API.quote]) {
      const res = await member().inject({
        method: 'POST',
        url,
        payload: { eventId: e.id, who: 'both', guests: [guest, guest] },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{
        detail: string;
        errors: { field: string; message: string; key: string; params?: object }[];
      }>();
      expect(body.detail).toContain('at most 3 places');
      expect(body.errors).toEqual([
        {
          field: 'heads',
          key: 'validation.eventOverTickets',
          message:
            'A member may book at most 3 places for this event, counting those already booked.',
          params: { limit: 3 },
        },
      ]);
    }
  });

  it('refuses outside the window, unpublished events, a Suspended member; 404 for another member', async () => {
    const early = await freshEvent({ bookingOpensAt: at('2026-12-01T10:00:00') });
    const late = await freshEvent({
      bookingOpensAt: at('2026-11-01T10:00:00'),
      bookingClosesAt: at('2026-11-20T10:00:00'),
    });
    for (const e of [early, late]) {
      const res = await member().inject({ method: 'POST', url: M, payload: { eventId: e.id } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'booking_window_closed' });
    }
    const draft = await member().inject({
      method: 'POST',
      url: M,
      payload: { eventId: ids.draft },
    });
    expect(draft.json()).toMatchObject({ code: 'event_not_bookable' });
    const past = await member().inject({ method: 'POST', url: M, payload: { eventId: ids.past } });
    expect(past.statusCode).toBe(409);

    const other = await createMember(db(), { code: 'M7001' }, 1024);
    const e = await freshEvent();
    const theirs = await bookEvent(t.app.ctx, memberActor(other.id), fieldsOf(e.id));
    expect((await member().inject({ url: `${M}/${theirs.id}` })).statusCode).toBe(404);
    const cancel = await member().inject({
      method: 'POST',
      url: `${M}/${theirs.id}/cancel`,
      payload: { version: 0 },
    });
    expect(cancel.statusCode).toBe(404);

    const me = member().id!;
    await db().execute(sql`update members set status = 'Suspended' where id = ${me}`);
    try {
      const res = await member().inject({ method: 'POST', url: M, payload: { eventId: e.id } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'member_not_active' });
    } finally {
      await db().execute(sql`update members set status = 'Active' where id = ${me}`);
    }
    expect(await bookingsOf(early.id)).toBe(0);
  });

  it('cancels within the window: places back, charge reversed; not twice, not after the window', async () => {
    const e = await freshEvent();
    const b = (
      await member().inject({ method: 'POST', url: M, payload: { eventId: e.id, who: 'both' } })
    ).json<EventBooking>();
    const res = await member().inject({
      method: 'POST',
      url: `${M}/${b.id}/cancel`,
      payload: { version: b.version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EventBooking>().status).toBe('cancelled');
    expect(await placesTaken(e.id)).toBe(0);
    expect(await ledgerOf(b.id)).toBe(0);
    const again = await member().inject({
      method: 'POST',
      url: `${M}/${b.id}/cancel`,
      payload: { version: b.version + 1 },
    });
    expect(again.statusCode).toBe(409);

    const closing = await freshEvent();
    const c = (
      await member().inject({ method: 'POST', url: M, payload: { eventId: closing.id } })
    ).json<EventBooking>();
    await db().execute(
      sql`update events set booking_closes_at = ${at('2026-11-24T09:00:00').toISOString()} where id = ${closing.id}`,
    );
    const late = await member().inject({
      method: 'POST',
      url: `${M}/${c.id}/cancel`,
      payload: { version: c.version },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'booking_not_cancellable' });
  });

  it('answers 409 event_full when the places do not fit', async () => {
    const e = await freshEvent({ capacity: 2 });
    const res = await member().inject({
      method: 'POST',
      url: M,
      payload: { eventId: e.id, who: 'both', guests: [guest] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'event_full' });
    expect(await bookingsOf(e.id)).toBe(0);
  });
});

function memberActor(memberId: number): Actor {
  return {
    kind: 'member',
    memberId,
    staffId: null,
    actingForMemberId: null,
    roles: [ROLE.member],
    mustChangeCredential: false,
    sessionId: null,
    requestId: 'test',
    ip: null,
    userAgent: null,
  };
}

const fieldsOf = (eventId: number, over: Partial<EventBookingFields> = {}): EventBookingFields => ({
  eventId,
  who: 'member',
  dependentIds: [],
  guests: [],
  buffetVeg: 0,
  buffetNonVeg: 0,
  tableSize: null,
  partner: '',
  comments: '',
  paymentMethod: 'account',
  ...over,
});

describe('event bookings: capacity under concurrency', () => {
  it('20 concurrent bookings for 10 places: exactly 10 taken, the rest event_full', async () => {
    const e = await freshEvent({ capacity: 10 });
    const people = [];
    for (let i = 0; i < 20; i++)
      people.push(await createMember(db(), { code: `C${8000 + i}` }, 1024));
    const results = await Promise.allSettled(
      people.map((p) => bookEvent(t.app.ctx, memberActor(p.id), fieldsOf(e.id))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const full = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'event_full',
    ).length;
    expect(ok).toBe(10);
    expect(full).toBe(10);
    expect(await placesTaken(e.id)).toBe(10);
    expect(
      await count(
        sql`select coalesce(sum(heads), 0)::int as n from event_bookings where event_id = ${e.id} and status <> 'cancelled'`,
      ),
    ).toBe(10);
  });

  it('concurrent households of two: never over capacity', async () => {
    const e = await freshEvent({ capacity: 7 });
    const people = [];
    for (let i = 0; i < 8; i++)
      people.push(await createMember(db(), { code: `D${8100 + i}` }, 1024));
    await Promise.allSettled(
      people.map((p) => bookEvent(t.app.ctx, memberActor(p.id), fieldsOf(e.id, { who: 'both' }))),
    );
    expect(await placesTaken(e.id)).toBe(6);
  });
});

describe('event bookings: the club office (events/ManageOrder)', () => {
  it('lists by event and status, confirms, replies to the table request, marks attendance, cancels with reversal', async () => {
    const e = await freshEvent();
    const b = (
      await member().inject({
        method: 'POST',
        url: M,
        payload: { eventId: e.id, who: 'member', tableSize: 8 },
      })
    ).json<EventBooking>();
    const page = (
      await admin().inject({ url: `${A}?eventId=${e.id}&status=booked` })
    ).json<EventBookingPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]!.memberCode).toBe('M1001');
    expect((await admin().inject({ url: `${A}/${b.id}` })).statusCode).toBe(200);

    const confirmed = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/confirm`,
      payload: { version: 0 },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<EventBooking>().status).toBe('confirmed');
    const stale = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/confirm`,
      payload: { version: 0 },
    });
    expect(stale.statusCode).toBe(409);

    const replied = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/table-reply`,
      payload: { version: 1, reply: 'Table 12 by the stage' },
    });
    expect(replied.statusCode).toBe(200);
    const seen = (await member().inject({ url: `${M}/${b.id}` })).json<EventBooking>();
    expect(seen.tableReply).toBe('Table 12 by the stage');
    expect(seen.steps.map((s) => s.step)).toEqual(['booked', 'confirmed', 'table_replied']);

    const empty = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/table-reply`,
      payload: { version: 2, reply: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual(['reply']);

    const attended = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/attendance`,
      payload: { version: 2, attended: true },
    });
    expect(attended.json<EventBooking>().attended).toBe(true);

    const cancelled = await admin().inject({
      method: 'POST',
      url: `${A}/${b.id}/cancel`,
      payload: { version: 3, reason: 'Asked by phone' },
    });
    expect(cancelled.json<EventBooking>()).toMatchObject({
      status: 'cancelled',
      reason: 'Asked by phone',
    });
    expect(await placesTaken(e.id)).toBe(0);
    expect(await ledgerOf(b.id)).toBe(0);
    for (const action of ['confirm', 'table_reply', 'attendance', 'cancel']) {
      expect(
        await count(
          sql`select count(*)::int as n from audit_log where action = ${`events.booking.${action}`} and entity_id = ${String(b.id)}`,
        ),
      ).toBe(1);
    }
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_booking.changed' and payload->>'bookingId' = ${String(b.id)}`,
      ),
    ).toBe(4);
    expect((await admin().inject({ url: `${A}/999999` })).statusCode).toBe(404);
  });

  it('refuses anonymous, members, editors and the event manager on the admin routes; staff on the member routes', async () => {
    const [row] = await db().select({ id: members.id }).from(members).limit(1);
    expect(row).toBeDefined();
    const adminCalls = [
      { method: 'GET' as const, url: A },
      { method: 'GET' as const, url: `${A}/1` },
      { method: 'POST' as const, url: `${A}/1/confirm`, payload: { version: 0 } },
      { method: 'POST' as const, url: `${A}/1/cancel`, payload: { version: 0 } },
      { method: 'POST' as const, url: `${A}/1/table-reply`, payload: { version: 0, reply: 'x' } },
      {
        method: 'POST' as const,
        url: `${A}/1/attendance`,
        payload: { version: 0, attended: true },
      },
    ];
    for (const call of adminCalls) {
      expect((await as('anonymous').inject(call)).statusCode, call.url).toBe(401);
      for (const who of ['member', 'editor', 'eventManager'] as const) {
        expect((await as(who).inject(call)).statusCode, `${who} ${call.url}`).toBe(403);
      }
    }
    const memberCalls = [
      { method: 'GET' as const, url: M },
      { method: 'POST' as const, url: M, payload: { eventId: ids.diwali } },
      { method: 'POST' as const, url: EVENT_BOOKINGS_API.quote, payload: { eventId: ids.diwali } },
    ];
    for (const call of memberCalls) {
      expect((await as('anonymous').inject(call)).statusCode).toBe(401);
      expect((await as('eventManager').inject(call)).statusCode).toBe(403);
    }
  });
});

describe('event bookings: mails', () => {
  it('mails the member on booking, confirmation, table reply and cancellation, in their language', async () => {
    await t.flushMail();
    const res = await db().execute(sql`select email from members where code = 'M1001'`);
    const email = (res.rows[0] as { email: string }).email;
    const subjects = t.smtp.to(email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Your booking #\d+ for Test event/),
        expect.stringMatching(/for Test event \d+ is confirmed/),
        expect.stringMatching(/A reply to your table request/),
        expect.stringMatching(/for Test event \d+ was cancelled/),
      ]),
    );
    const other = await createMember(
      db(),
      { code: 'M7002', email: 'm7002@example.com', language: 'de' },
      1024,
    );
    const e = await freshEvent();
    await bookEvent(t.app.ctx, memberActor(other.id), fieldsOf(e.id));
    await t.flushMail();
    expect(t.smtp.to('m7002@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Ihre Buchung #\d+ für Test event/),
    ]);
  });
});

describe("event bookings: the member's list", () => {
  it('lists the events ahead first, soonest first, then the past ones, latest first', async () => {
    // Today is 2026-11-24 10:00 (the club's time).
    const book = async (startsAt: string) => {
      const e = await freshEvent({ startsAt: at(startsAt) });
      const res = await member().inject({
        method: 'POST',
        url: M,
        payload: { eventId: e.id, who: 'member', guests: [] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { event: e.id, booking: res.json<{ id: number }>().id };
    };
    const later = await book('2026-12-20T19:00:00');
    const soon = await book('2026-12-05T19:00:00');
    const soonToo = await book('2026-12-05T19:00:00');
    const longAgo = await book('2026-12-10T19:00:00');
    const lately = await book('2026-12-11T19:00:00');
    // Two of them took place already (no route books the past).
    const move = (id: number, startsAt: string) =>
      db().execute(
        sql`update events set starts_at = ${at(startsAt).toISOString()}::timestamptz,
          ends_at = ${at(startsAt).toISOString()}::timestamptz + interval '3 hours'
          where id = ${id}`,
      );
    await move(longAgo.event, '2026-09-01T19:00:00');
    await move(lately.event, '2026-11-20T19:00:00');
    const res = await member().inject({ url: M });
    expect(res.statusCode).toBe(200);
    const ours = [later, soon, soonToo, longAgo, lately].map((b) => b.booking);
    const order = res
      .json<{ items: { id: number }[] }>()
      .items.map((b) => b.id)
      .filter((id) => ours.includes(id));
    expect(order).toEqual([soon, soonToo, later, lately, longAgo].map((b) => b.booking));
  });
});
