import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { toPaged, type Category, type categoryListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { categoryCounts } from './menu-store.ts';
import { toCategory } from './view.ts';

/** One outlet's categories for staff: searched, sorted (menu order by default), paged. */
export async function listCategories(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof categoryListQuery>,
): Promise<Paged<Category>> {
  const where = and(
    eq(fnbCategories.outlet, q.outlet),
    q.term
      ? or(
          ilike(fnbCategories.name, likeTerm(q.term)),
          ilike(fnbCategories.description, likeTerm(q.term)),
        )
      : undefined,
  );
  const dir = q.sortDir === 'desc' ? desc : asc;
  const order =
    q.sortBy === 'name'
      ? [dir(fnbCategories.name), asc(fnbCategories.id)]
      : [dir(fnbCategories.sort), asc(fnbCategories.name), asc(fnbCategories.id)];
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(fnbCategories)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fnbCategories)
      .where(where),
  ]);
  const counts = await categoryCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return toPaged(
    rows.map((r) => toCategory(r, counts.get(r.id)!)),
    n,
    q,
  );
}
