import type { StaffOrderListParams } from './get-staff-orders';
import type { FnbDiet, FnbOutlet, Language } from '@club/contracts';
import type { CategoryListParams } from './get-categories';
import type { ItemListParams } from './get-item-list';
import type { MyOrderListParams } from './get-my-orders';

/** The filters of the member's menu (contracts' memberMenuQuery; prices in rupees). */
export interface MenuFilter {
  outlet?: FnbOutlet;
  categoryId?: number;
  subCategoryId?: number;
  diet?: FnbDiet;
  minPrice?: number;
  maxPrice?: number;
  term?: string;
}

/** The query keys of the fnb area (root 'fnb'); the only place they are written. */
export const fnbKeys = {
  all: ['fnb'] as const,

  // ---- Ordering (member): the menu home, the filtered items, one item, each in a language.
  member: () => [...fnbKeys.all, 'member'] as const,
  memberMenu: (lang: Language) => [...fnbKeys.member(), 'menu', lang] as const,
  memberItemLists: () => [...fnbKeys.member(), 'items'] as const,
  memberItems: (q: MenuFilter, lang: Language) => [...fnbKeys.memberItemLists(), q, lang] as const,
  memberItem: (id: number, lang: Language) => [...fnbKeys.member(), 'item', id, lang] as const,
  // ---- Checkout (member): today's slots of an outlet, the saved addresses.
  slots: (outlet: FnbOutlet) => [...fnbKeys.member(), 'slots', outlet] as const,
  addresses: () => [...fnbKeys.member(), 'addresses'] as const,
  // ---- The member's orders: orders/list, orders/detail/{id}, invoice/{id} (an order's items
  // named in a language: the order in every language is `myOrderOf(id)`).
  myOrders: () => [...fnbKeys.member(), 'orders'] as const,
  myOrderLists: () => [...fnbKeys.myOrders(), 'list'] as const,
  myOrderList: (q: MyOrderListParams) => [...fnbKeys.myOrderLists(), q] as const,
  myOrderOf: (id: number) => [...fnbKeys.myOrders(), 'order', id] as const,
  myOrder: (id: number, lang: Language) => [...fnbKeys.myOrderOf(id), lang] as const,

  // ---- Menus (admin): outlets, categories, sub-categories, items.
  admin: () => [...fnbKeys.all, 'admin'] as const,
  outlets: () => [...fnbKeys.admin(), 'outlets'] as const,
  categoryLists: () => [...fnbKeys.admin(), 'categories'] as const,
  categoryList: (q: CategoryListParams) => [...fnbKeys.categoryLists(), q] as const,
  /** Every category of one outlet, in their order (reorder, the item form's choices). */
  categoryChoices: (outlet: FnbOutlet) => [...fnbKeys.categoryLists(), 'all', outlet] as const,
  category: (id: number) => [...fnbKeys.admin(), 'category', id] as const,
  itemLists: () => [...fnbKeys.admin(), 'items'] as const,
  itemList: (q: ItemListParams) => [...fnbKeys.itemLists(), q] as const,
  // ---- Staff orders: restaurant/ManageOrder, OrderDetail/{id}, the kitchen view (an order's
  // items named in the reader's language: the order in every language is `orderOf(id)`).
  orderLists: () => [...fnbKeys.admin(), 'orders'] as const,
  orderList: (q: StaffOrderListParams) => [...fnbKeys.orderLists(), q] as const,
  /** Every open order (the kitchen's tickets, polled). */
  kitchenOrders: () => [...fnbKeys.orderLists(), 'kitchen'] as const,
  orderOf: (id: number) => [...fnbKeys.admin(), 'order', id] as const,
  order: (id: number, lang: Language) => [...fnbKeys.orderOf(id), lang] as const,
  /** Every single order staff opened (the prefix of `order(id)`). */
  anyOrder: () => [...fnbKeys.admin(), 'order'] as const,
  /** One order as the kitchen's ticket shows it: fetched again only when its version moves. */
  ticket: (id: number, version: number, lang: Language) =>
    [...fnbKeys.admin(), 'ticket', id, version, lang] as const,
};
