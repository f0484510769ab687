import { sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { clubToday } from '../settings/index.ts';
import { writeSourceTask } from './source-tasks.ts';

/**
 * Feedback left unanswered past its first reply's due time gets an office follow-up task, due
 * today, once (the unique source index refuses a second row, whoever writes it at the same
 * moment). Run by the tasks' job and before the list is read. How many it made.
 */
export async function raiseFeedbackFollowUps(ctx: AppContext, _actor: Actor): Promise<number> {
  const now = ctx.clock.now();
  const late = await ctx.db.execute(sql`
    select f.id, f.subject from feedback f
    where f.first_reply_at is null and f.status in ('open', 'in_progress')
      and f.first_reply_due_at < ${now.toISOString()}::timestamptz
      and not exists (select 1 from tasks t where t.source_kind = 'feedback'
        and t.source_id = f.id and t.purpose = 'follow_up')
    order by f.id limit 200`);
  const rows = late.rows as { id: number; subject: string }[];
  if (rows.length === 0) return 0;
  const today = await clubToday(ctx);
  let made = 0;
  for (const r of rows) {
    const wrote = await writeSourceTask(ctx.db, {
      kind: 'feedback',
      id: Number(r.id),
      purpose: 'follow_up',
      team: 'office',
      key: 'feedbackFollowUp',
      params: { feedback: Number(r.id), subject: r.subject },
      dueOn: today,
    });
    if (wrote) made++;
  }
  return made;
}
