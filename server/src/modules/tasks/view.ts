import { inArray } from 'drizzle-orm';
import type { Task, TaskTag } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { tasks } from '../../db/schema/index.ts';
import { staffUsers } from '../../db/schema/index.ts';

type Row = typeof tasks.$inferSelect;

/** Rows -> the contract's tasks, with their assignees' names (read once for the page). */
export async function toTasks(db: DbOrTx, rows: Row[]): Promise<Task[]> {
  const ids = [...new Set(rows.map((r) => r.assigneeId).filter((i): i is number => i !== null))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const staff = await db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids));
    for (const s of staff) names.set(s.id, s.name);
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    titleKey: r.titleKey,
    titleParams: r.titleParams,
    note: r.note,
    team: r.team,
    status: r.status,
    tags: r.tags as TaskTag[],
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeId === null ? null : (names.get(r.assigneeId) ?? null),
    dueOn: r.dueOn,
    sourceKind: r.sourceKind,
    sourceId: r.sourceId,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** What the audit keeps of a task. */
export const auditOf = (r: Row) => ({
  title: r.title,
  team: r.team,
  status: r.status,
  assigneeId: r.assigneeId,
  dueOn: r.dueOn,
  tags: r.tags,
  note: r.note,
});
