import { and, gt, inArray, lt } from 'drizzle-orm';
import { ROLE, translated, type ClubCalendarItem, type clubCalendarQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { clubCalendarItems, events } from '../../../db/schema/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { instantOf, toClubItem, wallOf } from './club-item-view.ts';
import { ownItems } from './own-items.ts';

/** The events the calendar shows: published ones, and those closed for booking or held. */
const SHOWN_EVENTS = ['published', 'closed', 'completed'] as const;

const byStart = (a: ClubCalendarItem, b: ClubCalendarItem) =>
  a.start.localeCompare(b.start) || a.id.localeCompare(b.id);

/**
 * The club calendar of the days `startStr` to `endStr` (exclusive), club time: the club's
 * events and the staff's closures, timings and notes for everyone signed in, and for a member
 * (or the member an admin acts for) their own stays, functions, event bookings and pickups.
 */
export async function listClubCalendar(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof clubCalendarQuery>,
): Promise<ClubCalendarItem[]> {
  const settings = await getSettingsRow(ctx.db);
  const timeZone = settings.timeZone;
  const start = instantOf(input.startStr, timeZone);
  const end = instantOf(input.endStr, timeZone);
  const editable = actor.roles.includes(ROLE.admin);

  const [items, eventRows] = await Promise.all([
    ctx.db
      .select()
      .from(clubCalendarItems)
      .where(and(lt(clubCalendarItems.startsAt, end), gt(clubCalendarItems.endsAt, start))),
    ctx.db
      .select({
        id: events.id,
        title: events.title,
        venue: events.venue,
        translations: events.translations,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(events)
      .where(
        and(
          inArray(events.status, [...SHOWN_EVENTS]),
          lt(events.startsAt, end),
          gt(events.endsAt, start),
        ),
      ),
  ]);

  const answer: ClubCalendarItem[] = [
    ...items.map((row) => toClubItem(row, timeZone, editable)),
    ...eventRows.map((e): ClubCalendarItem => ({
      id: `event-${e.id}`,
      kind: 'event',
      sourceId: e.id,
      title: translated(e.title, e.translations, input.lang, 'title'),
      note: translated(e.venue, e.translations, input.lang, 'venue'),
      facility: null,
      start: wallOf(e.startsAt, false, timeZone),
      end: wallOf(e.endsAt, false, timeZone),
      allDay: false,
      version: null,
      editable: false,
    })),
  ];

  const memberId = actor.actingForMemberId ?? actor.memberId;
  if (memberId !== null) {
    const own = await ownItems(
      ctx.db,
      {
        memberId,
        language: input.lang,
        timeZone,
        club: { name: settings.clubName, address: settings.address },
      },
      { from: input.startStr, to: input.endStr, start, end },
    );
    answer.push(...own);
  }
  return answer.sort(byStart);
}
