import type { ClubCalendarItem } from '@club/contracts';
import type { clubCalendarItems } from '../../../db/schema/index.ts';
import { clubInstant, clubMoment } from '../../../lib/club-time.ts';

type Row = typeof clubCalendarItems.$inferSelect;

/** A club wall-clock moment ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM') as an instant. */
export function instantOf(wall: string, timeZone: string): Date {
  return clubInstant(wall.slice(0, 10), wall.length > 10 ? wall.slice(11, 16) : '00:00', timeZone);
}

/** An instant as the club's wall clock: its day for an all-day item, else to the minute. */
export function wallOf(at: Date, allDay: boolean, timeZone: string): string {
  const m = clubMoment(at, timeZone);
  return allDay ? m.date : `${m.date}T${m.time}`;
}

/** A staff item as the calendar shows it (an admin may change it). */
export function toClubItem(row: Row, timeZone: string, editable: boolean): ClubCalendarItem {
  return {
    id: `${row.kind}-${row.id}`,
    kind: row.kind,
    sourceId: row.id,
    title: row.title,
    note: row.note,
    facility: row.facility,
    start: wallOf(row.startsAt, row.allDay, timeZone),
    end: wallOf(row.endsAt, row.allDay, timeZone),
    allDay: row.allDay,
    version: row.version,
    editable,
  };
}

/** The columns a change writes, from the contract's item. */
export function columnsOf(
  item: {
    kind: Row['kind'];
    facility: string | null;
    title: string;
    note: string;
    start: string;
    end: string;
    allDay: boolean;
  },
  timeZone: string,
) {
  return {
    kind: item.kind,
    facility: item.facility,
    title: item.title,
    note: item.note,
    allDay: item.allDay,
    startsAt: instantOf(item.start, timeZone),
    endsAt: instantOf(item.end, timeZone),
  };
}
