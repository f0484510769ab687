import { eq } from 'drizzle-orm';
import type { DirectoryListing } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The signed-in member's own directory listing (not listed until they choose). */
export async function getMyListing(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<DirectoryListing> {
  const [m] = await ctx.db
    .select({ listed: members.directoryListed, shares: members.directoryShares })
    .from(members)
    .where(eq(members.id, memberScope(actor)));
  if (!m) throw notFound('No such member.');
  return m;
}
