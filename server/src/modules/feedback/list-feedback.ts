import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FeedbackPage, staffFeedbackQuery } from '@club/contracts';
import type { z } from 'zod';
import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback, members } from '../../db/schema/index.ts';
import { clubInstant } from '../../lib/club-time.ts';
import { officeClock } from './targets.ts';
import { overdueAt, readFeedbackPage } from './view.ts';

type Query = z.output<typeof staffFeedbackQuery>;

const SORTS = {
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  firstReplyDueAt: feedback.firstReplyDueAt,
  resolutionDueAt: feedback.resolutionDueAt,
  status: feedback.status,
  category: feedback.category,
} as const;

/** The day after a club date ('YYYY-MM-DD'). */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whom it is assigned to: a staff user, nobody ('none') or the reader ('me'). */
function assigneeFilter(actor: Actor, assignee: Query['assignee']): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(feedback.assignedTo);
  return eq(feedback.assignedTo, assignee === 'me' ? staffOf(actor) : Number(assignee));
}

/**
 * The office's list ("Manage Feedbacks"): by status, category, the period it was written in
 * (club dates), the member (code or name), the assignee and whether it is overdue; each row
 * with its due times and the `overdue` flag the database computes at this moment.
 */
export async function listFeedback(ctx: AppContext, actor: Actor, q: Query): Promise<FeedbackPage> {
  const now = ctx.clock.now();
  const { timeZone } = await officeClock(ctx.db);
  const term = q.term ? `%${q.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    q.status ? eq(feedback.status, q.status) : undefined,
    q.category ? eq(feedback.category, q.category) : undefined,
    q.from ? gte(feedback.createdAt, clubInstant(q.from, '00:00', timeZone)) : undefined,
    q.to ? lt(feedback.createdAt, clubInstant(dayAfter(q.to), '00:00', timeZone)) : undefined,
    term
      ? or(
          ilike(members.code, term),
          ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, term),
        )
      : undefined,
    assigneeFilter(actor, q.assignee),
    q.overdue ? overdueAt(now) : undefined,
  );
  const dir = q.sortDir === 'asc' ? asc : desc;
  return readFeedbackPage(ctx.db, q, where, [dir(SORTS[q.sortBy]), dir(feedback.id)], now, true);
}
