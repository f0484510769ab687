import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { CALENDAR_API, type CalendarFeed, type ChamberBooking } from '@club/contracts';
import { eventBookings } from '../../db/schema/index.ts';
import { createEvent, createEventCategory } from '../../seed/events-factories.ts';
import { signInMember, type Caller } from '../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../test/support/chambers.ts';
import { requestBooking, step } from '../../../test/support/chamber-bookings.ts';

/* Calendar files of confirmed bookings and the member's private feed (clock: 2026-11-24). */
useChambersApp();

interface Parsed {
  events: ICAL.Event[];
  vevents: ICAL.Component[];
  zone: string | undefined;
}

function parse(text: string): Parsed {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevents = cal.getAllSubcomponents('vevent');
  const tz = cal.getFirstSubcomponent('vtimezone');
  return {
    events: vevents.map((v) => new ICAL.Event(v)),
    vevents,
    zone: tz?.getFirstPropertyValue('tzid')?.toString(),
  };
}

const tzidOf = (e: ICAL.Event) => e.component.getFirstProperty('dtstart')?.getParameter('tzid');

let stay: ChamberBooking;
let eventBookingId: number;
let other: Caller;

async function memberId(code: string) {
  const res = await t.app.ctx.db.execute(sql`select id from members where code = ${code}`);
  return (res.rows[0] as { id: number }).id;
}

