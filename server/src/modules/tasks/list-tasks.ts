import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toPaged, type TaskPage, type taskQuery } from '@club/contracts';
import type { z } from 'zod';
import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { tasks } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { raiseFeedbackFollowUps } from './feedback-follow-ups.ts';
import { toTasks } from './view.ts';

type Query = z.output<typeof taskQuery>;

/**
 * The staff's tasks (SPEC.md §7 list semantics): not deleted, searched in title, note and tags,
 * filtered by status, team and the caller's own, sorted by due day (none last), title, status
 * or team, a page at a time. Feedback past its due time gets its follow-up task first.
 */
export async function listTasks(ctx: AppContext, actor: Actor, q: Query): Promise<TaskPage> {
  await raiseFeedbackFollowUps(ctx, actor);
  const term = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    eq(tasks.deleted, false),
    q.status ? eq(tasks.status, q.status) : undefined,
    q.team ? eq(tasks.team, q.team) : undefined,
    q.assignee === 'me' ? eq(tasks.assigneeId, staffOf(actor)) : undefined,
    term
      ? or(
          ilike(tasks.title, term),
          ilike(tasks.note, term),
          sql`array_to_string(${tasks.tags}, ' ') ilike ${term}`,
          sql`${tasks.titleParams}::text ilike ${term}`,
        )
      : undefined,
  );
  const dir = q.sortDir === 'desc' ? desc : asc;
  const ORDERS: Record<Query['sortBy'], SQL[]> = {
    due: [sql`${tasks.dueOn} ${sql.raw(q.sortDir === 'desc' ? 'desc' : 'asc')} nulls last`],
    title: [dir(sql`lower(${tasks.title})`)],
    status: [dir(tasks.status), asc(tasks.dueOn)],
    team: [dir(tasks.team), asc(tasks.dueOn)],
  };
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...ORDERS[q.sortBy], asc(tasks.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db.select({ n: count() }).from(tasks).where(where),
  ]);
  return toPaged(await toTasks(ctx.db, rows), total?.n ?? 0, q);
}
