import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import { translated, type Language, type MemberMenuHome } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories, fnbItems, fnbSubCategories } from '../../../db/schema/index.ts';
import { outletRows } from './menu-store.ts';
import { toOutlet } from './view.ts';

/**
 * The ordering home (member/foodordering/home): both outlets with today's hours and whether
 * they take orders now, and the active categories with their active sub-categories and the
 * number of items on the menu in each.
 */
export async function getMemberMenu(
  ctx: AppContext,
  _actor: Actor,
  { lang }: { lang: Language },
): Promise<MemberMenuHome> {
  const now = await clubNow(ctx);
  const [outlets, categories] = await Promise.all([
    outletRows(ctx.db),
    ctx.db
      .select()
      .from(fnbCategories)
      .where(eq(fnbCategories.active, true))
      .orderBy(asc(fnbCategories.outlet), asc(fnbCategories.sort), asc(fnbCategories.name)),
  ]);
  const ids = categories.map((c) => c.id);
  const [subs, itemCounts, subItemCounts] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(fnbSubCategories)
          .where(and(inArray(fnbSubCategories.categoryId, ids), eq(fnbSubCategories.active, true)))
          .orderBy(asc(fnbSubCategories.sort), asc(fnbSubCategories.name)),
        ctx.db
          .select({ id: fnbItems.categoryId, n: sql<number>`count(*)::int` })
          .from(fnbItems)
          .leftJoin(fnbSubCategories, eq(fnbSubCategories.id, fnbItems.subCategoryId))
          .where(
            and(
              inArray(fnbItems.categoryId, ids),
              eq(fnbItems.active, true),
              sql`coalesce(${fnbSubCategories.active}, true)`,
            ),
          )
          .groupBy(fnbItems.categoryId),
        ctx.db
          .select({ id: fnbItems.subCategoryId, n: sql<number>`count(*)::int` })
          .from(fnbItems)
          .where(and(inArray(fnbItems.categoryId, ids), eq(fnbItems.active, true)))
          .groupBy(fnbItems.subCategoryId),
      ])
    : [[], [], []];
  const countOf = new Map(itemCounts.map((c) => [c.id, c.n]));
  const subCountOf = new Map(subItemCounts.map((c) => [c.id, c.n]));
  return {
    outlets: outlets.map((o) => toOutlet(o, now)),
    categories: categories.map((c) => ({
      id: c.id,
      outlet: c.outlet as MemberMenuHome['categories'][number]['outlet'],
      name: translated(c.name, c.translations, lang, 'name'),
      description: translated(c.description, c.translations, lang, 'description'),
      imageUrl: c.imageUrl,
      sort: c.sort,
      itemCount: countOf.get(c.id) ?? 0,
      subCategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({
          id: s.id,
          categoryId: s.categoryId,
          name: translated(s.name, s.translations, lang, 'name'),
          description: translated(s.description, s.translations, lang, 'description'),
          sort: s.sort,
          itemCount: subCountOf.get(s.id) ?? 0,
        })),
    })),
  };
}
