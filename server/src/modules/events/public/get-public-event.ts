import { and, eq, inArray } from 'drizzle-orm';
import type { Language, PublicEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { PUBLIC_STATUSES, withPublicDetails } from '../catalog/event-store.ts';

/** One public event in the reader's language; drafts and cancelled events are not found. */
export async function getPublicEvent(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number; lang: Language },
): Promise<PublicEvent> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, input.id), inArray(events.status, [...PUBLIC_STATUSES])));
  const [event] = await withPublicDetails(ctx.db, rows, input.lang);
  if (!event) throw notFound('No such event.');
  return event;
}
