import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENT_WAITLIST_API,
  type EventWaitlistEntry,
  type EventWaitlistJoinResult,
  type MyEventWaitlist,
} from '@club/contracts';
import { systemActor } from '../../../actor.ts';
import { createMember } from '../../../seed/factories.ts';
import { as, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  count,
  db,
  fieldsOf,
  guest,
  memberActor,
  placesTaken,
  staffActor,
} from '../../../../test/support/event-bookings.ts';
import {
  entriesOf,
  freshEvent,
  join,
  joinAccept,
  ledgerOfMember,
  newMember,
  party,
  statusOf,
} from '../../../../test/support/event-waitlist.ts';
import { bookEvent } from '../bookings/book-event.ts';
import { cancelEventBooking } from '../bookings/cancel-event-booking.ts';
import { expireWaitlistOffers } from './expire-waitlist-offers.ts';

useEventsApp();

const W = EVENT_WAITLIST_API.mine;
const M = EVENT_BOOKINGS_API.mine;
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
