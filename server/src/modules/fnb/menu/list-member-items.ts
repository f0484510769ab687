import { and, asc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import type { memberMenuQuery, MemberMenuItem } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories, fnbItems, fnbSubCategories } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { outletRows, selectItems } from './menu-store.ts';
import { toMemberMenuItem } from './view.ts';

/**
 * The member's menu: the items on the menu (active, in an active category and sub-category),
 * filtered by outlet, category, sub-category, diet, price (rupees) and a search term, in menu
 * order; each says whether it can be added now, and why not.
 */
export async function listMemberItems(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof memberMenuQuery>,
): Promise<{ items: MemberMenuItem[] }> {
  const now = await clubNow(ctx);
  const like = q.term ? likeTerm(q.term) : undefined;
  const [outlets, rows] = await Promise.all([
    outletRows(ctx.db),
    selectItems(ctx.db)
      .where(
        and(
          eq(fnbItems.active, true),
          eq(fnbCategories.active, true),
          sql`coalesce(${fnbSubCategories.active}, true)`,
          q.outlet ? eq(fnbItems.outlet, q.outlet) : undefined,
          q.categoryId ? eq(fnbItems.categoryId, q.categoryId) : undefined,
          q.subCategoryId ? eq(fnbItems.subCategoryId, q.subCategoryId) : undefined,
          q.diet ? eq(fnbItems.diet, q.diet) : undefined,
          q.minPrice !== undefined ? gte(fnbItems.price, Math.round(q.minPrice * 100)) : undefined,
          q.maxPrice !== undefined ? lte(fnbItems.price, Math.round(q.maxPrice * 100)) : undefined,
          like
            ? or(
                ilike(fnbItems.name, like),
                ilike(fnbItems.description, like),
                // A member searches in the words they read.
                q.lang === 'en'
                  ? undefined
                  : sql`${fnbItems.translations} -> ${q.lang} ->> 'name' ilike ${like}`,
                q.lang === 'en'
                  ? undefined
                  : sql`${fnbItems.translations} -> ${q.lang} ->> 'description' ilike ${like}`,
              )
            : undefined,
        ),
      )
      .orderBy(
        asc(fnbItems.outlet),
        asc(fnbCategories.sort),
        asc(fnbCategories.id),
        sql`coalesce(${fnbSubCategories.sort}, -1)`,
        asc(fnbItems.subCategoryId),
        asc(fnbItems.sort),
        asc(fnbItems.name),
      )
      .limit(500),
  ]);
  const outletOf = new Map(outlets.map((o) => [o.code, o]));
  return {
    items: rows.map((r) => toMemberMenuItem(r, outletOf.get(r.item.outlet)!, now, q.lang)),
  };
}