describe('calendar files of confirmed bookings', () => {
  it('gives a confirmed stay as an .ics in the club time zone, with a stable UID', async () => {
    const req = (await requestBooking(as('member'), {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
    }).then((r) => r.json())) as ChamberBooking;
    // A request is not in any calendar yet.
    expect(
      (await as('member').inject({ url: CALENDAR_API.file('chambers', req.id) })).statusCode,
    ).toBe(404);
    stay = (await step(as('admin'), req, 'confirm', { roomIds: [rooms.double] })).json();

    const res = await as('member').inject({ url: CALENDAR_API.file('chambers', stay.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="booking-chambers-${stay.id}.ics"`,
    );
    expect(res.body).toMatch(/DTSTART;TZID=Asia\/Kolkata:20261210T140000/);
    expect(res.body).toMatch(/DTEND;TZID=Asia\/Kolkata:20261212T120000/);
    const { events, zone } = parse(res.body);
    expect(zone).toBe('Asia/Kolkata');
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(e!.summary).toBe('The Chambers: room stay');
    expect(e!.description).toContain(`Room booking #${stay.id} for Asha Rao, 2 nights`);
    expect(e!.location).toContain('Maidan Road');
    expect(tzidOf(e!)).toBe('Asia/Kolkata');
    // 14:00 in Kolkata is 08:30 UTC.
    expect(e!.startDate.toJSDate().toISOString()).toBe('2026-12-10T08:30:00.000Z');
    const again = await as('member').inject({ url: CALENDAR_API.file('chambers', stay.id) });
    expect(parse(again.body).events[0]!.uid).toBe(e!.uid);
    expect(e!.uid).toBe(`chamber-booking-${stay.id}@portal.test`);
  });

  it("gives an event booking's .ics at the event's time, in the member's language", async () => {
    const db = t.app.ctx.db;
    const category = await createEventCategory(db, { name: 'Festivals' });
    const event = await createEvent(db, {
      title: 'Diwali Night',
      categoryId: category.id,
      startsAt: new Date('2026-12-12T19:30:00+05:30'),
      venue: 'Main lawns',
    });
    const [b] = await db
      .insert(eventBookings)
      .values({
        eventId: event.id,
        memberId: await memberId('M1001'),
        who: 'member',
        heads: 2,
        total: 300000,
        status: 'confirmed',
      })
      .returning();
    eventBookingId = b!.id;
    await db.execute(sql`update members set language = 'de' where code = 'M1001'`);
    const res = await as('member').inject({ url: CALENDAR_API.file('events', eventBookingId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/DTSTART;TZID=Asia\/Kolkata:20261212T193000/);
    const [e] = parse(res.body).events;
    expect(e!.summary).toBe('Diwali Night');
    expect(e!.description).toBe(`Veranstaltungsbuchung #${eventBookingId}: 2 Plätze.`);
    expect(e!.location).toContain('Main lawns');
    const stayDe = await as('member').inject({ url: CALENDAR_API.file('chambers', stay.id) });
    expect(parse(stayDe.body).events[0]!.summary).toBe('The Chambers: Aufenthalt');
    await db.execute(sql`update members set language = 'en' where code = 'M1001'`);
  });

  it("refuses other members' bookings (404), unsigned access (401), staff (403) and bad paths (400)", async () => {
    other = await signInMember(t, { code: 'M1002', pin: '2345' });
    expect((await other.inject({ url: CALENDAR_API.file('chambers', stay.id) })).statusCode).toBe(
      404,
    );
    expect(
      (await other.inject({ url: CALENDAR_API.file('events', eventBookingId) })).statusCode,
    ).toBe(404);
    const anon = await as('anonymous').inject({ url: CALENDAR_API.file('chambers', stay.id) });
    expect(anon.statusCode).toBe(401);
    expect(
      (await as('admin').inject({ url: CALENDAR_API.file('chambers', stay.id) })).statusCode,
    ).toBe(403);
    const bad = await as('member').inject({ url: '/api/calendar/golf/1.ics' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['source']);
    expect((await as('member').inject({ url: '/api/calendar/chambers/abc.ics' })).statusCode).toBe(
      400,
    );
    expect(
      (await as('member').inject({ url: '/api/calendar/chambers/99999.ics' })).statusCode,
    ).toBe(404);
    // The halls are a source too (their files: banquets/advance-payment.test.ts).
    expect(
      (await as('member').inject({ url: '/api/calendar/banquets/99999.ics' })).statusCode,
    ).toBe(404);
  });
});

describe('the private calendar feed', () => {
  const feed = (who: Caller, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
    who.inject({ method, url: CALENDAR_API.feed });
  // The API's path (the URL also names the portal's base path, which the test app serves at /).
  const pathOf = (url: string) => url.slice(url.indexOf('/api/'));
  const audits = async () =>
    (
      await t.app.ctx.db.execute(
        sql`select action from audit_log where entity = 'calendar_feed' order by id`,
      )
    ).rows.map((r) => (r as { action: string }).action);

  it('is made with a secret URL shown once, kept hashed, and lists the stays and events without a session', async () => {
    expect((await feed(as('member'))).json()).toMatchObject({ active: false, url: null });
    const made = await feed(as('member'), 'POST');
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json() as CalendarFeed;
    expect(body).toMatchObject({ active: true, language: 'en' });
    expect(body.url).toMatch(
      /^http:\/\/portal\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const token = /feed\/(.+)\.ics$/.exec(body.url!)![1]!;
    const kept = await t.app.ctx.db.execute(sql`select token_hash from calendar_feeds`);
    expect(JSON.stringify(kept.rows)).not.toContain(token);
    // Read later, the URL is not shown again.
    expect((await feed(as('member'))).json()).toMatchObject({ active: true, url: null });

    const res = await t.app.inject({ url: pathOf(body.url!) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { events } = parse(res.body);
    expect(events.map((e) => e.uid)).toEqual([
      `chamber-booking-${stay.id}@portal.test`,
      `event-booking-${eventBookingId}@portal.test`,
    ]);
    expect(events.map(tzidOf)).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
    // Another member's feed has nothing of M1001's.
    const theirs = (await feed(other, 'POST')).json() as CalendarFeed;
    expect(parse((await t.app.inject({ url: pathOf(theirs.url!) })).body).events).toEqual([]);
  });

  it('stops answering (404) when regenerated or revoked; audited', async () => {
    const first = (await feed(as('member'))).json() as CalendarFeed;
    expect(first.active).toBe(true);
    const a = (await feed(as('member'), 'POST')).json() as CalendarFeed;
    const b = (await feed(as('member'), 'POST')).json() as CalendarFeed;
    expect((await t.app.inject({ url: pathOf(a.url!) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(b.url!) })).statusCode).toBe(200);
    const revoked = await feed(as('member'), 'DELETE');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false });
    const gone = await t.app.inject({ url: pathOf(b.url!) });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/problem+json');
    expect((await feed(as('member'), 'DELETE')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar/feed/nonsense.ics' })).statusCode).toBe(404);
    // A path too long for the router: 414, never a 500.
    expect((await t.app.inject({ url: `/api/calendar/feed/${'x'.repeat(300)}` })).statusCode).toBe(
      414,
    );
    expect(await audits()).toEqual([
      'calendar.feed.create',
      'calendar.feed.create',
      'calendar.feed.regenerate',
      'calendar.feed.regenerate',
      'calendar.feed.revoke',
    ]);
  });

  it('keeps the feed screen to members: 401 signed out, 403 for staff, nothing written', async () => {
    const before = await audits();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await feed(as('anonymous'), method)).statusCode).toBe(401);
      expect((await feed(as('admin'), method)).statusCode).toBe(403);
      expect((await feed(as('editor'), method)).statusCode).toBe(403);
    }
    expect(await audits()).toEqual(before);
  });
});
