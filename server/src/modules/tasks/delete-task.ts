import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { tasks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { auditOf } from './view.ts';

/** Deletes a task (SPEC.md §7 DELETE with id): flagged deleted, hidden from the list, kept. */
export async function deleteTask(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<{ deleted: number }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ deleted: true, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
      .where(and(eq(tasks.id, input.id), eq(tasks.deleted, false)))
      .returning();
    if (!row) throw notFound('No such task.');
    await writeAudit(tx, actor, {
      action: 'task.delete',
      entity: 'task',
      entityId: row.id,
      before: auditOf(row),
    });
    return { deleted: 1 };
  });
}
