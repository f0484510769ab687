import { and, eq, gte, inArray } from 'drizzle-orm';
import { BANQUET_SESSION_TIMES, type Language } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { banquetBookings, banquetHalls } from '../../db/schema/index.ts';
import type { CalendarArea, CalendarEntry, CalendarQuery } from '../../lib/calendar-entry.ts';
import { count } from '../../mail/words.ts';

/** The statuses a function shows in the member's calendar: confirmed, and then completed. */
const SHOWN = ['confirmed', 'completed'] as const;

const TEXTS = {
  en: {
    summary: (hall: string) => `${hall}: your function`,
    description: (id: number, guests: number) =>
      `Banquet hall booking #${id} for ${count('en', guests, { one: 'guest', other: 'guests' })}.`,
  },
  es: {
    summary: (hall: string) => `${hall}: su evento`,
    description: (id: number, guests: number) =>
      `Reserva de salón #${id} para ${count('es', guests, { one: 'invitado', other: 'invitados' })}.`,
  },
  de: {
    summary: (hall: string) => `${hall}: Ihre Veranstaltung`,
    description: (id: number, guests: number) =>
      `Saalbuchung #${id} für ${count('de', guests, { one: 'Gast', other: 'Gäste' })}.`,
  },
} satisfies Record<Language, unknown>;

const columns = {
  id: banquetBookings.id,
  date: banquetBookings.date,
  session: banquetBookings.session,
  guests: banquetBookings.guests,
  finalGuests: banquetBookings.finalGuests,
  hall: banquetHalls.name,
};
type Row = {
  id: number;
  date: string;
  session: keyof typeof BANQUET_SESSION_TIMES;
  guests: number;
  finalGuests: number | null;
  hall: string;
};

function entryOf(r: Row, q: CalendarQuery): CalendarEntry {
  const text = TEXTS[q.language];
  const times = BANQUET_SESSION_TIMES[r.session];
  return {
    key: `banquet-booking-${r.id}`,
    start: { date: r.date, time: times.from },
    end: { date: r.date, time: times.to },
    summary: text.summary(r.hall),
    description: text.description(r.id, r.finalGuests ?? r.guests),
    location: `${r.hall}, ${q.club.name}, ${q.club.address}`,
    path: '/member/banquet/myBooking',
  };
}

/** The member's confirmed hall functions as calendar entries: the session's hours, club time. */
export const banquetsCalendar: CalendarArea<DbOrTx> = {
  async one(db, q) {
    const [r] = await db
      .select(columns)
      .from(banquetBookings)
      .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
      .where(
        and(
          eq(banquetBookings.id, q.id),
          eq(banquetBookings.memberId, q.memberId),
          inArray(banquetBookings.status, [...SHOWN]),
        ),
      );
    return r ? entryOf(r, q) : null;
  },
  async all(db, q) {
    const rows = await db
      .select(columns)
      .from(banquetBookings)
      .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
      .where(
        and(
          eq(banquetBookings.memberId, q.memberId),
          inArray(banquetBookings.status, [...SHOWN]),
          gte(banquetBookings.date, q.since),
        ),
      )
      .orderBy(banquetBookings.date);
    return rows.map((r) => entryOf(r, q));
  },
};
