import { eq } from 'drizzle-orm';
import type { FeedbackCategory, OfficeHours } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { feedbackTargets } from '../../db/schema/index.ts';
import { getSettingsRow } from '../settings/index.ts';
import { addOfficeMinutes, officeMinutesBetween } from './office-hours.ts';

/** The targets when a category has no row (the migration seeds them all): 8 and 40 working hours. */
const FALLBACK = { firstReplyHours: 8, resolutionHours: 40 };

/** The office's hours and the club's time zone, as the settings keep them. */
export interface OfficeClock {
  hours: OfficeHours;
  timeZone: string;
}

export async function officeClock(db: DbOrTx): Promise<OfficeClock> {
  const s = await getSettingsRow(db);
  return { hours: s.officeHours, timeZone: s.timeZone };
}

/** When a feedback written at `at` in `category` is due: its first reply and its resolution. */
export async function dueTimes(
  db: DbOrTx,
  clock: OfficeClock,
  category: FeedbackCategory,
  at: Date,
) {
  const [target] = await db
    .select()
    .from(feedbackTargets)
    .where(eq(feedbackTargets.category, category));
  const { firstReplyHours, resolutionHours } = target ?? FALLBACK;
  return {
    firstReplyDueAt: addOfficeMinutes(at, firstReplyHours * 60, clock.hours, clock.timeZone),
    resolutionDueAt: addOfficeMinutes(at, resolutionHours * 60, clock.hours, clock.timeZone),
  };
}

/** The working minutes from a feedback's writing to `at` (its first reply, its resolution). */
export async function workingMinutes(db: DbOrTx, from: Date, at: Date): Promise<number> {
  const clock = await officeClock(db);
  return officeMinutesBetween(from, at, clock.hours, clock.timeZone);
}
