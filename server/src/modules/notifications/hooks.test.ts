import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENTS_API,
  NOTIFICATIONS_API,
  type ChamberBooking,
  type ClubEvent,
  type NotificationKind,
} from '@club/contracts';
import type { Caller } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/helpers.ts';
import * as banquets from '../../../test/support/banquets.ts';
import * as chambers from '../../../test/support/chambers.ts';
import { requestBooking, step as chamberStep } from '../../../test/support/chamber-bookings.ts';
import * as events from '../../../test/support/events.ts';
import {
  fieldsOf,
  memberActor,
  staffActor,
  freshTestEvent,
} from '../../../test/support/event-bookings.ts';
import { freshEvent, join, newMember, statusOf } from '../../../test/support/event-waitlist.ts';
import * as feedback from '../../../test/support/feedback.ts';
import { bookEvent } from '../events/bookings/book-event.ts';
import { cancelEventBooking } from '../events/bookings/cancel-event-booking.ts';

/*
 * The notification each module's change writes for its member (issue 32, item 5): the kind,
 * the ref and the screen it opens, once per change; a member's in-app choice keeps a
 * non-essential kind out of their bell, never an essential one. Each module's own app (its
 * fixtures start one per describe: no id is carried from one app to the next).
 */

interface Row {
  kind: NotificationKind;
  ref: string;
  link: string;
  params: Record<string, unknown>;
}

/** A member's notifications in the order they were written (what their bell lists). */
async function notesOf(t: TestApp, memberId: number): Promise<Row[]> {
  const res = await t.app.ctx.db.execute(
    sql`select kind, ref, link, params from notifications where member_id = ${memberId} order by id`,
  );
  return res.rows as unknown as Row[];
}

