import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { CalendarQuery } from '../../lib/calendar-entry.ts';
import { clubMoment } from '../../lib/club-time.ts';
import { getSettingsRow } from '../settings/index.ts';
import { CALENDAR_AREAS } from './sources.ts';
import { icsOf } from './ics.ts';
import { CALENDAR_TEXTS } from './texts.ts';

/** The member's language (English when the row has none the calendars know). */
export async function memberLanguage(db: DbOrTx, memberId: number): Promise<Language> {
  const [m] = await db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, memberId));
  const language = m?.language as Language | undefined;
  return language && LANGUAGES.includes(language) ? language : 'en';
}

/** What every calendar query and file needs: the club's zone, name, address and today. */
export async function calendarBasics(ctx: AppContext, memberId: number, language: Language) {
  const settings = await getSettingsRow(ctx.db);
  const query: CalendarQuery = {
    memberId,
    language,
    timeZone: settings.timeZone,
    club: { name: settings.clubName, address: settings.address },
  };
  const today = clubMoment(ctx.clock.now(), settings.timeZone).date;
  const render = (entries: Parameters<typeof icsOf>[0]) =>
    icsOf(entries, {
      name: CALENDAR_TEXTS[language].feedName(settings.shortName),
      timeZone: settings.timeZone,
      portalUrl: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}`,
      stamp: ctx.clock.now(),
    });
  return { query, today, render, areas: CALENDAR_AREAS };
}
