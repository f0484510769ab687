import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENTS_API,
  type PublicEventList,
  type EventBooking,
  type EventBookingQuote,
  type MyEventBookingList,
  type MyEventFamily,
} from '@club/contracts';
import { memberFamily } from '../../../db/schema/index.ts';
import { createMember } from '../../../seed/factories.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  at,
  count,
  db,
  freshTestEvent,
  ledgerSumOf,
  member,
  fieldsOf,
  guest,
  memberActor,
  placesTaken,
} from '../../../../test/support/event-bookings.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';
import { bookEvent } from './book-event.ts';

useEventsApp();

const M = EVENT_BOOKINGS_API.mine;
const bookingsOf = async (eventId: number) =>
  count(sql`select count(*)::int as n from event_bookings where event_id = ${eventId}`);

beforeAll(async () => {
  await db()
    .insert(memberFamily)
    .values([
      { memberId: member().id!, name: 'Meera', relation: 'Spouse' },
      { memberId: member().id!, name: 'Anya', relation: 'Daughter', dateOfBirth: '2012-05-01' },
    ]);
});

describe('event bookings: the member', () => {
  it('quotes on the server: member price x2 for both, dependents, guests, buffets', async () => {
    const e = await freshTestEvent();
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
    const e = await freshTestEvent();
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
    expect(await ledgerSumOf(b.id)).toBe(350000);
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
    const e = await freshTestEvent({ ticketsPerMember: 3 });
    const noGuests = await freshTestEvent({ prices: { member: 1000 }, buffet: undefined });
    const doubles = await freshTestEvent({ tournamentType: 'doubles' });
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
    const e = await freshTestEvent({ ticketsPerMember: 3 });
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
    const early = await freshTestEvent({ bookingOpensAt: at('2026-12-01T10:00:00') });
    const late = await freshTestEvent({
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
    const e = await freshTestEvent();
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
    const e = await freshTestEvent();
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
    expect(await ledgerSumOf(b.id)).toBe(0);
    const again = await member().inject({
      method: 'POST',
      url: `${M}/${b.id}/cancel`,
      payload: { version: b.version + 1 },
    });
    expect(again.statusCode).toBe(409);

    const closing = await freshTestEvent();
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
    const e = await freshTestEvent({ capacity: 2 });
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
