import type { calendarFileParams } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { calendarBasics, memberLanguage } from './calendar-context.ts';
import { CALENDAR_TEXTS } from './texts.ts';

/**
 * The iCalendar file of one of the member's confirmed bookings (a room stay, an event), its
 * texts in the member's language; 404 for none, another member's, or one not confirmed.
 */
export async function getBookingCalendar(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof calendarFileParams>,
): Promise<{ fileName: string; body: string }> {
  const memberId = memberScope(actor);
  const id = Number(input.file.replace(/\.ics$/, ''));
  const language = await memberLanguage(ctx.db, memberId);
  const { query, render, areas } = await calendarBasics(ctx, memberId, language);
  const entry = await areas[input.source].one(ctx.db, { ...query, id });
  if (!entry) throw notFound('No such confirmed booking.');
  return {
    fileName: `${CALENDAR_TEXTS[language].fileName}-${input.source}-${id}.ics`,
    body: render([entry]),
  };
}
