import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENT_WAITLIST_API,
  EVENTS_API,
  ROLE,
  type ClubEvent,
  type EventBookingFields,
  type EventWaitlistEntry,
  type EventWaitlistJoinResult,
  type MyEventWaitlist,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import { systemActor } from '../../../actor.ts';
import { createEvent } from '../../../seed/events-factories.ts';
import { createMember } from '../../../seed/factories.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { bookEvent } from '../bookings/book-event.ts';
import { cancelEventBooking } from '../bookings/cancel-event-booking.ts';
import { expireWaitlistOffers } from './expire-waitlist-offers.ts';
import { joinEventWaitlist } from './join-event-waitlist.ts';

useEventsApp();

const W = EVENT_WAITLIST_API.mine;
const M = EVENT_BOOKINGS_API.mine;
const at = (s: string) => new Date(`${s}+05:30`);
const db = () => t.app.ctx.db;
const one = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows[0] as T;
const count = async (q: ReturnType<typeof sql>) => Number((await one<{ n: number }>(q)).n);
const placesTaken = (eventId: number) =>
  count(sql`select places_taken as n from events where id = ${eventId}`);
const statusOf = async (entryId: number) =>
  (await one<{ s: string }>(sql`select status as s from event_waitlist where id = ${entryId}`)).s;
const entriesOf = (eventId: number) =>
  count(sql`select count(*)::int as n from event_waitlist where event_id = ${eventId}`);
