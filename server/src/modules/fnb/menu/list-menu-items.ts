import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import { toPaged, type MenuItem, type menuItemListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories, fnbItems, fnbSubCategories } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { selectItems } from './menu-store.ts';
import { toMenuItem } from './view.ts';

type Query = z.output<typeof menuItemListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'name':
      return [dir(fnbItems.name), asc(fnbItems.id)];
    case 'price':
      return [dir(fnbItems.price), asc(fnbItems.name), asc(fnbItems.id)];
    case 'updatedAt':
      return [dir(fnbItems.updatedAt), asc(fnbItems.id)];
    case 'category':
      return [dir(fnbCategories.name), asc(fnbItems.sort), asc(fnbItems.name), asc(fnbItems.id)];
    default:
      // The menu's own order: the categories', then the items' within each.
      return [
        asc(fnbItems.outlet),
        dir(fnbCategories.sort),
        asc(fnbCategories.id),
        sql`coalesce(${fnbSubCategories.sort}, -1)`,
        asc(fnbItems.subCategoryId),
        dir(fnbItems.sort),
        asc(fnbItems.name),
        asc(fnbItems.id),
      ];
  }
}

/** Staff's list of menu items: searched, filtered, sorted and paged on the server. */
export async function listMenuItems(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<MenuItem>> {
  const like = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.outlet ? eq(fnbItems.outlet, q.outlet) : undefined,
    q.categoryId ? eq(fnbItems.categoryId, q.categoryId) : undefined,
    q.subCategoryId ? eq(fnbItems.subCategoryId, q.subCategoryId) : undefined,
    q.active ? eq(fnbItems.active, q.active === 'true') : undefined,
    like
      ? or(
          ilike(fnbItems.name, like),
          ilike(fnbItems.description, like),
          ilike(fnbCategories.name, like),
          ilike(fnbSubCategories.name, like),
        )
      : undefined,
  );
  const now = await clubNow(ctx);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    selectItems(ctx.db)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fnbItems)
      .innerJoin(fnbCategories, eq(fnbCategories.id, fnbItems.categoryId))
      .leftJoin(fnbSubCategories, eq(fnbSubCategories.id, fnbItems.subCategoryId))
      .where(where),
  ]);
  return toPaged(
    rows.map((r) => toMenuItem(r, now.date)),
    n,
    q,
  );
}
