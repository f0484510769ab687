import {
  translated,
  type Category,
  type FnbOutlet,
  type Language,
  type MemberMenuItem,
  type MenuItem,
  type Outlet,
  type SubCategory,
  type Translations,
  type UnavailableReason,
} from '@club/contracts';
import type {
  fnbCategories,
  fnbItems,
  fnbOutlets,
  fnbSubCategories,
} from '../../../db/schema/index.ts';
import type { ClubMoment } from '../../../lib/club-time.ts';

/*
 * Rows -> contract, and the one rule of what a member may add now (item, category, outlet,
 * the club's date and time of day).
 */

type OutletRow = typeof fnbOutlets.$inferSelect;
type CategoryRow = typeof fnbCategories.$inferSelect;
type SubCategoryRow = typeof fnbSubCategories.$inferSelect;
type ItemRow = typeof fnbItems.$inferSelect;

/** Whether a time of day falls in [from, to) ('HH:MM' strings compare in order). */
const within = (time: string, from: string, to: string) => time >= from && time < to;

export function toOutlet(row: OutletRow, now: ClubMoment): Outlet {
  return {
    code: row.code as FnbOutlet,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    leadMinutes: row.leadMinutes,
    slotCapacity: row.slotCapacity,
    paused: row.paused,
    openNow: !row.paused && within(now.time, row.opensAt, row.closesAt),
  };
}

export function toCategory(
  row: CategoryRow,
  counts: { subCategoryCount: number; itemCount: number },
): Category {
  return {
    id: row.id,
    outlet: row.outlet as FnbOutlet,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    translations: row.translations,
    active: row.active,
    sort: row.sort,
    ...counts,
  };
}

export function toSubCategory(row: SubCategoryRow, itemCount: number): SubCategory {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    translations: row.translations,
    active: row.active,
    sort: row.sort,
    itemCount,
  };
}

export interface ItemWithNames {
  item: ItemRow;
  categoryName: string;
  subCategoryName: string | null;
  /** Its category's and sub-category's translations (a member reads their names in them). */
  categoryTranslations?: Translations<'name' | 'description'>;
  subCategoryTranslations?: Translations<'name' | 'description'> | null;
}

export function toMenuItem(
  { item, categoryName, subCategoryName }: ItemWithNames,
  today: string,
): MenuItem {
  return {
    id: item.id,
    outlet: item.outlet as FnbOutlet,
    categoryId: item.categoryId,
    categoryName,
    subCategoryId: item.subCategoryId,
    subCategoryName,
    name: item.name,
    description: item.description,
    price: item.price,
    diet: item.diet as MenuItem['diet'],
    imageUrl: item.imageUrl,
    kitchen: item.kitchen as MenuItem['kitchen'],
    taxRate: item.taxRate,
    availableFrom: item.availableFrom,
    availableTo: item.availableTo,
    translations: item.translations,
    active: item.active,
    soldOut: item.soldOutOn === today,
    sort: item.sort,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/**
 * Why a member cannot add an item now, or null when they can: inactive (the item, its
 * category or its sub-category), sold out today, the outlet paused or closed, or outside the
 * item's own hours.
 */
export function unavailableReason(
  item: ItemRow,
  listed: { categoryActive: boolean; subCategoryActive: boolean | null },
  outlet: OutletRow,
  now: ClubMoment,
): UnavailableReason | null {
  if (!item.active || !listed.categoryActive || listed.subCategoryActive === false) {
    return 'inactive';
  }
  if (item.soldOutOn === now.date) return 'soldOut';
  if (outlet.paused) return 'paused';
  if (!within(now.time, outlet.opensAt, outlet.closesAt)) return 'outletClosed';
  if (
    item.availableFrom &&
    item.availableTo &&
    !within(now.time, item.availableFrom, item.availableTo)
  ) {
    return 'outsideHours';
  }
  return null;
}

/** An item as a member reads it: its words (and its category's) in their language. */
export function toMemberMenuItem(
  row: ItemWithNames & { categoryActive: boolean; subCategoryActive: boolean | null },
  outlet: OutletRow,
  now: ClubMoment,
  lang: Language,
): MemberMenuItem {
  const { active: _a, sort: _s, updatedAt: _u, translations, ...item } = toMenuItem(row, now.date);
  return {
    ...item,
    name: translated(item.name, translations, lang, 'name'),
    description: translated(item.description, translations, lang, 'description'),
    categoryName: translated(item.categoryName, row.categoryTranslations, lang, 'name'),
    subCategoryName:
      item.subCategoryName === null
        ? null
        : translated(item.subCategoryName, row.subCategoryTranslations, lang, 'name'),
    unavailable: unavailableReason(row.item, row, outlet, now),
  };
}
