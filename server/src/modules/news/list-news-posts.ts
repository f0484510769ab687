import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { toPaged, type NewsPostPage, type newsAdminQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { toNewsPosts } from './view.ts';

/**
 * The editors' list of posts (every status): searched in title, summary and slug, filtered by
 * status and audience, the latest changed first, a page at a time.
 */
export async function listNewsPosts(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof newsAdminQuery>,
): Promise<NewsPostPage> {
  const term = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.status ? eq(newsPosts.status, q.status) : undefined,
    q.audience ? eq(newsPosts.audience, q.audience) : undefined,
    term
      ? or(
          ilike(newsPosts.title, term),
          ilike(newsPosts.summary, term),
          ilike(newsPosts.slug, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(
        sql`${newsPosts.status} = 'Published'`,
        desc(newsPosts.updatedAt),
        desc(newsPosts.id),
      )
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db.select({ n: count() }).from(newsPosts).where(where),
  ]);
  return toPaged(await toNewsPosts(ctx.db, rows), total?.n ?? 0, q);
}
