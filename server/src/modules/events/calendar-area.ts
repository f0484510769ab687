import { and, eq, gte, inArray } from 'drizzle-orm';
import { EVENT_LIVE_STATUSES, translated, type Language, type Translations } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { eventBookings, events } from '../../db/schema/index.ts';
import type { CalendarArea, CalendarEntry, CalendarQuery } from '../../lib/calendar-entry.ts';
import { clubMoment } from '../../lib/club-time.ts';
import { count } from '../../mail/words.ts';

const TEXTS = {
  en: (id: number, heads: number) =>
    `Event booking #${id}: ${count('en', heads, { one: 'place', other: 'places' })}.`,
  es: (id: number, heads: number) =>
    `Reserva de evento #${id}: ${count('es', heads, { one: 'plaza', other: 'plazas' })}.`,
  de: (id: number, heads: number) =>
    `Veranstaltungsbuchung #${id}: ${count('de', heads, { one: 'Platz', other: 'Plätze' })}.`,
} satisfies Record<Language, unknown>;

const columns = {
  id: eventBookings.id,
  heads: eventBookings.heads,
  title: events.title,
  venue: events.venue,
  translations: events.translations,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
};

/** A booking's entry, the event's title and venue in the calendar's language. */
function entryOf(
  r: {
    id: number;
    heads: number;
    title: string;
    venue: string;
    translations: Translations<'title' | 'description' | 'venue'>;
    startsAt: Date;
    endsAt: Date;
  },
  q: CalendarQuery,
): CalendarEntry {
  const venue = translated(r.venue, r.translations, q.language, 'venue');
  return {
    key: `event-booking-${r.id}`,
    start: clubMoment(r.startsAt, q.timeZone),
    end: clubMoment(r.endsAt, q.timeZone),
    summary: translated(r.title, r.translations, q.language, 'title'),
    description: TEXTS[q.language](r.id, r.heads),
    location: `${venue}, ${q.club.name}`,
    path: `/member/events/orders/detail/${r.id}`,
  };
}

/** The member's live event bookings (booked on account or confirmed) as calendar entries. */
export const eventsCalendar: CalendarArea<DbOrTx> = {
  async one(db, q) {
    const [r] = await db
      .select(columns)
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.id, q.id),
          eq(eventBookings.memberId, q.memberId),
          inArray(eventBookings.status, [...EVENT_LIVE_STATUSES]),
        ),
      );
    return r ? entryOf(r, q) : null;
  },
  async all(db, q) {
    const rows = await db
      .select(columns)
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.memberId, q.memberId),
          inArray(eventBookings.status, [...EVENT_LIVE_STATUSES]),
          gte(events.endsAt, new Date(`${q.since}T00:00:00Z`)),
        ),
      )
      .orderBy(events.startsAt);
    return rows.map((r) => entryOf(r, q));
  },
};
