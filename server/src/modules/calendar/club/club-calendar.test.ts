import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChamberBooking, ClubCalendarItem } from '@club/contracts';
import { eventBookings, fnbOrders } from '../../../db/schema/index.ts';
import { createEvent, createEventCategory } from '../../../seed/events-factories.ts';
import { signInMember, type Caller } from '../../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking, step } from '../../../../test/support/chamber-bookings.ts';
import { countAudits, errorFields } from '../../../../test/support/staff-app.ts';

/* The club calendar, SPEC.md §7 /apps/events (clock: 2026-11-24, Asia/Kolkata). */
useChambersApp();

const URL = '/api/apps/events';
const range = (from: string, to: string) => `${URL}?startStr=${from}&endStr=${to}`;
const DEC = range('2026-11-29', '2027-01-10');
const read = async (who: Caller, url = DEC) => {
  const res = await who.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClubCalendarItem[];
};
const closure = {
  kind: 'closure',
  facility: 'swimming',
  title: 'Pool closed for maintenance',
  note: 'Filters replaced',
  start: '2026-12-02',
  end: '2026-12-04',
  allDay: true,
};

let stay: ChamberBooking;
let bookingId: number;
let eventId: number;
let other: Caller;
let item: ClubCalendarItem;

async function memberId(code: string) {
  const res = await t.app.ctx.db.execute(sql`select id from members where code = ${code}`);
  return (res.rows[0] as { id: number }).id;
}

