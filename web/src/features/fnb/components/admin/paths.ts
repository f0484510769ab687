import type { Category } from '@club/contracts';

/** The admin menu screens' paths (SPEC.md §2), as the route table declares them. */
export const MANAGE_CATEGORY_PATH = '/admin/restaurant/ManageCategory';
export const MANAGE_MENU_PATH = '/admin/restaurant/ManageMenu';

export const subCategoriesPath = (id: number) => `/admin/restaurant/ManageSubCategory/${id}`;

/** The category screen showing an outlet (the Restaurant is the default). */
export const categoriesOfOutletPath = (outlet: Category['outlet']) =>
  outlet === 'restaurant' ? MANAGE_CATEGORY_PATH : `${MANAGE_CATEGORY_PATH}?outlet=${outlet}`;

/** The food items screen filtered to one category. */
export const itemsOfCategoryPath = (c: Pick<Category, 'id' | 'outlet'>) =>
  `${MANAGE_MENU_PATH}?outlet=${c.outlet}&categoryId=${c.id}`;
