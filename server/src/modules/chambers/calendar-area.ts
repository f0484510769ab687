import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Language } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { chamberBookings } from '../../db/schema/index.ts';
import type { CalendarArea, CalendarEntry } from '../../lib/calendar-entry.ts';
import { count } from '../../mail/words.ts';

/** When a stay begins and ends on its days (the club's time). */
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '12:00';

/** The statuses a stay shows in the member's calendar: confirmed, and then the guests in. */
const SHOWN = ['confirmed', 'checked_in'] as const;

const TEXTS = {
  en: {
    summary: (rooms: number) => `The Chambers: room stay${rooms > 1 ? ` (${rooms} rooms)` : ''}`,
    description: (id: number, guest: string, nights: number) =>
      `Room booking #${id} for ${guest}, ${count('en', nights, { one: 'night', other: 'nights' })}. Check-in from ${CHECK_IN_TIME}, check-out by ${CHECK_OUT_TIME}.`,
  },
  es: {
    summary: (rooms: number) =>
      `The Chambers: estancia${rooms > 1 ? ` (${rooms} habitaciones)` : ''}`,
    description: (id: number, guest: string, nights: number) =>
      `Reserva de habitación #${id} para ${guest}, ${count('es', nights, { one: 'noche', other: 'noches' })}. Entrada desde las ${CHECK_IN_TIME}, salida hasta las ${CHECK_OUT_TIME}.`,
  },
  de: {
    summary: (rooms: number) => `The Chambers: Aufenthalt${rooms > 1 ? ` (${rooms} Zimmer)` : ''}`,
    description: (id: number, guest: string, nights: number) =>
      `Zimmerbuchung #${id} für ${guest}, ${count('de', nights, { one: 'Nacht', other: 'Nächte' })}. Check-in ab ${CHECK_IN_TIME} Uhr, Check-out bis ${CHECK_OUT_TIME} Uhr.`,
  },
} satisfies Record<Language, unknown>;

type Row = typeof chamberBookings.$inferSelect;

function entryOf(b: Row, language: Language, location: string): CalendarEntry {
  const text = TEXTS[language];
  return {
    key: `chamber-booking-${b.id}`,
    start: { date: b.checkIn, time: CHECK_IN_TIME },
    end: { date: b.checkOut, time: CHECK_OUT_TIME },
    summary: text.summary(b.rooms),
    description: text.description(b.id, b.guestName, b.nights),
    location,
    path: '/member/chamber/myBooking',
  };
}

/** The member's confirmed room stays as calendar entries (at the club's address). */
export const chambersCalendar: CalendarArea<DbOrTx> = {
  async one(db, q) {
    const [b] = await db
      .select()
      .from(chamberBookings)
      .where(
        and(
          eq(chamberBookings.id, q.id),
          eq(chamberBookings.memberId, q.memberId),
          inArray(chamberBookings.status, [...SHOWN]),
        ),
      );
    return b ? entryOf(b, q.language, `${q.club.name}, ${q.club.address}`) : null;
  },
  async all(db, q) {
    const rows = await db
      .select()
      .from(chamberBookings)
      .where(
        and(
          eq(chamberBookings.memberId, q.memberId),
          inArray(chamberBookings.status, [...SHOWN]),
          gte(chamberBookings.checkOut, q.since),
        ),
      )
      .orderBy(chamberBookings.checkIn);
    return rows.map((b) => entryOf(b, q.language, `${q.club.name}, ${q.club.address}`));
  },
};
