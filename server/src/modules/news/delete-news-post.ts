import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { auditOf } from './view.ts';

/** Deletes a post (any status); 404 when it is already gone. */
export async function deleteNewsPost(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(newsPosts).where(eq(newsPosts.id, input.id)).returning();
    if (!row) throw notFound('This news post no longer exists.');
    await writeAudit(tx, actor, {
      action: 'news.delete',
      entity: 'news_post',
      entityId: input.id,
      before: auditOf(row),
    });
  });
}
