import { IconBellCog } from '@tabler/icons-react';
import { ROLE, STAFF_ROLES } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  member: areaPage(() => import('../../features/notifications/pages/member-notifications-page')),
  staff: areaPage(() => import('../../features/notifications/pages/staff-notifications-page')),
  prefs: areaPage(() => import('../../features/notifications/pages/notification-prefs-page')),
};

/**
 * Notifications (issue 32): the member's whole bell and their choices (in the settings group,
 * after Change PIN), and a staff user's own whole bell. The bell's "See all" leads to them.
 */
export const notificationRoutes: RouteDef[] = [
  {
    path: 'member',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.memberNotifications,
        page: page.member,
        titleKey: 'notifications:page.title',
      },
      {
        path: PATHS.notificationPrefs,
        page: page.prefs,
        titleKey: 'notifications:prefs.title',
        menu: { labelKey: 'nav.items.notificationPrefs', icon: IconBellCog, group: 'settings' },
      },
    ],
  },
  {
    path: PATHS.staffNotifications,
    layout: 'app',
    roles: [...STAFF_ROLES],
    page: page.staff,
    titleKey: 'notifications:page.title',
  },
];
