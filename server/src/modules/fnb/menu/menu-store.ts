import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FNB_OUTLETS } from '@club/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbCategories, fnbItems, fnbOutlets, fnbSubCategories } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { ItemWithNames } from './view.ts';

/*
 * The queries the menu use cases share: counts beside categories, items with their category's
 * and sub-category's names, one reordering rule for every list.
 */

export async function outletRow(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(fnbOutlets)
    .where(eq(fnbOutlets.code, code as never));
  if (!row) throw notFound('No such outlet.');
  return row;
}

/** Both outlets in the club's order (FNB_OUTLETS: the Restaurant, then the Bar). */
export async function outletRows(db: DbOrTx) {
  const rows = await db.select().from(fnbOutlets);
  return rows.sort((a, b) => FNB_OUTLETS.indexOf(a.code) - FNB_OUTLETS.indexOf(b.code));
}

/** Sub-category and item counts of the given categories. */
export async function categoryCounts(db: DbOrTx, ids: number[]) {
  const counts = new Map<number, { subCategoryCount: number; itemCount: number }>();
  for (const id of ids) counts.set(id, { subCategoryCount: 0, itemCount: 0 });
  if (ids.length === 0) return counts;
  const subs = await db
    .select({ id: fnbSubCategories.categoryId, n: sql<number>`count(*)::int` })
    .from(fnbSubCategories)
    .where(inArray(fnbSubCategories.categoryId, ids))
    .groupBy(fnbSubCategories.categoryId);
  const items = await db
    .select({ id: fnbItems.categoryId, n: sql<number>`count(*)::int` })
    .from(fnbItems)
    .where(inArray(fnbItems.categoryId, ids))
    .groupBy(fnbItems.categoryId);
  for (const s of subs) counts.get(s.id)!.subCategoryCount = s.n;
  for (const i of items) counts.get(i.id)!.itemCount = i.n;
  return counts;
}

/** Item counts of the given sub-categories. */
export async function subCategoryItemCounts(db: DbOrTx, ids: number[]) {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ id: fnbItems.subCategoryId, n: sql<number>`count(*)::int` })
    .from(fnbItems)
    .where(inArray(fnbItems.subCategoryId, ids))
    .groupBy(fnbItems.subCategoryId);
  for (const r of rows) if (r.id !== null) counts.set(r.id, r.n);
  return counts;
}

/** Items with their category's and sub-category's names and whether those are active. */
export function selectItems(db: DbOrTx) {
  return db
    .select({
      item: fnbItems,
      categoryName: fnbCategories.name,
      categoryTranslations: fnbCategories.translations,
      categoryActive: fnbCategories.active,
      subCategoryName: fnbSubCategories.name,
      subCategoryTranslations: fnbSubCategories.translations,
      subCategoryActive: fnbSubCategories.active,
    })
    .from(fnbItems)
    .innerJoin(fnbCategories, eq(fnbCategories.id, fnbItems.categoryId))
    .leftJoin(fnbSubCategories, eq(fnbSubCategories.id, fnbItems.subCategoryId));
}

export type ItemListRow = ItemWithNames & {
  categoryActive: boolean;
  subCategoryActive: boolean | null;
};

export async function itemById(db: DbOrTx, id: number): Promise<ItemListRow> {
  const [row] = await selectItems(db).where(eq(fnbItems.id, id));
  if (!row) throw notFound('No such menu item.');
  return row;
}

type Sortable = typeof fnbCategories | typeof fnbSubCategories | typeof fnbItems;

/**
 * Gives the rows of one list (the `scope`) a new order: `ids` must be exactly that list's
 * ids, each once (else 409: the list changed since it was shown). Locks the rows while it
 * writes, so two staff reordering at once end in one of their orders, not a mix.
 */
export async function reorderRows(tx: DbOrTx, table: Sortable, scope: SQL, ids: number[]) {
  const t = table as typeof fnbCategories;
  const rows = await tx.select({ id: t.id }).from(t).where(scope).for('update');
  const current = new Set(rows.map((r) => r.id));
  const given = new Set(ids);
  if (
    given.size !== ids.length ||
    given.size !== current.size ||
    ids.some((id) => !current.has(id))
  ) {
    throw conflict(
      'The list changed since it was shown (an entry was added or removed). Reload and try again.',
    );
  }
  if (ids.length === 0) return;
  const cases = sql.join(
    // Validated integers, written in as literals so that PostgreSQL types the case as integer.
    ids.map((id, i) => sql.raw(`when ${Math.trunc(id)} then ${(i + 1) * 10}`)),
    sql` `,
  );
  await tx
    .update(t)
    .set({ sort: sql`case ${t.id} ${cases} end`, updatedAt: new Date() })
    .where(and(scope, inArray(t.id, ids)));
}

/**
 * The list a reordering names by its first row: that row's `column` (its outlet, its
 * category), or 404 with `missing` when there is no such row.
 */
export async function listOfFirst<C extends AnyPgColumn>(
  tx: DbOrTx,
  column: C,
  ids: number[],
  missing: string,
): Promise<C['_']['data']> {
  const t = column.table as typeof fnbCategories;
  const [first] = await tx.select({ value: column }).from(t).where(eq(t.id, ids[0]!));
  if (!first) throw notFound(missing);
  return first.value as C['_']['data'];
}

/** Whether an error is PostgreSQL's foreign key violation (a row still referenced). */
export function isStillReferenced(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}

export async function categoryRow(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(fnbCategories).where(eq(fnbCategories.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No such category.');
  return row;
}

export async function subCategoryRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(fnbSubCategories)
    .where(eq(fnbSubCategories.id, id))
    .for('update');
  if (!row) throw notFound('No such sub-category.');
  return row;
}
