import { asc, inArray, sql } from 'drizzle-orm';
import {
  translated,
  type EventCategory,
  type EventCategoryTree,
  type Language,
  type PublicEventCategory,
  type PublicEventCategoryTree,
} from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eventCategories, events } from '../../db/schema/index.ts';
import { PUBLIC_STATUSES } from './event-store.ts';

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

/** The admin's tree (events/ManageCategory). */
export async function listEventCategories(
  ctx: AppContext,
  _actor: Actor,
): Promise<EventCategoryTree> {
  return categoryTree(ctx.db, 'admin');
}

/** A category as the public reads it: its name in `lang` (English when not translated). */
function toPublicCategory(c: EventCategory, lang: Language): PublicEventCategory {
  const { translations, ...rest } = c;
  return { ...rest, name: translated(c.name, translations, lang, 'name') };
}

/** The active categories in the reader's language, for the members' and the public's filters. */
export async function listPublicEventCategories(
  ctx: AppContext,
  _actor: Actor,
  input: { lang: Language },
): Promise<PublicEventCategoryTree> {
  const tree = await categoryTree(ctx.db, 'public');
  return {
    items: tree.items.map(({ children, ...root }) => ({
      ...toPublicCategory(root, input.lang),
      children: children.map((c) => toPublicCategory(c, input.lang)),
    })),
  };
}
