import { WEEKDAYS } from '@club/contracts/core';
import type { OfficeHours } from '@club/contracts';
import type { ClubFormat } from './club-format';

/**
 * The office's hours as people read them (the footer, the contact page), drawn from the hours
 * the portal acts on (settings.officeHours: the feedback targets count them), never typed
 * again: one line per run of consecutive days with the same hours, in the reader's language's
 * day names and times ("Mon–Fri 9:30 am – 6:00 pm", "Lun–vie 9:30–18:00",
 * "Mo–Fr 09:30–18:00 Uhr"). Closed days are left out.
 */
export function officeHoursLines(
  hours: OfficeHours,
  fmt: Pick<ClubFormat, 'locale' | 'weekdayName' | 'clockRange'>,
): string[] {
  const runs: { first: number; last: number; open: string; close: string }[] = [];
  WEEKDAYS.forEach((day, i) => {
    const today = hours[day];
    const run = runs.at(-1);
    if (!today) return;
    if (run && run.last === i - 1 && run.open === today.open && run.close === today.close)
      run.last = i;
    else runs.push({ first: i, last: i, ...today });
  });
  return runs.map(({ first, last, open, close }) => {
    const days =
      first === last
        ? fmt.weekdayName(first + 1)
        : `${fmt.weekdayName(first + 1)}–${fmt.weekdayName(last + 1)}`;
    const line = `${days} ${fmt.clockRange(open, close)}`;
    // A line starts as a sentence does ("lun" is Spanish for "Mon" within a sentence).
    return line.charAt(0).toLocaleUpperCase(fmt.locale) + line.slice(1);
  });
}
