import {
  IconBuildingCastle,
  IconCalendarEvent,
  IconClipboardCheck,
  IconListDetails,
  IconToolsKitchen,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  // admin
  banquetsManage: areaPage(
    () => import('../../features/banquets/pages/admin/manage-banquets-page'),
  ),
  banquetsMenu: areaPage(
    () => import('../../features/banquets/pages/admin/manage-banquet-menu-page'),
  ),
  banquetsMenuItems: areaPage(
    () => import('../../features/banquets/pages/admin/manage-banquet-menu-item-page'),
  ),
  // hall bookings
  banquetsBook: areaPage(() => import('../../features/banquets/pages/member/book-banquet-page')),
  banquetsMyBookings: areaPage(
    () => import('../../features/banquets/pages/member/my-banquet-bookings-page'),
  ),
  banquetsOrders: areaPage(
    () => import('../../features/banquets/pages/admin/manage-banquet-order-page'),
  ),
  banquetsOrderDetail: areaPage(
    () => import('../../features/banquets/pages/admin/banquet-order-detail-page'),
  ),
};

export const banquetsAdminRoutes: RouteDef[] = [
  {
    // Banquet halls and menus administration (issue 10): SPEC.md banquet/ paths and labels.
    path: 'admin/banquet',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.banquetsManage,
        page: page.banquetsManage,
        titleKey: 'banquets:halls.title',
        menu: { labelKey: 'nav.items.banquetsHalls', icon: IconBuildingCastle, group: 'banquets' },
      },
      {
        // SPEC.md §2's one entry "Manage Banquet Menu and Menu Item": the menu's screen and
        // its items' screen, linked to each other (BanquetMenuNav).
        path: PATHS.banquetsMenu,
        page: page.banquetsMenu,
        titleKey: 'banquets:menu.title',
        menu: { labelKey: 'nav.items.banquetsMenu', icon: IconToolsKitchen, group: 'banquets' },
      },
      {
        path: PATHS.banquetsMenuItems,
        page: page.banquetsMenuItems,
        titleKey: 'banquets:items.title',
      },
      {
        path: PATHS.banquetsOrders,
        page: page.banquetsOrders,
        titleKey: 'banquets:hb.orders.title',
        menu: {
          labelKey: 'nav.items.banquetsOrders',
          icon: IconClipboardCheck,
          group: 'banquets',
        },
      },
      {
        path: PATHS.banquetsOrder,
        page: page.banquetsOrderDetail,
        titleKey: 'banquets:hb.orders.title',
      },
    ],
  },
];

export const banquetsMemberRoutes: RouteDef[] = [
  {
    // Banquet hall bookings (issue 10): SPEC.md §2 member/banquet/booking ("Book Banquet
    // Hall") and banquet/myBooking, menu "Banquets".
    path: 'member/banquet',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.banquetsBook,
        page: page.banquetsBook,
        titleKey: 'banquets:hb.book.title',
        menu: { labelKey: 'nav.items.banquetsBook', icon: IconCalendarEvent, group: 'banquets' },
      },
      {
        path: PATHS.banquetsMyBookings,
        page: page.banquetsMyBookings,
        titleKey: 'banquets:hb.mine.title',
        menu: {
          labelKey: 'nav.items.banquetsMyBookings',
          icon: IconListDetails,
          group: 'banquets',
        },
      },
    ],
  },
];
