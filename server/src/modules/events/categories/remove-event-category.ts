import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventCategories, events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { conflict, isPgError, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';

/** Deletes a category without events or children; otherwise 409, saying why. */
export async function removeEventCategory(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  try {
    await removeIn(ctx, actor, input);
  } catch (err) {
    // An event added to it meanwhile (its foreign key waited for the lock): refused, not a 500.
    if (isPgError(err, '23503')) {
      throw conflict('This category has events now: it cannot be deleted.');
    }
    throw err;
  }
}

async function removeIn(ctx: AppContext, actor: Actor, input: { id: number }): Promise<void> {
  await changePublicData(ctx, ['events'], async (tx) => {
    const [before] = await tx
      .select()
      .from(eventCategories)
      .where(eq(eventCategories.id, input.id))
      .for('update');
    if (!before) throw notFound('No such category.');
    const [{ n: eventCount } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.categoryId, input.id));
    const [{ n: childCount } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventCategories)
      .where(eq(eventCategories.parentId, input.id));
    if (eventCount > 0 || childCount > 0) {
      throw conflict(
        `"${before.name}" still has ${eventCount} events and ${childCount} sub-categories: move or delete them first, or deactivate the category to hide it.`,
      );
    }
    await tx.delete(eventCategories).where(eq(eventCategories.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.category.delete',
      entity: 'event_category',
      entityId: input.id,
      before,
    });
  });
}
