import { asc, inArray } from 'drizzle-orm';
import type { Language, PublicEventList } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { PUBLIC_STATUSES, withPublicDetails } from '../catalog/event-store.ts';

/**
 * The events anyone may see: published, closed and completed ones, earliest first, with
 * prices, places, the booking window and highlights; their titles, descriptions, venues and
 * categories in the reader's language. The same for every caller of a language and every
 * moment (the web splits upcoming from past), so it is cached until an event changes.
 */
export async function listPublicEvents(
  ctx: AppContext,
  _actor: Actor,
  input: { lang: Language },
): Promise<PublicEventList> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(inArray(events.status, [...PUBLIC_STATUSES]))
    .orderBy(asc(events.startsAt), asc(events.id));
  return { items: await withPublicDetails(ctx.db, rows, input.lang) };
}
