import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { magazineIssues } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Removes an issue of Clubman (audited), then its PDF. */
export async function removeMagazineIssue(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(magazineIssues)
      .where(eq(magazineIssues.id, input.id))
      .returning();
    if (!before) throw notFound('No such issue of Clubman.');
    await writeAudit(tx, actor, {
      action: 'magazine.delete',
      entity: 'magazine_issue',
      entityId: input.id,
      before,
    });
    return before.fileKey;
  });
  await ctx.storage.remove(key);
}
