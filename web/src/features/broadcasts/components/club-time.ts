/**
 * A time as the office types it (the club's wall clock, "2026-12-14T10:30") and the instant it
 * names, both ways, in the club's time zone whatever the browser's.
 */

/** The wall-clock parts of an instant in a time zone, read as if they were UTC (ms). */
function wallAsUtc(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    // Not shown to anyone: the zone's clock read in numbers, to build the instant sent to the server.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
}

/** "2026-12-14T10:30" in the club's zone -> the ISO instant ("2026-12-14T05:00:00.000Z"); '' stays null. */
export function clubLocalToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  let at = wall - (wallAsUtc(wall, timeZone) - wall);
  // Once more near a change of the clocks.
  at = wall - (wallAsUtc(at, timeZone) - at);
  return new Date(at).toISOString();
}

/** An ISO instant -> the club's wall clock as a datetime-local field holds it. */
export function isoToClubLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  // The club's wall clock as the field's value (its parts were read in the club's zone above).
  // eslint-disable-next-line no-restricted-syntax
  return new Date(wallAsUtc(new Date(iso).getTime(), timeZone)).toISOString().slice(0, 16);
}
