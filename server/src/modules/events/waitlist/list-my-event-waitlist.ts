import { desc, eq } from 'drizzle-orm';
import type { Language, MyEventWaitlist } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventWaitlist } from '../../../db/schema/index.ts';
import { toWaitlistEntries } from './waitlist-store.ts';

/**
 * The member's waitlist entries (in line, offered and past), newest first; the events' titles
 * and venues in the reader's language.
 */
export async function listMyEventWaitlist(
  ctx: AppContext,
  actor: Actor,
  input: { lang: Language },
): Promise<MyEventWaitlist> {
  const memberId = memberScope(actor);
  const rows = await ctx.db
    .select()
    .from(eventWaitlist)
    .where(eq(eventWaitlist.memberId, memberId))
    .orderBy(desc(eventWaitlist.id))
    .limit(200);
  return { items: await toWaitlistEntries(ctx.db, rows, input.lang) };
}
