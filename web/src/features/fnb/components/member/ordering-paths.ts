import type { FnbOutlet } from '@club/contracts';
import { PATHS, paths } from '../../../../app/paths';

/** The member's ordering screens (member/foodordering/..., SPEC.md §2; app/paths.ts). */
export const ORDERING_PATHS = {
  home: PATHS.orderingHome,
  categories: PATHS.orderingCategories,
  filters: PATHS.orderingFilters,
  cart: PATHS.orderingCart,
  checkout: PATHS.orderingCheckout,
  orders: PATHS.fnbMyOrders,
} as const;

export const itemPath = paths.orderingDetail;

/** One outlet's checkout (member/foodordering/checkout?outlet=restaurant|bar). */
export const checkoutPath = (outlet: FnbOutlet) =>
  `${ORDERING_PATHS.checkout}?${new URLSearchParams({ outlet }).toString()}`;

/** One of the member's orders (orders/detail/{id}) and its invoice (invoice/{id}). */
export const myOrderDetailPath = paths.fnbMyOrder;
export const myInvoicePath = paths.fnbInvoice;

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
