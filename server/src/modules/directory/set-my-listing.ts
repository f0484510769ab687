import { eq } from 'drizzle-orm';
import type { DirectoryListing } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';

/**
 * The member chooses whether they are listed in the directory and which contact fields they
 * share (audited, like the member's other changes). Not listed, nothing is shown, whatever
 * fields are ticked.
 */
export async function setMyListing(
  ctx: AppContext,
  actor: Actor,
  input: DirectoryListing,
): Promise<DirectoryListing> {
  const id = memberScope(actor);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ listed: members.directoryListed, shares: members.directoryShares })
      .from(members)
      .where(eq(members.id, id))
      .for('update');
    if (!before) throw notFound('No such member.');
    const after = { listed: input.listed, shares: input.shares };
    await tx
      .update(members)
      .set({ directoryListed: after.listed, directoryShares: after.shares, updatedAt: new Date() })
      .where(eq(members.id, id));
    await writeAudit(tx, actor, {
      action: 'member.directory',
      entity: 'member',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
