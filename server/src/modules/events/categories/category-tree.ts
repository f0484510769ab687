import { asc, inArray, sql } from 'drizzle-orm';
import { type EventCategory, type EventCategoryTree } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { eventCategories, events } from '../../../db/schema/index.ts';
import { PUBLIC_STATUSES } from '../catalog/event-store.ts';

/**
 * The category tree: the roots in their order, each with its children; with each category's
 * count of events (all of them for the admin, the public ones for everyone else, who see only
 * active categories). The admin's names are English, with the editors' translations beside.
 */
export async function categoryTree(
  db: DbOrTx,
  scope: 'admin' | 'public',
): Promise<EventCategoryTree> {
  const rows = await db
    .select()
    .from(eventCategories)
    .orderBy(asc(eventCategories.sort), asc(eventCategories.name), asc(eventCategories.id));
  const counts = await db
    .select({ id: events.categoryId, n: sql<number>`count(*)::int` })
    .from(events)
    .where(scope === 'public' ? inArray(events.status, [...PUBLIC_STATUSES]) : sql`true`)
    .groupBy(events.categoryId);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const toCategory = (r: (typeof rows)[number]): EventCategory => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    sort: r.sort,
    active: r.active,
    events: countOf.get(r.id) ?? 0,
    translations: r.translations,
  });
  const visible = scope === 'public' ? rows.filter((r) => r.active) : rows;
  return {
    items: visible
      .filter((r) => r.parentId === null)
      .map((root) => ({
        ...toCategory(root),
        children: visible.filter((c) => c.parentId === root.id).map(toCategory),
      })),
  };
}
