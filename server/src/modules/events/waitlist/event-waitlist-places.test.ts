import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENTS_API, type ClubEvent, type EventWaitlistJoinResult } from '@club/contracts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  count,
  db,
  fieldsOf,
  memberActor,
  placesTaken,
  staffActor,
} from '../../../../test/support/event-bookings.ts';
import {
  freshEvent,
  join,
  ledgerOfMember,
  newMember,
  party,
  statusOf,
} from '../../../../test/support/event-waitlist.ts';
import { bookEvent } from '../bookings/book-event.ts';
import { cancelEventBooking } from '../bookings/cancel-event-booking.ts';

useEventsApp();

describe('event waitlist: more places', () => {
  it('a larger capacity offers the places to the waitlist first, in order', async () => {
    const body = {
      title: 'Capacity raised',
      categoryId: ids.festivals,
      venue: 'Lawns',
      startsAt: '2026-12-28T19:00',
      endsAt: '2026-12-28T22:00',
      bookingOpensAt: '2026-11-20T10:00',
      bookingClosesAt: '2026-12-27T18:00',
      capacity: 1,
      ticketsPerMember: 4,
      member: { allowed: true, price: '100' },
      spouse: { allowed: true, price: '100' },
      dependent: { allowed: false, price: 0 },
      guest: { allowed: false, price: 0 },
      buffet: { offered: false, vegPrice: 0, nonVegPrice: 0 },
      tableSizes: [],
      tournamentType: 'none',
      waitlistOfferHours: 24,
    };
    const created = await as('admin').inject({
      method: 'POST',
      url: EVENTS_API.events,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const ev = created.json<ClubEvent>();
    const published = await as('admin').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${ev.id}/status`,
      payload: { status: 'published', version: ev.version },
    });
    expect(published.statusCode).toBe(200);
    await bookEvent(t.app.ctx, memberActor((await newMember()).id), fieldsOf(ev.id));
    const pair = (await join((await newMember()).id, fieldsOf(ev.id, { who: 'both' }))).entry!;
    const single = (await join((await newMember()).id, fieldsOf(ev.id))).entry!;
    const now = published.json<ClubEvent>();
    const raised = await as('admin').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${ev.id}`,
      payload: { ...body, capacity: 3, version: now.version },
    });
    expect(raised.statusCode).toBe(200);
    expect(await statusOf(pair.id)).toBe('offered');
    expect(await statusOf(single.id)).toBe('waiting');
    expect(await placesTaken(ev.id)).toBe(3);
  });
});

describe('event waitlist: concurrency', () => {
  it('200 concurrent attempts for 50 places: exactly 50 taken, the rest waitlisted in arrival order', async () => {
    const e = await freshEvent({ capacity: 50 });
    const people = [];
    for (let i = 0; i < 200; i++) people.push(await newMember());
    const results = await Promise.allSettled(people.map((p) => join(p.id, fieldsOf(e.id))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const ok = results.map((r) => (r as PromiseFulfilledResult<EventWaitlistJoinResult>).value);
    expect(ok.filter((r) => r.booking).length).toBe(50);
    expect(ok.filter((r) => r.entry).length).toBe(150);
    expect(await placesTaken(e.id)).toBe(50);
    // Arrival order is the order the event's lock was granted: every booking before every
    // entry, and the entries' line in the order they were written.
    const order = (
      await db().execute(
        sql`select action, entity_id from audit_log where (action = 'events.booking.book' and entity_id in (select id::text from event_bookings where event_id = ${e.id})) or (action = 'events.waitlist.join' and entity_id in (select id::text from event_waitlist where event_id = ${e.id})) order by id`,
      )
    ).rows as { action: string; entity_id: string }[];
    expect(order.slice(0, 50).every((r) => r.action === 'events.booking.book')).toBe(true);
    expect(order.slice(50).every((r) => r.action === 'events.waitlist.join')).toBe(true);
    const joined = order.slice(50).map((r) => Number(r.entity_id));
    expect(joined).toEqual([...joined].sort((p, q) => p - q));
    const positions = ok
      .filter((r) => r.entry)
      .map((r) => r.entry!)
      .sort((p, q) => p.id - q.id)
      .map((x) => x.position);
    expect(positions).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
  }, 120_000);

  it('two cancellations at once: each freed place offered exactly once, in order', async () => {
    const e = await freshEvent({ capacity: 2 });
    const [a, b] = [await newMember(), await newMember()];
    const ba = await bookEvent(t.app.ctx, memberActor(a.id), fieldsOf(e.id));
    const bb = await bookEvent(t.app.ctx, memberActor(b.id), fieldsOf(e.id));
    const waiting = [];
    for (let i = 0; i < 3; i++)
      waiting.push((await join((await newMember()).id, fieldsOf(e.id))).entry!);
    await Promise.all(
      [ba, bb].map((x) =>
        cancelEventBooking(t.app.ctx, staffActor(), { id: x.id, version: x.version, reason: '' }),
      ),
    );
    expect(await placesTaken(e.id)).toBe(2);
    expect(await Promise.all(waiting.map((w) => statusOf(w.id)))).toEqual([
      'offered',
      'offered',
      'waiting',
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'events.waitlist.offer' and entity_id in (select id::text from event_waitlist where event_id = ${e.id})`,
      ),
    ).toBe(2);
  });
});

describe('whole-event cancellation', () => {
  it('cancels every live booking with its charge reversed, closes the waitlist, mails, in one go', async () => {
    const e = await freshEvent({ capacity: 3 });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    const ba = await bookEvent(t.app.ctx, memberActor(a.id), party(e.id, 2));
    await bookEvent(t.app.ctx, memberActor(b.id), fieldsOf(e.id));
    const wc = (await join(c.id, fieldsOf(e.id))).entry!;
    const cancelled = await cancelEventBooking(t.app.ctx, staffActor(), {
      id: ba.id,
      version: ba.version,
      reason: '',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await statusOf(wc.id)).toBe('offered');
    const d = await newMember();
    const wd = (await join(d.id, party(e.id, 2))).entry!;

    const ev = (
      await as('admin').inject({ url: `${EVENTS_API.events}/${e.id}` })
    ).json<ClubEvent>();
    // Refused roles and a stale version change nothing.
    for (const role of ['member', 'editor'] as const) {
      const res = await as(role).inject({
        method: 'PUT',
        url: `${EVENTS_API.events}/${e.id}/status`,
        payload: { status: 'cancelled', version: ev.version },
      });
      expect(res.statusCode).toBe(403);
    }
    const stale = await as('admin').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${e.id}/status`,
      payload: { status: 'cancelled', version: ev.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await statusOf(wd.id)).toBe('waiting');

    const res = await as('eventManager').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${e.id}/status`,
      payload: { status: 'cancelled', version: ev.version },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await count(
        sql`select count(*)::int as n from event_bookings where event_id = ${e.id} and status <> 'cancelled'`,
      ),
    ).toBe(0);
    for (const m of [a, b]) expect(await ledgerOfMember(m.id)).toBe(0);
    expect(await statusOf(wc.id)).toBe('closed');
    expect(await statusOf(wd.id)).toBe('closed');
    expect(await placesTaken(e.id)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_booking.changed' and payload->>'news' = 'event_cancelled' and (payload->>'bookingId')::int in (select id from event_bookings where event_id = ${e.id})`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_waitlist.changed' and payload->>'news' = 'closed' and (payload->>'entryId')::int in (select id from event_waitlist where event_id = ${e.id})`,
      ),
    ).toBe(2);
  });
});