/** The member turns a kind's in-app channel off through their settings' route (mail stays: the club mails these kinds). */
async function turnOff(who: Caller, kind: NotificationKind) {
  const res = await who.inject({
    method: 'PUT',
    url: NOTIFICATIONS_API.prefs,
    payload: { items: [{ kind, inApp: false, email: true }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A choice written straight in the table (an essential kind the route would refuse). */
async function storedOff(t: TestApp, memberId: number, kind: NotificationKind) {
  await t.app.ctx.db.execute(
    sql`insert into notification_prefs (member_id, kind, in_app, email) values (${memberId}, ${kind}, false, false)`,
  );
}

describe('a stay (chamber booking) step', () => {
  chambers.useChambersApp();
  const member = () => chambers.as('member');

  it('confirm and reject each notify the member once (kind stay, My Bookings); the request does not', async () => {
    const { t } = chambers;
    const id = member().id!;
    const asked = (await requestBooking(member())).json() as ChamberBooking;
    expect(await notesOf(t, id)).toEqual([]);

    const confirmed = await chamberStep(chambers.as('admin'), asked, 'confirm', {
      roomIds: [chambers.rooms.double],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const b = confirmed.json() as ChamberBooking;
    expect(await notesOf(t, id)).toEqual([
      {
        kind: 'stay',
        ref: `stay:${b.id}:${b.version}`,
        link: '/member/chamber/myBooking',
        params: { booking: b.id, status: 'confirmed', checkIn: '2026-12-10' },
      },
    ]);
    // The same step again (a retry at the old version): refused, nothing more.
    expect(
      (
        await chamberStep(chambers.as('admin'), asked, 'confirm', {
          roomIds: [chambers.rooms.double],
        })
      ).statusCode,
    ).toBe(409);
    expect(await notesOf(t, id)).toHaveLength(1);

    const other = (
      await requestBooking(member(), { checkIn: '2026-12-20', checkOut: '2026-12-22' })
    ).json() as ChamberBooking;
    const rejected = await chamberStep(chambers.as('admin'), other, 'reject', {
      reason: 'Fully booked',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const notes = await notesOf(t, id);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({
      kind: 'stay',
      ref: `stay:${other.id}:${(rejected.json() as ChamberBooking).version}`,
      link: '/member/chamber/myBooking',
      params: { booking: other.id, status: 'rejected' },
    });
  });

  it('an essential kind arrives even when the stored choice says off', async () => {
    const { t } = chambers;
    const id = member().id!;
    await storedOff(t, id, 'stay');
    const before = (await notesOf(t, id)).length;
    const asked = (
      await requestBooking(member(), { checkIn: '2027-01-10', checkOut: '2027-01-11' })
    ).json() as ChamberBooking;
    await chamberStep(chambers.as('admin'), asked, 'reject', { reason: 'Closed for works' });
    const notes = await notesOf(t, id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ kind: 'stay', params: { booking: asked.id } });
  });
});

describe('a hall (banquet) booking step', () => {
  banquets.useBanquetsApp();

  it('the confirm notifies the member once (kind hall_booking, My Hall Bookings); the request does not', async () => {
    const { t } = banquets;
    const id = banquets.as('member').id!;
    const asked = await banquets.ask(banquets.as('member'));
    expect(asked.statusCode, asked.body).toBe(201);
    const b = asked.json() as { id: number; version: number };
    expect(await notesOf(t, id)).toEqual([]);
    const ok = await banquets.step(b, 'confirm', { advance: '50000', advanceDueOn: '2026-12-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json() as { version: number };
    expect(await notesOf(t, id)).toEqual([
      {
        kind: 'hall_booking',
        ref: `hall_booking:${b.id}:${after.version}`,
        link: '/member/banquet/myBooking',
        params: { booking: b.id, status: 'confirmed', date: '2026-12-20' },
      },
    ]);
    const again = await banquets.step(b, 'confirm', {
      advance: '50000',
      advanceDueOn: '2026-12-01',
    });
    expect(again.statusCode).toBe(409);
    expect(await notesOf(t, id)).toHaveLength(1);
  });
});

describe('an event booking step, an event cancelled, a waitlist offer', () => {
  events.useEventsApp();

  it("the office's cancel of a booking notifies its member once (kind event_booking, the booking's page)", async () => {
    const { t } = events;
    const m = await newMember();
    const e = await freshTestEvent();
    const b = await bookEvent(t.app.ctx, memberActor(m.id), fieldsOf(e.id));
    expect(await notesOf(t, m.id)).toEqual([]);
    const cancelled = await cancelEventBooking(t.app.ctx, staffActor(), {
      id: b.id,
      version: b.version,
      reason: 'Asked by phone',
    });
    expect(await notesOf(t, m.id)).toEqual([
      {
        kind: 'event_booking',
        ref: `event_booking:${b.id}:${cancelled.version}`,
        link: `/member/events/orders/detail/${b.id}`,
        params: expect.objectContaining({ booking: b.id, status: 'cancelled' }),
      },
    ]);
  });

  it('the club cancelling an event notifies each booked member once (news event_cancelled)', async () => {
    const { t } = events;
    const e = await freshTestEvent();
    const [a, c] = [await newMember(), await newMember()];
    const ba = await bookEvent(t.app.ctx, memberActor(a.id), fieldsOf(e.id));
    const bc = await bookEvent(t.app.ctx, memberActor(c.id), fieldsOf(e.id));
    const read = await events
      .as('admin')
      .inject({ url: `${EVENTS_API.events}/${e.id}` })
      .then((r) => r.json() as ClubEvent);
    const res = await events.as('admin').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${e.id}/status`,
      payload: { status: 'cancelled', version: read.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [m, b] of [
      [a, ba],
      [c, bc],
    ] as const) {
      expect(await notesOf(t, m.id)).toEqual([
        {
          kind: 'event_booking',
          ref: `event_booking:${b.id}:${b.version + 1}`,
          link: `/member/events/orders/detail/${b.id}`,
          params: expect.objectContaining({
            booking: b.id,
            status: 'cancelled',
            news: 'event_cancelled',
          }),
        },
      ]);
    }
  });

  it('a place freed offers it to the first waiting member once (kind waitlist_offer, My Event Bookings)', async () => {
    const { t } = events;
    const e = await freshEvent({ capacity: 1 });
    const holder = await newMember();
    const waiting = await newMember();
    const b = await bookEvent(t.app.ctx, memberActor(holder.id), fieldsOf(e.id));
    const entry = (await join(waiting.id, fieldsOf(e.id))).entry!;
    expect(await notesOf(t, waiting.id)).toEqual([]);
    await cancelEventBooking(t.app.ctx, staffActor(), { id: b.id, version: b.version, reason: '' });
    expect(await statusOf(entry.id)).toBe('offered');
    expect(await notesOf(t, waiting.id)).toEqual([
      {
        kind: 'waitlist_offer',
        ref: `waitlist:${entry.id}:offered`,
        link: '/member/events/orders/list',
        params: expect.objectContaining({ expiresAt: expect.any(String) }),
      },
    ]);
  });

  it('a member who turned waitlist offers off in the portal gets none; their essential booking change still arrives', async () => {
    const { t } = events;
    const me = events.as('member');
    const id = me.id!;
    await turnOff(me, 'waitlist_offer');
    await storedOff(t, id, 'event_booking');
    const e = await freshEvent({ capacity: 1 });
    const holder = await newMember();
    const held = await bookEvent(t.app.ctx, memberActor(holder.id), fieldsOf(e.id));
    const entry = (await join(id, fieldsOf(e.id))).entry!;
    const before = await notesOf(t, id);
    await cancelEventBooking(t.app.ctx, staffActor(), {
      id: held.id,
      version: held.version,
      reason: '',
    });
    // Offered (the places are held for them), but nothing in their bell.
    expect(await statusOf(entry.id)).toBe('offered');
    expect(await notesOf(t, id)).toEqual(before);

    // Their own booking cancelled by the office: essential, in the bell whatever the row says.
    const other = await freshTestEvent();
    const mine = await bookEvent(t.app.ctx, memberActor(id), fieldsOf(other.id));
    await cancelEventBooking(t.app.ctx, staffActor(), {
      id: mine.id,
      version: mine.version,
      reason: '',
    });
    const after = await notesOf(t, id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      kind: 'event_booking',
      link: `/member/events/orders/detail/${mine.id}`,
    });
  });
});

describe('a staff reply to a feedback', () => {
  feedback.useFeedbackApp();

  it('notifies the member once per reply (kind feedback_reply, the conversation); an internal note does not', async () => {
    const { t } = feedback;
    const me = feedback.as('member');
    const f = await feedback.writeFeedback(me);
    expect(await notesOf(t, me.id!)).toEqual([]);
    expect((await feedback.staffReply(f.id, 'Checking with the kitchen.', true)).statusCode).toBe(
      200,
    );
    expect(await notesOf(t, me.id!)).toEqual([]);
    const replied = await feedback.staffReply(f.id, 'We are sorry; the kitchen has been told.');
    expect(replied.statusCode, replied.body).toBe(200);
    const notes = await notesOf(t, me.id!);
    expect(notes).toEqual([
      {
        kind: 'feedback_reply',
        ref: expect.stringMatching(new RegExp(`^feedback:${f.id}:\\d+$`)),
        link: `/member/feedbacks/FeedBackDetail/${f.id}`,
        params: { feedback: f.id, subject: f.subject },
      },
    ]);
    // Another member's bell stays empty.
    expect(await notesOf(t, feedback.m2.id!)).toEqual([]);
  });

  it('a member who turned feedback replies off in the portal gets none', async () => {
    const { t } = feedback;
    const me = feedback.as('member');
    await turnOff(me, 'feedback_reply');
    const f = await feedback.writeFeedback(me, { subject: 'Loud music' });
    const before = await notesOf(t, me.id!);
    const replied = await feedback.staffReply(f.id, 'We will turn it down.');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(await notesOf(t, me.id!)).toEqual(before);
  });
});
