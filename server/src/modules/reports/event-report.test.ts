import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REPORT_API, type EventReportResponse } from '@club/contracts';
import { memberFamily } from '../../db/schema/index.ts';
import { createEvent } from '../../seed/events-factories.ts';
import { createMember } from '../../seed/factories.ts';
import { as, ids, t, useEventsApp } from '../../../test/support/events.ts';
import { at, fieldsOf, memberActor } from '../../../test/support/event-bookings.ts';
import { bookEvent } from '../events/bookings/book-event.ts';

useEventsApp();

let eventId = 0;
beforeAll(async () => {
  const db = t.app.ctx.db;
  const e = await createEvent(db, {
    title: 'Gala Dinner',
    categoryId: ids.festivals,
    startsAt: at('2026-12-22T19:00:00'),
    venue: 'Ballroom',
    capacity: 40,
    ticketsPerMember: 6,
    prices: { member: 100000, spouse: 80000, dependent: 50000, guest: 150000 },
    buffet: { veg: 40000, nonVeg: 60000 },
    tableSizes: [4, 8],
  });
  eventId = e.id;
  const zara = await createMember(db, { code: 'R2001', firstName: 'Zara', lastName: 'Khan' }, 1024);
  const amit = await createMember(db, { code: 'R2002', firstName: 'Amit', lastName: 'Shah' }, 1024);
  const [kid] = await db
    .insert(memberFamily)
    .values({ memberId: amit.id, name: 'Riya', relation: 'Daughter', dateOfBirth: '2015-01-01' })
    .returning();
  await bookEvent(t.app.ctx, memberActor(zara.id), {
    ...fieldsOf(eventId),
    guests: [{ name: '=cmd()', age: 30, phone: '9876543210' }],
    buffetVeg: 2,
    tableSize: 4,
  });
  await bookEvent(t.app.ctx, memberActor(amit.id), {
    ...fieldsOf(eventId),
    who: 'both',
    dependentIds: [kid!.id],
    buffetNonVeg: 3,
  });
  await db.execute(
    sql`update event_bookings set table_reply = 'Table 7 by the stage' where event_id = ${eventId} and table_size = 4`,
  );
});

const R = EVENT_REPORT_API.report;

describe('Event Booking Report (report/event)', () => {
  it('lists each booking with who is coming, buffets, tables and totals', async () => {
    const res = await as('admin').inject({ url: `${R}?eventId=${eventId}` });
    expect(res.statusCode).toBe(200);
    const r = res.json<EventReportResponse>();
    expect(r.event).toMatchObject({ title: 'Gala Dinner', venue: 'Ballroom', placesTaken: 5 });
    expect(r.rows.map((x) => x.memberCode)).toEqual(['R2001', 'R2002']);
    expect(r.rows[0]).toMatchObject({
      memberName: 'Zara Khan',
      who: 'member',
      guests: ['=cmd()'],
      buffetVeg: 2,
      tableSize: 4,
      tableReply: 'Table 7 by the stage',
      heads: 2,
      total: 100000 + 150000 + 2 * 40000,
      attended: null,
    });
    expect(r.rows[1]).toMatchObject({ who: 'both', dependents: ['Riya'], heads: 3 });
    expect(r.totals).toEqual({
      bookings: 2,
      heads: 5,
      buffetVeg: 2,
      buffetNonVeg: 3,
      amount: 330000 + (2 * 100000 + 50000 + 3 * 60000),
      attended: 0,
    });
  });

  it('exports CSV in the reader language, formula-safe, with a totals line', async () => {
    const res = await as('admin').inject({
      url: `${EVENT_REPORT_API.csv}?eventId=${eventId}&lang=de`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toContain('Wer kommt');
    expect(rows[1]).toContain("'=cmd()");
    expect(rows[2]).toContain('Mitglied und Ehepartner');
    expect(rows.at(-1)!.slice(0, 1)).toEqual(['Summe']);
    expect(rows.at(-1)).toContain('5');
  });

  it('prints the door list for the admin and the event manager', async () => {
    for (const role of ['admin', 'eventManager'] as const) {
      const res = await as(role).inject({
        url: `${EVENT_REPORT_API.doorList}?eventId=${eventId}&lang=es`,
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses other roles, bad input (400 naming the field) and unknown events (404)', async () => {
    for (const role of ['anonymous', 'member', 'editor', 'eventManager'] as const) {
      for (const url of [R, EVENT_REPORT_API.csv]) {
        const res = await as(role).inject({ url: `${url}?eventId=${eventId}` });
        expect(res.statusCode, `${role} ${url}`).toBe(role === 'anonymous' ? 401 : 403);
      }
    }
    for (const role of ['anonymous', 'member', 'editor'] as const) {
      const res = await as(role).inject({ url: `${EVENT_REPORT_API.doorList}?eventId=${eventId}` });
      expect(res.statusCode).toBe(role === 'anonymous' ? 401 : 403);
    }
    for (const q of ['', 'eventId=abc', 'eventId=-1', `eventId=${eventId}&lang=fr`]) {
      for (const url of [R, EVENT_REPORT_API.csv, EVENT_REPORT_API.doorList]) {
        const res = await as('admin').inject({ url: `${url}?${q}` });
        expect(res.statusCode, `${url}?${q}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
        expect(fields).toEqual([q.includes('lang') ? 'lang' : 'eventId']);
      }
    }
    for (const url of [R, EVENT_REPORT_API.csv, EVENT_REPORT_API.doorList]) {
      expect((await as('admin').inject({ url: `${url}?eventId=999999` })).statusCode).toBe(404);
    }
  });
});
