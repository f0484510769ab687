import type { FnbOutlet } from '@club/contracts';

/** The member's ordering screens (member/foodordering/..., SPEC.md §2). */
export const ORDERING_PATHS = {
  home: '/member/foodordering/home',
  categories: '/member/foodordering/categories',
  filters: '/member/foodordering/filters',
  cart: '/member/foodordering/cart',
  checkout: '/member/foodordering/checkout',
  orders: '/member/foodordering/orders/list',
} as const;

export const itemPath = (id: number) => `/member/foodordering/detail/${id}`;

/** One outlet's checkout (member/foodordering/checkout?outlet=restaurant|bar). */
export const checkoutPath = (outlet: FnbOutlet) =>
  `${ORDERING_PATHS.checkout}?${new URLSearchParams({ outlet }).toString()}`;

/** One of the member's orders (orders/detail/{id}) and its invoice (invoice/{id}). */
export const myOrderDetailPath = (id: number) => `/member/foodordering/orders/detail/${id}`;
export const myInvoicePath = (id: number) => `/member/foodordering/invoice/${id}`;

export function categoryPath(categoryId: number, subCategoryId?: number): string {
  const q = new URLSearchParams({ category: String(categoryId) });
  if (subCategoryId) q.set('sub', String(subCategoryId));
  return `${ORDERING_PATHS.categories}?${q.toString()}`;
}

export function filtersPath(filter: { term?: string; outlet?: FnbOutlet } = {}): string {
  const q = new URLSearchParams();
  if (filter.term) q.set('term', filter.term);
  if (filter.outlet) q.set('outlet', filter.outlet);
  const s = q.toString();
  return s ? `${ORDERING_PATHS.filters}?${s}` : ORDERING_PATHS.filters;
}
