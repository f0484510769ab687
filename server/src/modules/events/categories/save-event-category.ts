import { eq } from 'drizzle-orm';
import type { EventCategory, eventCategoryRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventCategories } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import {
  badField,
  conflict,
  fieldError,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryTree } from './category-tree.ts';

/**
 * Adds a category (id null) or changes one, with the editors' Spanish and German names (in the
 * same transaction). The tree has two levels: a parent is a root, and a root with children
 * stays a root. Names are unique under one parent, whatever their case.
 */
export async function saveEventCategory(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof eventCategoryRequest> & { id: number | null },
): Promise<EventCategory> {
  const { id, ...values } = input;
  try {
    const saved = await changePublicData(ctx, ['events'], async (tx) => {
      if (values.parentId !== null) {
        const [parent] = await tx
          .select()
          .from(eventCategories)
          .where(eq(eventCategories.id, values.parentId))
          .for('update');
        if (!parent || parent.parentId !== null || parent.id === id) {
          throw badField('parentId', 'validation.categoryParent');
        }
      }
      if (id === null) {
        const [row] = await tx
          .insert(eventCategories)
          .values(values)
          .returning({ id: eventCategories.id });
        await writeAudit(tx, actor, {
          action: 'events.category.create',
          entity: 'event_category',
          entityId: row!.id,
          after: values,
        });
        return row!.id;
      }
      const [before] = await tx
        .select()
        .from(eventCategories)
        .where(eq(eventCategories.id, id))
        .for('update');
      if (!before) throw notFound('No such category.');
      if (values.parentId !== null) {
        const [child] = await tx
          .select({ id: eventCategories.id })
          .from(eventCategories)
          .where(eq(eventCategories.parentId, id))
          .limit(1);
        if (child) throw badField('parentId', 'validation.categoryParent');
      }
      await tx
        .update(eventCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(eventCategories.id, id));
      await writeAudit(tx, actor, {
        action: 'events.category.update',
        entity: 'event_category',
        entityId: id,
        before,
        after: values,
      });
      return id;
    });
    const tree = await categoryTree(ctx.db, 'admin');
    const all = tree.items.flatMap((r) => [r, ...r.children]);
    const found = all.find((c) => c.id === saved)!;
    return {
      id: found.id,
      parentId: found.parentId,
      name: found.name,
      sort: found.sort,
      active: found.active,
      events: found.events,
      translations: found.translations,
    };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(`Another category here is already named ${values.name}.`, 'conflict', {
        errors: [fieldError('name', 'validation.categoryNameTaken')],
      });
    }
    throw err;
  }
}
