import { and, eq } from 'drizzle-orm';
import type { NewsPost, newsStatusRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { lockPost } from './post-store.ts';
import { auditOf, toNewsPosts } from './view.ts';

/**
 * Publishes a post (shown to its readers from now; the first publication's moment is kept as
 * its date) or takes it back to a draft, at the version the caller saw.
 */
export async function setNewsStatus(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof newsStatusRequest> & { id: number },
): Promise<NewsPost> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, input.id, input.version);
    const publish = input.status === 'Published';
    const [row] = await tx
      .update(newsPosts)
      .set({
        status: input.status,
        ...(publish && before.publishedAt === null ? { publishedAt: ctx.clock.now() } : {}),
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(newsPosts.id, input.id), eq(newsPosts.version, before.version)))
      .returning();
    await writeAudit(tx, actor, {
      action: publish ? 'news.publish' : 'news.unpublish',
      entity: 'news_post',
      entityId: input.id,
      before: auditOf(before),
      after: auditOf(row!),
    });
    return (await toNewsPosts(tx, [row!]))[0]!;
  });
}
