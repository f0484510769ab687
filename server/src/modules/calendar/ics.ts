import ical, { ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarEntry, ClubDateTime } from '../../lib/calendar-entry.ts';

/** A club wall-clock time as ical-generator writes it with the event's TZID (no conversion). */
const wallClock = (at: ClubDateTime) => new Date(`${at.date}T${at.time}:00Z`);

/**
 * An iCalendar file of entries: each event's times in the club's time zone (DTSTART;TZID=...),
 * with the zone's VTIMEZONE, a UID stable across downloads and feeds ('<key>@<host>'), and a
 * link to the booking in the portal.
 */
export function icsOf(
  entries: CalendarEntry[],
  o: { name: string; timeZone: string; portalUrl: string; stamp: Date },
): string {
  const host = new URL(o.portalUrl).hostname;
  const cal = ical({
    name: o.name,
    prodId: { company: host, product: 'club-portal', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const e of entries) {
    cal.createEvent({
      id: `${e.key}@${host}`,
      start: wallClock(e.start),
      end: wallClock(e.end),
      timezone: o.timeZone,
      stamp: o.stamp,
      summary: e.summary,
      description: e.description,
      location: e.location,
      url: `${o.portalUrl}${e.path}`,
    });
  }
  // The zone's definition, which a TZID names (RFC 5545 3.6.5), before the events.
  const [zone] = tzlib_get_ical_block(o.timeZone) as [string, string];
  const text = cal.toString();
  const block = zone.replace(/\r?\n/g, '\r\n').trim();
  const at = text.includes('BEGIN:VEVENT') ? 'BEGIN:VEVENT' : 'END:VCALENDAR';
  return text.replace(at, `${block}\r\n${at}`);
}