const ledgerOfMember = (memberId: number) =>
  count(
    sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where source = 'event_booking' and member_id = ${memberId}`,
  );

let n = 0;
async function freshEvent(over: Partial<Parameters<typeof createEvent>[1]> = {}) {
  return createEvent(db(), {
    title: `Waitlist event ${++n}`,
    categoryId: ids.festivals,
    startsAt: at('2026-12-20T19:00:00'),
    capacity: 4,
    ticketsPerMember: 6,
    prices: { member: 100000, spouse: 80000, dependent: 50000, guest: 150000 },
    ...over,
  });
}

let codes = 0;
const newMember = () => createMember(db(), { code: `W${9000 + ++codes}` }, 1024);

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
const staffActor = (): Actor => ({
  ...memberActor(0),
  kind: 'staff',
  memberId: null,
  staffId: as('admin').id!,
  roles: [ROLE.admin],
});

const guest = { name: 'Ravi Kumar', age: 34, phone: '+91 98765 43210' };
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
const party = (eventId: number, heads: number) =>
  fieldsOf(eventId, {
    guests: Array.from({ length: heads - 1 }, (_, i) => ({ ...guest, name: `Guest ${i + 1}` })),
  });
const join = async (memberId: number, f: EventBookingFields) =>
  joinEventWaitlist(t.app.ctx, memberActor(memberId), f);

describe('event waitlist: joining', () => {
  it('a full event puts the household on the waitlist as one entry, nothing charged; 409 on a second entry', async () => {
    const e = await freshEvent({ capacity: 2 });
    const a = await newMember();
    await bookEvent(t.app.ctx, memberActor(a.id), fieldsOf(e.id, { who: 'both' }));
    // The booking form's own answer when full: 409 event_full, which offers the waitlist.
    const full = await as('member').inject({
      method: 'POST',
      url: M,
      payload: { eventId: e.id, who: 'both', guests: [guest] },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'event_full' });
    expect(full.json().detail).toMatch(/waitlist/);

    const me = as('member').id!;
    const before = await ledgerOfMember(me);
    const res = await as('member').inject({
      method: 'POST',
      url: W,
      payload: { eventId: e.id, who: 'both', guests: [guest] },
    });
    expect(res.statusCode).toBe(201);
    const r = res.json<EventWaitlistJoinResult>();
    expect(r.booking).toBeNull();
    expect(r.entry).toMatchObject({ status: 'waiting', heads: 3, position: 1, total: 350000 });
    expect(await ledgerOfMember(me)).toBe(before);
    expect(await placesTaken(e.id)).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_waitlist.changed' and payload->>'entryId' = ${String(r.entry!.id)}`,
      ),
    ).toBe(1);

    const again = await as('member').inject({ method: 'POST', url: W, payload: { eventId: e.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_waitlisted' });
    expect(await entriesOf(e.id)).toBe(1);

    const mine = (await as('member').inject({ url: W })).json<MyEventWaitlist>();
    expect(mine.items.find((x) => x.id === r.entry!.id)).toMatchObject({ eventTitle: e.title });
  });

  it('books at once when the places still fit', async () => {
    const e = await freshEvent();
    const a = await newMember();
    const r = await join(a.id, fieldsOf(e.id));
    expect(r.entry).toBeNull();
    expect(r.booking).toMatchObject({ status: 'booked', heads: 1 });
    expect(await placesTaken(e.id)).toBe(1);
  });

  it('refuses anonymous, staff on the member routes, members on the staff list; bad input 400 naming the field; 404 for another member', async () => {
    const e = await freshEvent({ capacity: 1 });
    await bookEvent(t.app.ctx, memberActor((await newMember()).id), fieldsOf(e.id));
    const other = await newMember();
    const theirs = (await join(other.id, fieldsOf(e.id))).entry!;
    expect((await as('anonymous').inject({ url: W })).statusCode).toBe(401);
    expect(
      (await as('anonymous').inject({ method: 'POST', url: W, payload: { eventId: e.id } }))
        .statusCode,
    ).toBe(401);
    for (const role of ['admin', 'editor', 'eventManager'] as const) {
      expect((await as(role).inject({ url: W })).statusCode).toBe(403);
    }
    for (const role of ['member', 'editor', 'eventManager'] as const) {
      const res = await as(role).inject({
        url: `${EVENT_WAITLIST_API.admin}?eventId=${e.id}`,
      });
      expect(res.statusCode).toBe(403);
    }
    const list = await as('admin').inject({ url: `${EVENT_WAITLIST_API.admin}?eventId=${e.id}` });
    expect(list.json<MyEventWaitlist>().items.map((x) => x.id)).toEqual([theirs.id]);
    expect(
      (await as('admin').inject({ url: `${EVENT_WAITLIST_API.admin}?eventId=abc` })).statusCode,
    ).toBe(400);
    expect(
      (await as('admin').inject({ url: `${EVENT_WAITLIST_API.admin}?eventId=999999` })).statusCode,
    ).toBe(404);

    const cases: [string, Record<string, unknown>, string][] = [
      [W, {}, 'eventId'],
      [W, { eventId: e.id, guests: [{ ...guest, age: 101 }] }, 'guests.0.age'],
      [`${W}/${theirs.id}/accept`, {}, 'version'],
      [`${W}/${theirs.id}/leave`, { version: 'x' }, 'version'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await as('member').inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.map((x: { field: string }) => x.field)).toContain(field);
    }
    for (const step of ['accept', 'leave']) {
      const res = await as('member').inject({
        method: 'POST',
        url: `${W}/${theirs.id}/${step}`,
        payload: { version: 0 },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(theirs.id)).toBe('waiting');
    expect(await entriesOf(e.id)).toBe(1);
  });
});

describe('event waitlist: offers in order', () => {
  it('skips a party that does not fit (it stays first), holds the offered places; confirm books and charges', async () => {
    const e = await freshEvent({ capacity: 4 });
    const [a, b, big, small] = [
      await newMember(),
      await newMember(),
      await newMember(),
      await newMember(),
    ];
    const ba = await bookEvent(t.app.ctx, memberActor(a.id), party(e.id, 2));
    const bb = await bookEvent(t.app.ctx, memberActor(b.id), party(e.id, 2));
    const first = (await join(big.id, party(e.id, 3))).entry!;
    const second = (await join(small.id, party(e.id, 1))).entry!;
    expect([first.position, second.position]).toEqual([1, 2]);

    await cancelEventBooking(t.app.ctx, staffActor(), {
      id: ba.id,
      version: ba.version,
      reason: '',
    });
    // Two places free: the party of three does not fit and stays first; the one after it is offered.
    expect(await statusOf(first.id)).toBe('waiting');
    expect(await statusOf(second.id)).toBe('offered');
    expect(await placesTaken(e.id)).toBe(3);

    await cancelEventBooking(t.app.ctx, staffActor(), {
      id: bb.id,
      version: bb.version,
      reason: '',
    });
    expect(await statusOf(first.id)).toBe('offered');
    expect(await placesTaken(e.id)).toBe(4);

    // The member confirms through their own route: booked, charged, the places already held.
    const offers = (await join(small.id, fieldsOf(e.id)).catch((err: { code: string }) => err)) as {
      code: string;
    };
    expect(offers.code).toBe('already_waitlisted');
    const charged = await ledgerOfMember(small.id);
    const accepted = await joinAccept(small.id, second.id);
    expect(accepted.booking).toMatchObject({ status: 'booked', heads: 1, total: 100000 });
    expect(accepted.entry).toMatchObject({ status: 'booked', bookingId: accepted.booking!.id });
    expect(await ledgerOfMember(small.id)).toBe(charged + 100000);
    expect(await placesTaken(e.id)).toBe(4);
    await expect(joinAccept(small.id, second.id)).rejects.toMatchObject({
      code: 'waitlist_changed',
    });
  });

  it('declining passes the places on; expiry (the job) passes them on and mails; leaving a waiting entry', async () => {
    const e = await freshEvent({ capacity: 1, waitlistOfferHours: 2 });
    const holder = await newMember();
    const b = await bookEvent(t.app.ctx, memberActor(holder.id), fieldsOf(e.id));
    const [x, y, z] = [await newMember(), await newMember(), await newMember()];
    const ex = (await join(x.id, fieldsOf(e.id))).entry!;
    const ey = (await join(y.id, fieldsOf(e.id))).entry!;
    const ez = (await join(z.id, fieldsOf(e.id))).entry!;
    await cancelEventBooking(t.app.ctx, staffActor(), { id: b.id, version: b.version, reason: '' });
    expect(await statusOf(ex.id)).toBe('offered');

    const { leaveEventWaitlist } = await import('./leave-event-waitlist.ts');
    const declined = await leaveEventWaitlist(t.app.ctx, memberActor(x.id), {
      id: ex.id,
      version: 1,
    });
    expect(declined.status).toBe('declined');
    expect(await statusOf(ey.id)).toBe('offered');
    expect(await placesTaken(e.id)).toBe(1);

    // Nothing lapses before the offer hours are up.
    expect(await expireWaitlistOffers(t.app.ctx, systemActor('test'))).toEqual({
      expired: 0,
      offered: 0,
    });
    const clock = t.app.ctx.clock;
    const later = new Date(clock.now().getTime() + 3 * 3_600_000);
    t.app.ctx.clock = { now: () => later };
    try {
      expect(await expireWaitlistOffers(t.app.ctx, systemActor('test'))).toEqual({
        expired: 1,
        offered: 1,
      });
      await expect(joinAccept(y.id, ey.id)).rejects.toMatchObject({ code: 'waitlist_changed' });
    } finally {
      t.app.ctx.clock = clock;
    }
    expect(await statusOf(ey.id)).toBe('expired');
    expect(await statusOf(ez.id)).toBe('offered');
    expect(await placesTaken(e.id)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from outbox where topic = 'event_waitlist.changed' and payload->>'entryId' = ${String(ey.id)} and payload->>'news' = 'expired'`,
      ),
    ).toBe(1);

    // A waiting entry leaves through the member's route.
    const e2 = await freshEvent({ capacity: 1 });
    await bookEvent(t.app.ctx, memberActor(holder.id), fieldsOf(e2.id));
    const mine = (
      await as('member').inject({ method: 'POST', url: W, payload: { eventId: e2.id } })
    ).json<EventWaitlistJoinResult>().entry!;
    const left = await as('member').inject({
      method: 'POST',
      url: `${W}/${mine.id}/leave`,
      payload: { version: mine.version },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json<EventWaitlistEntry>()).toMatchObject({ status: 'left', position: null });
    const twice = await as('member').inject({
      method: 'POST',
      url: `${W}/${mine.id}/leave`,
      payload: { version: mine.version },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('mails the offer in the member language', async () => {
    const e = await freshEvent({ capacity: 1 });
    const holder = await newMember();
    const b = await bookEvent(t.app.ctx, memberActor(holder.id), fieldsOf(e.id));
    const de = await createMember(
      db(),
      { code: 'W8801', email: 'w8801@example.com', language: 'de' },
      1024,
    );
    await join(de.id, fieldsOf(e.id));
    await cancelEventBooking(t.app.ctx, staffActor(), { id: b.id, version: b.version, reason: '' });
    await t.flushMail();
    const subjects = t.smtp.to('w8801@example.com').map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sie stehen auf der Warteliste/),
        expect.stringMatching(/^Plätze für Sie bei Waitlist event \d+: bitte bis/),
      ]),
    );
  });
});

async function joinAccept(memberId: number, entryId: number) {
  const { acceptWaitlistOffer } = await import('./accept-waitlist-offer.ts');
  const [row] = (await db().execute(sql`select version from event_waitlist where id = ${entryId}`))
    .rows as { version: number }[];
  return acceptWaitlistOffer(t.app.ctx, memberActor(memberId), {
    id: entryId,
    version: row!.version,
  });
}

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
