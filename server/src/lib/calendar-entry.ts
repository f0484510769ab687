import type { Language } from '@club/contracts';

/*
 * What an area that books something (room stays, events, later hall functions) gives the
 * calendars: its member's confirmed bookings as entries, the texts in the reader's language.
 * The calendar module turns them into iCalendar files and feeds.
 */

/** A wall-clock moment in the club's time zone. */
export interface ClubDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
}

export interface CalendarEntry {
  /** Stable across downloads and feeds: '<area>-<id>@<host>' is built from it. */
  key: string;
  start: ClubDateTime;
  end: ClubDateTime;
  summary: string;
  description: string;
  location: string;
  /** Where the member reads the booking in the portal (path below the base path). */
  path: string;
}

/** Whose entries, in which language, and the club's facts an entry may name. */
export interface CalendarQuery {
  memberId: number;
  language: Language;
  timeZone: string;
  /** The club's name and address (where a room stay is). */
  club: { name: string; address: string };
}

/** One area's bookings as calendar entries (the database handle is the caller's). */
export interface CalendarArea<Db> {
  /** One of the member's confirmed bookings; null when none (or another's, or not confirmed). */
  one(db: Db, q: CalendarQuery & { id: number }): Promise<CalendarEntry | null>;
  /** The member's confirmed bookings that end on or after `since` ('YYYY-MM-DD'). */
  all(db: Db, q: CalendarQuery & { since: string }): Promise<CalendarEntry[]>;
}
