import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_BOOKINGS_API, type EventBooking, type EventBookingPage } from '@club/contracts';
import type { Tx } from '../../../db/client.ts';
import { events, members } from '../../../db/schema/index.ts';
import { createMember } from '../../../seed/factories.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  at,
  count,
  db,
  freshTestEvent,
  ledgerSumOf,
  member,
  admin,
  fieldsOf,
  memberActor,
  placesTaken,
  staffActor,
} from '../../../../test/support/event-bookings.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';
import { bookEvent } from './book-event.ts';
import { EventMoved, priceBooking, takePlaces } from './booking-store.ts';
import { setEventStatus } from '../catalog/set-event-status.ts';

useEventsApp();

const M = EVENT_BOOKINGS_API.mine;
const A = EVENT_BOOKINGS_API.admin;

describe('event bookings: capacity under concurrency', () => {
  it('20 concurrent bookings for 10 places: exactly 10 taken, the rest event_full', async () => {
    const e = await freshTestEvent({ capacity: 10 });
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
    const e = await freshTestEvent({ capacity: 7 });
    const people = [];
    for (let i = 0; i < 8; i++)
      people.push(await createMember(db(), { code: `D${8100 + i}` }, 1024));
    await Promise.allSettled(
      people.map((p) => bookEvent(t.app.ctx, memberActor(p.id), fieldsOf(e.id, { who: 'both' }))),
    );
    expect(await placesTaken(e.id)).toBe(6);
  });

  it('a refused booking leaves nothing: one charge, audit entry and mail job per place taken', async () => {
    const e = await freshTestEvent({ capacity: 4 });
    const people = [];
    for (let i = 0; i < 9; i++)
      people.push(await createMember(db(), { code: `E${8200 + i}` }, 1024));
    await Promise.allSettled(
      people.map((p) => bookEvent(t.app.ctx, memberActor(p.id), fieldsOf(e.id))),
    );
    const booked = sql`select id::text from event_bookings where event_id = ${e.id}`;
    expect(
      await count(sql`select count(*)::int as n from event_bookings where event_id = ${e.id}`),
    ).toBe(4);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_entries where source = 'event_booking' and source_id in (${booked})`,
      ),
    ).toBe(4);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'events.booking.book' and entity_id in (${booked})`,
      ),
    ).toBe(4);
    expect(await placesTaken(e.id)).toBe(4);
  });

  it("one member's bookings at once queue: the per-member limit counts each place once", async () => {
    const e = await freshTestEvent({ ticketsPerMember: 3 });
    const m = await createMember(db(), { code: 'E8300' }, 1024);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => bookEvent(t.app.ctx, memberActor(m.id), fieldsOf(e.id, { who: 'both' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r.reason as { status?: number }).status).toBe(400);
    expect(await placesTaken(e.id)).toBe(2);
  });

  it('bookings while the club cancels the event: none outlives it, none deadlocks, no place left taken', async () => {
    const e = await freshTestEvent({ capacity: 50 });
    const people = [];
    for (let i = 0; i < 12; i++)
      people.push(await createMember(db(), { code: `E${8400 + i}` }, 1024));
    const bookings = people.map((p) => bookEvent(t.app.ctx, memberActor(p.id), fieldsOf(e.id)));
    const cancel = setEventStatus(t.app.ctx, staffActor(), {
      id: e.id,
      status: 'cancelled',
      version: e.version,
    });
    const results = await Promise.allSettled([...bookings, cancel]);
    expect(results.at(-1)!.status).toBe('fulfilled');
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(['event_not_bookable', 'event_changed']).toContain(
        (r.reason as { code?: string }).code,
      );
    expect(
      await count(
        sql`select count(*)::int as n from event_bookings where event_id = ${e.id} and status <> 'cancelled'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where source = 'event_booking'
              and split_part(source_id, ':', 1) in (select id::text from event_bookings where event_id = ${e.id})`,
      ),
    ).toBe(0);
  });

  it('takes places only at the version the booking read: a changed event is run again, a full one refused', async () => {
    const e = await freshTestEvent({ capacity: 2 });
    await expect(
      db().transaction((tx) => takePlaces(tx, { id: e.id, version: e.version + 1 }, 1)),
    ).rejects.toBeInstanceOf(EventMoved);
    await db().transaction((tx) => takePlaces(tx, e, 2));
    await expect(db().transaction((tx) => takePlaces(tx, e, 1))).rejects.toMatchObject({
      code: 'event_full',
    });
    expect(await placesTaken(e.id)).toBe(2);
  });

  it('refuses early, before writing, an event that filled or changed since the booking read it', async () => {
    const e = await freshTestEvent({ capacity: 2 });
    const [row] = await db().select().from(events).where(eq(events.id, e.id));
    const who = await createMember(db(), { code: 'C8190' }, 1024);
    const price = (tx: Tx) =>
      priceBooking(tx, row!, who.id, fieldsOf(e.id), t.app.ctx.clock.now(), {
        stillFits: true,
      });
    // As read: room for one, priced.
    await expect(db().transaction(price)).resolves.toMatchObject({ heads: 1 });
    // Filled since the read: 409 event_full, from the places as they are now.
    await db().update(events).set({ placesTaken: 2 }).where(eq(events.id, e.id));
    await expect(db().transaction(price)).rejects.toMatchObject({ code: 'event_full' });
    // Changed since the read (a new version): run again.
    await db()
      .update(events)
      .set({ placesTaken: 0, version: row!.version + 1 })
      .where(eq(events.id, e.id));
    await expect(db().transaction(price)).rejects.toBeInstanceOf(EventMoved);
  });
});

describe('event bookings: the club office (events/ManageOrder)', () => {
  it('lists by event and status, confirms, replies to the table request, marks attendance, cancels with reversal', async () => {
    const e = await freshTestEvent();
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
    expect(await ledgerSumOf(b.id)).toBe(0);
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
    const e = await freshTestEvent();
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
      const e = await freshTestEvent({ startsAt: at(startsAt) });
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
