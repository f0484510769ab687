import {
  IconBed,
  IconCalendarEvent,
  IconClipboardCheck,
  IconListDetails,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  chambersManageRooms: areaPage(
    () => import('../../features/chambers/pages/admin/manage-rooms-page'),
  ),
  chambersRequests: areaPage(
    () => import('../../features/chambers/pages/admin/reservation-requests-page'),
  ),
  chambersBookingDetail: areaPage(
    () => import('../../features/chambers/pages/admin/booking-detail-page'),
  ),
  chambersBook: areaPage(() => import('../../features/chambers/pages/member/book-chambers-page')),
  chambersMyBookings: areaPage(
    () => import('../../features/chambers/pages/member/my-bookings-page'),
  ),
};

export const chambersAdminRoutes: RouteDef[] = [
  {
    // The Chambers, rooms administration (issue 10): SPEC.md §2 chamber/ paths and labels.
    path: 'admin/chamber',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.chambersManageRooms,
        page: page.chambersManageRooms,
        titleKey: 'chambers:admin.title',
        menu: { labelKey: 'nav.items.chambersRooms', icon: IconBed, group: 'chambers' },
      },
      {
        path: PATHS.chambersRequests,
        page: page.chambersRequests,
        titleKey: 'chambers:requests.title',
        menu: {
          labelKey: 'nav.items.chambersRequests',
          icon: IconClipboardCheck,
          group: 'chambers',
        },
      },
      {
        path: PATHS.chambersBooking,
        page: page.chambersBookingDetail,
        titleKey: 'chambers:requests.title',
      },
    ],
  },
];

export const chambersMemberRoutes: RouteDef[] = [
  {
    // The Chambers, member bookings (issue 10): SPEC.md §2 member/chamber/booking ("Book
    // Chambers") and chamber/myBooking ("My Chamber Bookings"), menu "The Chambers".
    path: 'member/chamber',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.chambersBook,
        page: page.chambersBook,
        titleKey: 'chambers:book.title',
        menu: { labelKey: 'nav.items.chambersBook', icon: IconCalendarEvent, group: 'chambers' },
      },
      {
        path: PATHS.chambersMyBookings,
        page: page.chambersMyBookings,
        titleKey: 'chambers:mine.title',
        menu: {
          labelKey: 'nav.items.chambersMyBookings',
          icon: IconListDetails,
          group: 'chambers',
        },
      },
    ],
  },
];
