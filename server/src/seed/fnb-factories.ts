import { eq } from 'drizzle-orm';
import type { FnbDiet, FnbKitchen, FnbOutlet, Translations } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { fnbCategories, fnbItems, fnbSubCategories } from '../db/schema/index.ts';

/*
 * Menu factories: the demo seed's menus and the tests' menus are made the same way. Prices
 * are minor units (paise); tax rates basis points.
 */

export interface CategoryInput {
  outlet?: FnbOutlet;
  name: string;
  description?: string;
  imageUrl?: string | null;
  translations?: Translations<'name' | 'description'>;
  active?: boolean;
  sort?: number;
}

export async function createFnbCategory(db: DbOrTx, input: CategoryInput) {
  const [row] = await db
    .insert(fnbCategories)
    .values({
      outlet: input.outlet ?? 'restaurant',
      name: input.name,
      description: input.description ?? '',
      imageUrl: input.imageUrl ?? null,
      translations: input.translations ?? {},
      active: input.active ?? true,
      sort: input.sort ?? 0,
    })
    .returning();
  return row!;
}

export async function createFnbSubCategory(
  db: DbOrTx,
  input: {
    categoryId: number;
    name: string;
    description?: string;
    translations?: Translations<'name' | 'description'>;
    active?: boolean;
    sort?: number;
  },
) {
  const [row] = await db
    .insert(fnbSubCategories)
    .values({
      categoryId: input.categoryId,
      name: input.name,
      description: input.description ?? '',
      translations: input.translations ?? {},
      active: input.active ?? true,
      sort: input.sort ?? 0,
    })
    .returning();
  return row!;
}

export interface MenuItemInput {
  categoryId: number;
  subCategoryId?: number | null;
  name: string;
  description?: string;
  /** Paise. */
  price: number;
  diet?: FnbDiet;
  imageUrl?: string | null;
  kitchen?: FnbKitchen;
  /** Basis points; 5 % GST by default. */
  taxRate?: number;
  translations?: Translations<'name' | 'description'>;
  availableFrom?: string | null;
  availableTo?: string | null;
  active?: boolean;
  soldOutOn?: string | null;
  sort?: number;
}

/** Makes a menu item in its category's outlet. */
export async function createFnbItem(db: DbOrTx, input: MenuItemInput) {
  const [category] = await db
    .select({ outlet: fnbCategories.outlet })
    .from(fnbCategories)
    .where(eq(fnbCategories.id, input.categoryId));
  if (!category) throw new Error(`no fnb category ${input.categoryId}`);
  const [row] = await db
    .insert(fnbItems)
    .values({
      outlet: category.outlet,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId ?? null,
      name: input.name,
      description: input.description ?? '',
      price: input.price,
      diet: input.diet ?? 'veg',
      imageUrl: input.imageUrl ?? null,
      kitchen: input.kitchen ?? 'main',
      taxRate: input.taxRate ?? 500,
      translations: input.translations ?? {},
      availableFrom: input.availableFrom ?? null,
      availableTo: input.availableTo ?? null,
      active: input.active ?? true,
      soldOutOn: input.soldOutOn ?? null,
      sort: input.sort ?? 0,
    })
    .returning();
  return row!;
}
