import {
  IconCategory,
  IconChefHat,
  IconClipboardList,
  IconReceipt2,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  // admin menus
  fnbManageCategory: areaPage(() => import('../../features/fnb/pages/admin/manage-category-page')),
  fnbManageSubCategory: areaPage(
    () => import('../../features/fnb/pages/admin/manage-sub-category-page'),
  ),
  fnbManageMenu: areaPage(() => import('../../features/fnb/pages/admin/manage-menu-page')),
  // ordering (member)
  orderingHome: areaPage(() => import('../../features/fnb/pages/member/ordering-home-page')),
  orderingCategories: areaPage(() => import('../../features/fnb/pages/member/categories-page')),
  orderingFilters: areaPage(() => import('../../features/fnb/pages/member/filters-page')),
  orderingDetail: areaPage(() => import('../../features/fnb/pages/member/item-detail-page')),
  orderingCart: areaPage(() => import('../../features/fnb/pages/member/cart-page')),
  orderingCheckout: areaPage(() => import('../../features/fnb/pages/member/checkout-page')),
  // staff orders
  fnbManageOrders: areaPage(() => import('../../features/fnb/pages/orders/manage-orders-page')),
  fnbOrderDetail: areaPage(() => import('../../features/fnb/pages/orders/order-detail-page')),
  fnbOrderTicket: areaPage(() => import('../../features/fnb/pages/orders/order-ticket-page')),
  fnbKitchen: areaPage(() => import('../../features/fnb/pages/orders/kitchen-page')),
  // member orders
  fnbMyOrders: areaPage(() => import('../../features/fnb/pages/member/my-orders-page')),
  fnbMyOrder: areaPage(() => import('../../features/fnb/pages/member/my-order-page')),
  fnbInvoice: areaPage(() => import('../../features/fnb/pages/member/invoice-page')),
};

export const fnbAdminRoutes: RouteDef[] = [
  {
    // Food and beverages, admin menus (issue 9): SPEC.md §2 restaurant/ paths and labels.
    path: 'admin/restaurant',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.fnbManageCategory,
        page: page.fnbManageCategory,
        titleKey: 'fnb:admin.categories.title',
        menu: { labelKey: 'nav.items.fnbCategories', icon: IconCategory, group: 'fnb' },
      },
      {
        path: PATHS.fnbManageSubCategory,
        page: page.fnbManageSubCategory,
        titleKey: 'fnb:admin.categories.title',
      },
      {
        path: PATHS.fnbManageMenu,
        page: page.fnbManageMenu,
        titleKey: 'fnb:admin.items.title',
        menu: { labelKey: 'nav.items.fnbMenu', icon: IconToolsKitchen2, group: 'fnb' },
      },
    ],
  },
];

export const fnbMemberRoutes: RouteDef[] = [
  {
    // ---- F&B ordering (member, issue 9): SPEC.md §2 member/foodordering/..., menu "F&B" >
    // "Food Items"; checkout?outlet=restaurant|bar places one outlet's cart as an order.
    path: 'member/foodordering',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.orderingHome,
        page: page.orderingHome,
        titleKey: 'fnb:member.title',
        menu: { labelKey: 'nav.items.foodItems', icon: IconToolsKitchen2, group: 'fnb' },
      },
      {
        path: PATHS.orderingCategories,
        page: page.orderingCategories,
        titleKey: 'fnb:member.categories.title',
      },
      {
        path: PATHS.orderingFilters,
        page: page.orderingFilters,
        titleKey: 'fnb:member.filters.title',
      },
      { path: PATHS.orderingDetail, page: page.orderingDetail, titleKey: 'fnb:member.title' },
      { path: PATHS.orderingCart, page: page.orderingCart, titleKey: 'fnb:member.cart.title' },
      {
        path: PATHS.orderingCheckout,
        page: page.orderingCheckout,
        titleKey: 'fnb:member.checkout.title',
      },
    ],
  },
  {
    // ---- F&B, the member's orders (issue 9): SPEC.md §2 member/foodordering/orders/list,
    // orders/detail/{id} and invoice (the order's id in the path: invoice/{id}); menu "F&B" >
    // "My Orders".
    path: 'member/foodordering',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.fnbMyOrders,
        page: page.fnbMyOrders,
        titleKey: 'fnb:myOrders.title',
        menu: { labelKey: 'nav.items.fnbMyOrders', icon: IconReceipt2, group: 'fnb' },
      },
      { path: PATHS.fnbMyOrder, page: page.fnbMyOrder, titleKey: 'fnb:myOrders.detail.loading' },
      { path: PATHS.fnbInvoice, page: page.fnbInvoice, titleKey: 'fnb:myOrders.invoice.loading' },
    ],
  },
];

export const fnbStaffRoutes: RouteDef[] = [
  {
    // Food and beverages, staff orders (issue 9): SPEC.md §2 restaurant/ManageOrder,
    // OrderDetail/{id}; the printable kitchen ticket and the kitchen view.
    path: 'admin/restaurant',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.fnbManageOrders,
        page: page.fnbManageOrders,
        titleKey: 'fnb:orders.manage.title',
        menu: { labelKey: 'nav.items.fnbOrders', icon: IconClipboardList, group: 'fnb' },
      },
      {
        path: PATHS.fnbOrderDetail,
        page: page.fnbOrderDetail,
        titleKey: 'fnb:orders.detail.loading',
      },
      {
        path: PATHS.fnbOrderTicket,
        page: page.fnbOrderTicket,
        titleKey: 'fnb:orders.detail.loading',
      },
      {
        path: PATHS.fnbKitchen,
        page: page.fnbKitchen,
        titleKey: 'fnb:kitchen.title',
        menu: { labelKey: 'nav.items.fnbKitchen', icon: IconChefHat, group: 'fnb' },
      },
    ],
  },
];
