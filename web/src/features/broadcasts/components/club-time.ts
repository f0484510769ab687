import { clubInstant, clubMoment } from '@club/contracts/core';

/**
 * A time as the office types it (the club's wall clock, "2026-12-14T10:30") and the instant it
 * names, both ways, in the club's time zone whatever the browser's (the server's own
 * `clubInstant` and `clubMoment`).
 */

/** "2026-12-14T10:30" in the club's zone -> the ISO instant ("2026-12-14T05:00:00.000Z"); '' stays null. */
export function clubLocalToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!m) return null;
  return clubInstant(m[1]!, m[2]!, timeZone).toISOString();
}

/** An ISO instant -> the club's wall clock as a datetime-local field holds it. */
export function isoToClubLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const { date, time } = clubMoment(new Date(iso), timeZone);
  return `${date}T${time}`;
}
