import type { Category } from '@club/contracts';
import { PATHS, paths } from '../../../../app/paths';

/** The admin menu screens' paths (SPEC.md §2), from the app's paths table. */
export const MANAGE_CATEGORY_PATH = PATHS.fnbManageCategory;
export const MANAGE_MENU_PATH = PATHS.fnbManageMenu;

export const subCategoriesPath = paths.fnbManageSubCategory;

/** The category screen showing an outlet (the Restaurant is the default). */
export const categoriesOfOutletPath = (outlet: Category['outlet']) =>
  outlet === 'restaurant' ? MANAGE_CATEGORY_PATH : `${MANAGE_CATEGORY_PATH}?outlet=${outlet}`;

/** The food items screen filtered to one category. */
export const itemsOfCategoryPath = (c: Pick<Category, 'id' | 'outlet'>) =>
  `${MANAGE_MENU_PATH}?outlet=${c.outlet}&categoryId=${c.id}`;
