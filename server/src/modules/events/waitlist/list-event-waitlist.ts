import { asc, eq } from 'drizzle-orm';
import type { MyEventWaitlist } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventWaitlist } from '../../../db/schema/index.ts';
import { eventById } from '../catalog/event-store.ts';
import { toWaitlistEntries } from './waitlist-store.ts';

/** An event's waitlist for the club office, in line order (404 for no such event). */
export async function listEventWaitlist(
  ctx: AppContext,
  _actor: Actor,
  input: { eventId: number },
): Promise<MyEventWaitlist> {
  await eventById(ctx, input.eventId);
  const rows = await ctx.db
    .select()
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, input.eventId))
    .orderBy(asc(eventWaitlist.id));
  return { items: await toWaitlistEntries(ctx.db, rows) };
}
