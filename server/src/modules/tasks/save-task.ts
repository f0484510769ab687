import { and, eq } from 'drizzle-orm';
import type { Task, taskItemSchema } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { staffUsers, tasks } from '../../db/schema/index.ts';
import { badField, conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { auditOf, toTasks } from './view.ts';

type Item = z.output<typeof taskItemSchema>;

/** A task is given only to an active staff user: another id is the caller's error (400). */
async function requireAssignee(tx: Tx, id: number | null): Promise<void> {
  if (id === null) return;
  const [s] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.active, true)))
    .for('share');
  if (!s) throw badField('item.assigneeId', 'validation.oneOf');
}

/**
 * Adds a task (no id) or changes one (its id and the version the caller saw: 409
 * `task_changed` when it moved on, 404 for an unknown or deleted one). A task the portal made
 * keeps its title's key only while its title is not rewritten.
 */
export async function saveTask(
  ctx: AppContext,
  actor: Actor,
  input: { item: Item & { id?: number; version?: number } },
): Promise<Task> {
  const { id, version, ...values } = input.item;
  return ctx.db.transaction(async (tx) => {
    await requireAssignee(tx, values.assigneeId);
    if (id === undefined) {
      const [row] = await tx.insert(tasks).values(values).returning();
      await writeAudit(tx, actor, {
        action: 'task.create',
        entity: 'task',
        entityId: row!.id,
        after: auditOf(row!),
      });
      return (await toTasks(tx, [row!]))[0]!;
    }
    const [before] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.deleted, false)))
      .for('update');
    if (!before) throw notFound('No such task.');
    if (before.version !== version) {
      throw conflict('This task was changed meanwhile. Reload it and try again.', 'task_changed');
    }
    const keepKey = before.titleKey !== null && values.title === before.title;
    const [row] = await tx
      .update(tasks)
      .set({
        ...values,
        ...(keepKey ? {} : { titleKey: null, titleParams: {} }),
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, id), eq(tasks.version, before.version)))
      .returning();
    await writeAudit(tx, actor, {
      action: 'task.update',
      entity: 'task',
      entityId: id,
      before: auditOf(before),
      after: auditOf(row!),
    });
    return (await toTasks(tx, [row!]))[0]!;
  });
}
