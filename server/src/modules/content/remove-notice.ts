import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notices } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Removes a notice (audited); an unknown id is not found. */
export async function removeNotice(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(notices).where(eq(notices.id, input.id)).returning();
    if (!before) throw notFound('This notice no longer exists.');
    await writeAudit(tx, actor, {
      action: 'notice.delete',
      entity: 'notice',
      entityId: input.id,
      before,
    });
  });
}
