import {
  IconCalendarEvent,
  IconCalendarStar,
  IconClipboardCheck,
  IconListDetails,
  IconSitemap,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  eventsManageCategory: areaPage(
    () => import('../../features/events/pages/admin/manage-categories-page'),
  ),
  eventsManageEvents: areaPage(
    () => import('../../features/events/pages/admin/manage-events-page'),
  ),
  eventsManageUpdate: areaPage(
    () => import('../../features/events/pages/admin/manage-update-events-page'),
  ),
  eventsList: areaPage(() => import('../../features/events/pages/member/events-list-page')),
  eventsMyBookings: areaPage(() => import('../../features/events/pages/member/my-bookings-page')),
  eventsMyBooking: areaPage(() => import('../../features/events/pages/member/my-booking-page')),
  eventsManageOrder: areaPage(() => import('../../features/events/pages/admin/manage-orders-page')),
  eventsOrderDetail: areaPage(() => import('../../features/events/pages/admin/order-detail-page')),
};

export const eventsAdminRoutes: RouteDef[] = [
  {
    // Events administration (issue 11): SPEC.md §2 events/ paths and labels.
    path: 'admin/events',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.eventsManageCategory,
        page: page.eventsManageCategory,
        titleKey: 'events:categories.title',
        menu: { labelKey: 'nav.items.eventCategories', icon: IconSitemap, group: 'events' },
      },
      {
        path: PATHS.eventsManage,
        page: page.eventsManageEvents,
        titleKey: 'events:admin.title',
        menu: { labelKey: 'nav.items.manageEvents', icon: IconCalendarEvent, group: 'events' },
      },
      {
        path: PATHS.eventsOrders,
        page: page.eventsManageOrder,
        titleKey: 'events:orders.title',
        menu: { labelKey: 'nav.items.eventOrders', icon: IconClipboardCheck, group: 'events' },
      },
      {
        path: PATHS.eventsOrder,
        page: page.eventsOrderDetail,
        titleKey: 'events:orders.title',
      },
    ],
  },
  {
    // The event manager's one screen: update events' details, status and highlights.
    path: PATHS.eventsManageUpdate,
    layout: 'app',
    roles: [ROLE.eventManager],
    page: page.eventsManageUpdate,
    titleKey: 'events:admin.updateTitle',
    menu: { labelKey: 'nav.items.updateEvents', icon: IconCalendarEvent, group: 'events' },
    landing: true,
  },
];

export const eventsMemberRoutes: RouteDef[] = [
  {
    // Member: SPEC.md §2 member/events/eventsList ("Other Club Events").
    path: 'member/events',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.eventsList,
        page: page.eventsList,
        titleKey: 'events:list.title',
        menu: { labelKey: 'nav.items.eventsList', icon: IconCalendarStar, group: 'events' },
      },
      {
        path: PATHS.eventsMyBookings,
        page: page.eventsMyBookings,
        titleKey: 'events:mine.title',
        menu: { labelKey: 'nav.items.myEventBookings', icon: IconListDetails, group: 'events' },
      },
      {
        path: PATHS.eventsMyBooking,
        page: page.eventsMyBooking,
        titleKey: 'events:mine.title',
      },
    ],
  },
];
