import { and, gte, lt, sql } from 'drizzle-orm';
import type { feedbackFiguresQuery, FeedbackFiguresResponse } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema/index.ts';
import { badField } from '../../lib/errors.ts';
import { clubInstant } from '../../lib/club-time.ts';
import { officeClock } from './targets.ts';
import { overdueAt } from './view.ts';

/** The first day of the month after 'YYYY-MM'. */
function monthAfter(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The figures by category and month (club time) of the feedback written in the months `from`
 * to `to`: how many, the median working minutes to the first reply and to the resolution, the
 * answers' average rating and how many are overdue now; aggregated by the database.
 */
export async function feedbackFigures(
  ctx: AppContext,
  _actor: Actor,
  input: z.output<typeof feedbackFiguresQuery>,
): Promise<FeedbackFiguresResponse> {
  if (input.to < input.from) throw badField('to', 'validation.dateOrder');
  const { timeZone } = await officeClock(ctx.db);
  const month = sql<string>`to_char(${feedback.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await ctx.db
    .select({
      month,
      category: feedback.category,
      count: sql<number>`count(*)::int`,
      medianFirstReplyMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${feedback.firstReplyMinutes})`,
      medianResolutionMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${feedback.resolutionMinutes})`,
      averageAnswerRating: sql<number | null>`avg(${feedback.answerRating})::float8`,
      overdue: sql<number>`(count(*) filter (where ${overdueAt(ctx.clock.now())}))::int`,
    })
    .from(feedback)
    .where(
      and(
        gte(feedback.createdAt, clubInstant(`${input.from}-01`, '00:00', timeZone)),
        lt(feedback.createdAt, clubInstant(monthAfter(input.to), '00:00', timeZone)),
      ),
    )
    // By position: the month's expression binds the time zone as a parameter of its own.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    items: rows.map((r) => ({
      month: r.month,
      category: r.category,
      count: Number(r.count),
      medianFirstReplyMinutes: num(r.medianFirstReplyMinutes),
      medianResolutionMinutes: num(r.medianResolutionMinutes),
      averageAnswerRating: num(r.averageAnswerRating),
      overdue: Number(r.overdue),
    })),
  };
}