describe('the club calendar', () => {
  it("answers a member's events, their own stay and event booking in the range", async () => {
    const req = (await requestBooking(as('member'), {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
    }).then((r) => r.json())) as ChamberBooking;
    stay = (await step(as('admin'), req, 'confirm', { roomIds: [rooms.double] })).json();
    const db = t.app.ctx.db;
    const category = await createEventCategory(db, { name: 'Festivals' });
    const event = await createEvent(db, {
      title: 'Diwali Night',
      categoryId: category.id,
      startsAt: new Date('2026-12-12T19:30:00+05:30'),
      venue: 'Main lawns',
    });
    eventId = event.id;
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
    bookingId = b!.id;

    const items = await read(as('member'));
    expect(items.find((i) => i.id === `stay-${stay.id}`)).toMatchObject({
      kind: 'stay',
      sourceId: stay.id,
      start: '2026-12-10T14:00',
      end: '2026-12-12T12:00',
      editable: false,
    });
    expect(items.find((i) => i.id === `booking-${bookingId}`)).toMatchObject({
      kind: 'booking',
      title: 'Diwali Night',
      start: '2026-12-12T19:30',
    });
    expect(items.find((i) => i.id === `event-${eventId}`)).toMatchObject({
      kind: 'event',
      title: 'Diwali Night',
    });
    // Out of the range: nothing of December.
    const nov = await read(as('member'), range('2026-11-01', '2026-11-29'));
    expect(nov.filter((i) => i.kind === 'stay' || i.kind === 'booking')).toEqual([]);
  });

  it("never shows another member's stays or bookings, and none to the staff", async () => {
    other = await signInMember(t, { code: 'M1002', pin: '2345' });
    const theirs = await read(other);
    expect(theirs.map((i) => i.kind).sort()).toEqual(['event']);
    const staff = await read(as('admin'));
    expect(staff.some((i) => ['stay', 'booking', 'function', 'pickup'].includes(i.kind))).toBe(
      false,
    );
    expect(staff.some((i) => i.kind === 'event')).toBe(true);
  });

  it("shows a member their food pickups (collection orders), never another member's", async () => {
    const order = (memberId: number, key: string, fulfilment: 'collection' | 'club_delivery') => ({
      memberId,
      outlet: 'restaurant' as const,
      status: 'confirmed' as const,
      fulfilment,
      slotAt: new Date('2026-12-03T13:00:00+05:30'),
      paymentMethod: 'account' as const,
      subtotal: 10000,
      tax: 500,
      total: 10500,
      idempotencyKey: key,
      termsAcceptedAt: new Date(),
    });
    const [mine] = await t.app.ctx.db
      .insert(fnbOrders)
      .values(order(await memberId('M1001'), 'cal-1', 'collection'))
      .returning();
    const [theirs] = await t.app.ctx.db
      .insert(fnbOrders)
      .values(order(await memberId('M1002'), 'cal-2', 'collection'))
      .returning();
    await t.app.ctx.db
      .insert(fnbOrders)
      .values(order(await memberId('M1001'), 'cal-3', 'club_delivery'));
    const pickups = (await read(as('member'))).filter((i) => i.kind === 'pickup');
    expect(pickups).toEqual([
      expect.objectContaining({
        id: `pickup-${mine!.id}`,
        title: `Food pickup #${mine!.id} (Restaurant)`,
        start: '2026-12-03T13:00',
        end: '2026-12-03T13:30',
      }),
    ]);
    const de = await read(as('member'), `${DEC}&lang=de`);
    expect(de.find((i) => i.kind === 'pickup')?.title).toBe(
      `Essensabholung #${mine!.id} (Restaurant)`,
    );
    const others = (await read(other)).filter((i) => i.kind === 'pickup');
    expect(others.map((i) => i.sourceId)).toEqual([theirs!.id]);
  });

  it('lets an admin add, move and delete a closure (audited), seen by members', async () => {
    const made = await as('admin').inject({ method: 'POST', url: URL, payload: { item: closure } });
    expect(made.statusCode, made.body).toBe(201);
    item = made.json();
    expect(item).toMatchObject({
      kind: 'closure',
      facility: 'swimming',
      start: '2026-12-02',
      end: '2026-12-04',
      allDay: true,
      version: 0,
      editable: true,
    });
    const seen = (await read(other)).find((i) => i.id === item.id);
    expect(seen).toMatchObject({ title: 'Pool closed for maintenance', editable: false });

    const moved = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: {
        item: {
          ...closure,
          id: item.sourceId,
          version: 0,
          start: '2026-12-05T06:00',
          end: '2026-12-05T10:30',
          allDay: false,
        },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: '2026-12-05T06:00', end: '2026-12-05T10:30' });
    expect(moved.json().version).toBe(1);

    // A stale version: 409; a missing id: 404.
    const stale = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: { item: { ...closure, id: item.sourceId, version: 0 } },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: { item: { ...closure, id: 999999, version: 0 } },
    });
    expect(missing.statusCode).toBe(404);

    const gone = await as('admin').inject({
      method: 'DELETE',
      url: URL,
      payload: { id: item.sourceId },
    });
    expect(gone.json()).toEqual({ deleted: 1 });
    expect(
      (await as('admin').inject({ method: 'DELETE', url: URL, payload: { id: item.sourceId } }))
        .statusCode,
    ).toBe(404);
    expect(await countAudits(t, 'calendar.item.create')).toBe(1);
    expect(await countAudits(t, 'calendar.item.update')).toBe(1);
    expect(await countAudits(t, 'calendar.item.delete')).toBe(1);
  });

  it('lets every signed-in role read, refuses writes to members and other staff (403) and to the signed out (401)', async () => {
    for (const who of ['editor', 'eventManager'] as const) {
      const items = await read(as(who));
      expect(
        items.every((i) => i.kind === 'event' || !i.editable),
        who,
      ).toBe(true);
    }
    for (const who of ['member', 'editor', 'eventManager'] as const) {
      const res = await as(who).inject({ method: 'POST', url: URL, payload: { item: closure } });
      expect(res.statusCode, who).toBe(403);
      const del = await as(who).inject({ method: 'DELETE', url: URL, payload: { id: 1 } });
      expect(del.statusCode, who).toBe(403);
    }
    expect((await as('anonymous').inject({ url: DEC })).statusCode).toBe(401);
    expect(
      (await as('anonymous').inject({ method: 'POST', url: URL, payload: { item: closure } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad input with the failing fields (400), never a 500', async () => {
    const bad = await as('admin').inject({
      method: 'POST',
      url: URL,
      payload: {
        item: { ...closure, kind: 'party', facility: 'moon', title: '' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['item.facility', 'item.kind', 'item.title']);
    const backwards = await as('admin').inject({
      method: 'POST',
      url: URL,
      payload: { item: { ...closure, start: '2026-12-31' } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorFields(backwards)).toEqual(['item.end']);
    const badDate = await as('admin').inject({
      method: 'POST',
      url: URL,
      payload: { item: { ...closure, start: '2026-02-30', end: 'soon' } },
    });
    expect(badDate.statusCode).toBe(400);
    expect(errorFields(badDate)).toEqual(['item.end', 'item.start']);
    const badPut = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: { item: { ...closure, id: 'x' } },
    });
    expect(badPut.statusCode).toBe(400);
    expect(errorFields(badPut)).toEqual(['item.id', 'item.version']);
  });

  it('refuses a backwards, over-long or malformed range (400)', async () => {
    const backwards = await as('member').inject({ url: range('2026-12-10', '2026-12-01') });
    expect(backwards.statusCode).toBe(400);
    expect(errorFields(backwards)).toEqual(['endStr']);
    const long = await as('member').inject({ url: range('2026-01-01', '2026-06-01') });
    expect(long.statusCode).toBe(400);
    expect(errorFields(long)).toEqual(['endStr']);
    const junk = await as('member').inject({ url: `${URL}?startStr=yesterday` });
    expect(junk.statusCode).toBe(400);
    expect(errorFields(junk)).toEqual(['endStr', 'startStr']);
    // FullCalendar's moments are taken by their date.
    const fc = await as('member').inject({
      url: range('2026-11-29T00:00:00%2B05:30', '2027-01-10T00:00:00%2B05:30'),
    });
    expect(fc.statusCode).toBe(200);
  });
});
