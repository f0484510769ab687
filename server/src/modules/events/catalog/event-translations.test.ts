import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_API,
  EVENT_BOOKINGS_API,
  EVENT_WAITLIST_API,
  EVENTS_API,
  type ClubEvent,
  type EventBooking,
  type EventBookingPlaced,
  type MyEventBookingList,
  type MyEventWaitlist,
  type PublicEvent,
  type PublicEventCategoryTree,
  type PublicEventList,
  type EventWaitlistEntry,
  type EventWaitlistJoinResult,
} from '@club/contracts';
import { createEvent } from '../../../seed/events-factories.ts';
import { signInMember } from '../../../../test/fixtures.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  addJazzEvening,
  eventBody,
  GERMAN,
  translateCategories,
} from '../../../../test/support/event-translations.ts';
import { errorFields as fields } from '../../../../test/support/staff-app.ts';

/*
 * Issue 30 item 5: the admin gives an event category's and an event's Spanish and German
 * texts (name; title, description, venue); members and the public read them in their
 * language (`?lang=`), English where a text was left blank; mails and calendars too.
 */
useEventsApp();

const admin = () => as('admin');
const E = EVENTS_API.events;
const db = () => t.app.ctx.db;

let eventId = 0;
beforeAll(async () => {
  await translateCategories();
  eventId = await addJazzEvening();
});

