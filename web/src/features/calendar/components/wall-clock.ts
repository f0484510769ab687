import type { ClubCalendarItem } from '@club/contracts';
import type { ClubItemKind } from '@club/contracts/core';

/*
 * The club calendar speaks the club's wall clock ('YYYY-MM-DDTHH:MM', an all-day item's days
 * 'YYYY-MM-DD', the end the day after its last). FullCalendar runs in UTC, so a wall-clock
 * moment read as UTC shows as the club's time on every reader's device.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock a UTC date stands for: 'YYYY-MM-DD' and 'HH:MM'. */
function partsOf(at: Date) {
  return {
    date: `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`,
    time: `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`,
  };
}

/** 'YYYY-MM-DD' plus `n` days. */
export const addDays = (date: string, n: number): string =>
  partsOf(new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000)).date;

/** A FullCalendar date (UTC standing for the club's wall clock) as the API writes it. */
export const wallOf = (at: Date, allDay: boolean): string => {
  const p = partsOf(at);
  return allDay ? p.date : `${p.date}T${p.time}`;
};

/** The club's wall clock now, as a UTC date (FullCalendar's "now" and "today"). */
export function clubNowAsUtc(timeZone: string, now: Date = new Date()): Date {
  const parts = Object.fromEntries(
    // eslint-disable-next-line no-restricted-syntax -- the club's wall clock as parts, not a text shown
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return new Date(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
}

/** The staff form's values: the days as the reader thinks of them (an all-day end inclusive). */
export interface ItemFormValues {
  kind: ClubItemKind;
  facility: string;
  title: string;
  note: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** The form's values of an item (or of a new one on `day`). */
export function formValuesOf(item: ClubCalendarItem | null, day: string): ItemFormValues {
  if (!item) {
    return {
      kind: 'closure',
      facility: '',
      title: '',
      note: '',
      allDay: true,
      startDate: day,
      startTime: '09:00',
      endDate: day,
      endTime: '17:00',
    };
  }
  return {
    kind: item.kind === 'timing' || item.kind === 'club' ? item.kind : 'closure',
    facility: item.facility ?? '',
    title: item.title,
    note: item.note,
    allDay: item.allDay,
    startDate: item.start.slice(0, 10),
    startTime: item.allDay ? '09:00' : item.start.slice(11, 16),
    endDate: item.allDay ? addDays(item.end, -1) : item.end.slice(0, 10),
    endTime: item.allDay ? '17:00' : item.end.slice(11, 16),
  };
}

/** The API's item of the form's values. */
export function itemOf(v: ItemFormValues) {
  return {
    kind: v.kind,
    facility: v.facility === '' ? null : v.facility,
    title: v.title,
    note: v.note,
    allDay: v.allDay,
    start: v.allDay ? v.startDate : `${v.startDate}T${v.startTime}`,
    end: v.allDay ? (v.endDate ? addDays(v.endDate, 1) : '') : `${v.endDate}T${v.endTime}`,
  };
}

/** Where the API's field errors go on the form ('item.end' -> endDate). */
export const FORM_FIELD: Record<string, keyof ItemFormValues> = {
  'item.kind': 'kind',
  'item.facility': 'facility',
  'item.title': 'title',
  'item.note': 'note',
  'item.start': 'startDate',
  'item.end': 'endDate',
};