describe('members and the public read them in their language', () => {
  const ours = (list: PublicEventList) => list.items.find((e) => e.id === eventId)!;

  it('lists the events in German with ?lang=de, in English without, blank texts in English', async () => {
    const de = await as('member').inject({ url: `${EVENTS_API.publicEvents}?lang=de` });
    expect(de.statusCode).toBe(200);
    const event = ours(de.json<PublicEventList>());
    expect(event).toMatchObject({
      title: 'Jazzabend im Garten',
      description: 'Ein Quartett auf dem Rasen',
      venue: 'Rosengarten',
      category: 'Feste',
      group: 'Unterhaltung',
    });
    expect(event).not.toHaveProperty('translations');
    // An event never translated reads in English, its category in German.
    expect(de.json<PublicEventList>().items.find((e) => e.id === ids.diwali)).toMatchObject({
      title: 'Diwali Night',
      venue: 'Main lawns',
      category: 'Feste',
    });
    // Spanish: the title translated; the blank venue, and the root with no Spanish name, in English.
    const es = ours(
      (await as('anonymous').inject({ url: `${EVENTS_API.publicEvents}?lang=es` })).json(),
    );
    expect(es).toMatchObject({
      title: 'Noche de jazz en el jardín',
      description: 'A quartet on the lawns',
      venue: 'Rose garden',
      category: 'Festivales',
      group: 'Entertainment',
    });
    // English, asked or by default (each language its own cached answer).
    for (const url of [EVENTS_API.publicEvents, `${EVENTS_API.publicEvents}?lang=en`]) {
      expect(ours((await as('anonymous').inject({ url })).json())).toMatchObject({
        title: 'Garden Jazz Evening',
        venue: 'Rose garden',
        category: 'Festivals',
        group: 'Entertainment',
      });
    }
    const bad = await as('anonymous').inject({ url: `${EVENTS_API.publicEvents}?lang=fr` });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['lang']);
  });

  it('shows one event and the categories to filter with in the language asked', async () => {
    const one = await as('anonymous').inject({
      url: `${EVENTS_API.publicEvents}/${eventId}?lang=de`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<PublicEvent>()).toMatchObject({
      title: 'Jazzabend im Garten',
      venue: 'Rosengarten',
    });
    const en = await as('member').inject({ url: `${EVENTS_API.publicEvents}/${eventId}` });
    expect(en.json<PublicEvent>().venue).toBe('Rose garden');
    const tree = (
      await as('member').inject({ url: `${EVENTS_API.publicCategories}?lang=de` })
    ).json<PublicEventCategoryTree>();
    expect(tree.items.map((r) => [r.name, r.children.map((c) => c.name)])).toEqual([
      ['Sports', ['Cricket']],
      ['Unterhaltung', ['Feste']],
    ]);
    expect(tree.items[1]).not.toHaveProperty('translations');
    const english = (
      await as('anonymous').inject({ url: EVENTS_API.publicCategories })
    ).json<PublicEventCategoryTree>();
    expect(english.items.map((r) => r.name)).toEqual(['Sports', 'Entertainment']);
  });

  it("names the event in the member's language in their bookings, waitlist, mails and calendar", async () => {
    // M1001 reads German: the booking's mail names the German title.
    await db().execute(sql`update members set language = 'de' where code = 'M1001'`);
    try {
      await t.flushMail();
      const booked = await as('member').inject({
        method: 'POST',
        url: EVENT_BOOKINGS_API.mine,
        payload: { eventId, who: 'member', guests: [] },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<EventBooking>().id;
      await t.flushMail();
      const email = (
        (await db().execute(sql`select email from members where code = 'M1001'`)).rows[0] as {
          email: string;
        }
      ).email;
      expect(t.smtp.to(email).map((m) => m.subject)).toContainEqual(
        expect.stringMatching(new RegExp(`^Ihre Buchung #${id} für Jazzabend im Garten`)),
      );

      const mine = (
        await as('member').inject({ url: `${EVENT_BOOKINGS_API.mine}?lang=de` })
      ).json<MyEventBookingList>();
      expect(mine.items.find((b) => b.id === id)).toMatchObject({
        eventTitle: 'Jazzabend im Garten',
        venue: 'Rosengarten',
      });
      const one = await as('member').inject({ url: `${EVENT_BOOKINGS_API.mine}/${id}?lang=es` });
      expect(one.json<EventBooking>()).toMatchObject({
        eventTitle: 'Noche de jazz en el jardín',
        venue: 'Rose garden',
      });
      const english = await as('member').inject({ url: `${EVENT_BOOKINGS_API.mine}/${id}` });
      expect(english.json<EventBooking>().eventTitle).toBe('Garden Jazz Evening');
      // The staff read the English.
      const staff = await admin().inject({ url: `${EVENT_BOOKINGS_API.admin}/${id}` });
      expect(staff.json<EventBooking>().eventTitle).toBe('Garden Jazz Evening');
      const waitlist = await as('member').inject({ url: `${EVENT_WAITLIST_API.mine}?lang=de` });
      expect(waitlist.statusCode).toBe(200);
      expect(waitlist.json<MyEventWaitlist>().items).toEqual([]);

      // Confirmed, it is in the member's calendar, in German.
      const confirm = await admin().inject({
        method: 'POST',
        url: `${EVENT_BOOKINGS_API.admin}/${id}/confirm`,
        payload: { version: english.json<EventBooking>().version },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const ics = await as('member').inject({ url: CALENDAR_API.file('events', id) });
      expect(ics.statusCode, ics.body).toBe(200);
      expect(ics.body).toContain('SUMMARY:Jazzabend im Garten');
      expect(ics.body).toMatch(/LOCATION:Rosengarten/);
    } finally {
      await db().execute(sql`update members set language = 'en' where code = 'M1001'`);
    }
  });
});

describe("the ledger and the answers to a member's actions in the member's language", () => {
  interface Line {
    kind: string;
    sourceId: string | null;
    description: string;
  }
  /** The member's latest statement lines (the dashboard's), in `lang`. */
  const recent = async (lang: string) => {
    const res = await as('member').inject({ url: `/api/member/account-summary?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ recent: Line[] }>().recent;
  };
  const line = (lines: Line[], bookingId: number, kind = 'charge') =>
    lines.find((l) => l.sourceId === String(bookingId) && l.kind === kind)?.description;
  const book = (lang?: string) =>
    as('member').inject({
      method: 'POST',
      url: `${EVENT_BOOKINGS_API.mine}${lang ? `?lang=${lang}` : ''}`,
      payload: { eventId, who: 'member', guests: [] },
    });

  it("answers a booking in German and writes its statement line in the reader's language", async () => {
    const res = await book('de');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json<EventBookingPlaced>();
    expect(b).toMatchObject({
      eventTitle: 'Jazzabend im Garten',
      venue: 'Rosengarten',
      checkout: null,
    });
    expect(line(await recent('de'), b.id)).toBe(
      `Veranstaltungsbuchung #${b.id}: Jazzabend im Garten`,
    );
    expect(line(await recent('es'), b.id)).toBe(
      `Reserva de evento #${b.id}: Noche de jazz en el jardín`,
    );
    expect(line(await recent('en'), b.id)).toBe(`Event booking #${b.id}: Garden Jazz Evening`);
    // The row keeps the English text and the title's words when booked.
    const row = await db().execute(
      sql`select description, text_params from ledger_entries
          where source = 'event_booking' and source_id = ${String(b.id)}`,
    );
    expect(row.rows).toEqual([
      {
        description: `Event booking #${b.id}: Garden Jazz Evening`,
        text_params: {
          bookingId: b.id,
          event: {
            en: 'Garden Jazz Evening',
            es: 'Noche de jazz en el jardín',
            de: 'Jazzabend im Garten',
          },
        },
      },
    ]);
    // Without ?lang= the answer is English, as the reads'.
    const english = await book();
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json<EventBookingPlaced>().eventTitle).toBe('Garden Jazz Evening');
  });

  it('keeps an old line as it was booked after the event is renamed; a cancellation answers in German', async () => {
    const first = (await recent('de')).find((l) => l.kind === 'charge')!;
    const before = (await admin().inject({ url: `${E}/${eventId}` })).json<ClubEvent>();
    const renamed = await admin().inject({
      method: 'PUT',
      url: `${E}/${eventId}`,
      payload: eventBody({
        title: 'Garden Jazz Night',
        version: before.version,
        translations: { ...GERMAN, de: { ...GERMAN.de, title: 'Jazznacht im Garten' } },
      }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    try {
      const after = await recent('de');
      expect(after.find((l) => l.sourceId === first.sourceId && l.kind === 'charge')).toEqual(
        first,
      );
      expect(first.description).toContain('Jazzabend im Garten');

      const res = await book('de');
      expect(res.statusCode, res.body).toBe(201);
      const b = res.json<EventBookingPlaced>();
      expect(b.eventTitle).toBe('Jazznacht im Garten');
      const cancelled = await as('member').inject({
        method: 'POST',
        url: `${EVENT_BOOKINGS_API.mine}/${b.id}/cancel?lang=de`,
        payload: { version: b.version },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<EventBooking>()).toMatchObject({
        status: 'cancelled',
        eventTitle: 'Jazznacht im Garten',
        venue: 'Rosengarten',
      });
      const lines = await recent('de');
      expect(line(lines, b.id)).toBe(`Veranstaltungsbuchung #${b.id}: Jazznacht im Garten`);
      expect(line(lines, b.id, 'credit')).toBe(
        `Stornierte Veranstaltungsbuchung #${b.id}: Jazznacht im Garten`,
      );
      expect(line(await recent('en'), b.id, 'credit')).toBe(
        `Cancelled event booking #${b.id}: Garden Jazz Night`,
      );
    } finally {
      const back = await admin().inject({
        method: 'PUT',
        url: `${E}/${eventId}`,
        payload: eventBody({ version: before.version + 1, translations: GERMAN }),
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('reads a line posted before the snapshots (a plain English title) as it was', async () => {
    const memberId = as('member').id!;
    await db().execute(
      sql`insert into ledger_entries (member_id, kind, source, source_id, description, text_key, text_params, amount)
          values (${memberId}, 'charge', 'event_booking', '990001', 'Event booking #990001: Diwali Night',
                  'event.charge', ${JSON.stringify({ bookingId: 990001, event: 'Diwali Night' })}::jsonb, 100)`,
    );
    expect(line(await recent('de'), 990001)).toBe('Veranstaltungsbuchung #990001: Diwali Night');
    expect(line(await recent('en'), 990001)).toBe('Event booking #990001: Diwali Night');
  });

  it('answers joining, leaving and accepting the waitlist in German; refuses another language', async () => {
    const full = await createEvent(db(), {
      title: 'Rooftop Quartet',
      categoryId: ids.festivals,
      startsAt: new Date('2026-12-22T19:00:00+05:30'),
      venue: 'Roof terrace',
      capacity: 1,
      ticketsPerMember: 2,
      prices: { member: 40000 },
      translations: { de: { title: 'Quartett auf dem Dach', venue: 'Dachterrasse' } },
    });
    const other = await signInMember(t, { code: 'M3901', pin: '1234', firstName: 'Nina' });
    const taken = await other.inject({
      method: 'POST',
      url: EVENT_BOOKINGS_API.mine,
      payload: { eventId: full.id, who: 'member', guests: [] },
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const W = EVENT_WAITLIST_API.mine;
    const payload = { eventId: full.id, who: 'member', guests: [] };
    const refused = await as('member').inject({ method: 'POST', url: `${W}?lang=fr`, payload });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual(['lang']);

    const joined = await as('member').inject({ method: 'POST', url: `${W}?lang=de`, payload });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = joined.json<EventWaitlistJoinResult>().entry!;
    expect(entry).toMatchObject({
      eventTitle: 'Quartett auf dem Dach',
      venue: 'Dachterrasse',
      status: 'waiting',
    });
    const left = await as('member').inject({
      method: 'POST',
      url: `${W}/${entry.id}/leave?lang=de`,
      payload: { version: entry.version },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<EventWaitlistEntry>()).toMatchObject({
      status: 'left',
      eventTitle: 'Quartett auf dem Dach',
    });

    const again = await as('member').inject({ method: 'POST', url: W, payload });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<EventWaitlistJoinResult>().entry!.eventTitle).toBe('Rooftop Quartet');
    // The place frees: the offer goes to the member, who accepts it in German.
    const theirs = taken.json<EventBookingPlaced>();
    const freed = await admin().inject({
      method: 'POST',
      url: `${EVENT_BOOKINGS_API.admin}/${theirs.id}/cancel`,
      payload: { version: theirs.version, reason: 'Travelling' },
    });
    expect(freed.statusCode, freed.body).toBe(200);
    const offered = (await as('member').inject({ url: `${W}?lang=de` }))
      .json<MyEventWaitlist>()
      .items.find((w) => w.eventId === full.id && w.status === 'offered')!;
    expect(offered.eventTitle).toBe('Quartett auf dem Dach');
    const accepted = await as('member').inject({
      method: 'POST',
      url: `${W}/${offered.id}/accept?lang=de`,
      payload: { version: offered.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const r = accepted.json<EventWaitlistJoinResult>();
    expect(r.booking).toMatchObject({ eventTitle: 'Quartett auf dem Dach', venue: 'Dachterrasse' });
    expect(r.entry).toMatchObject({ status: 'booked', eventTitle: 'Quartett auf dem Dach' });
    expect(line(await recent('de'), r.booking!.id)).toBe(
      `Veranstaltungsbuchung #${r.booking!.id}: Quartett auf dem Dach`,
    );
  });
});
