import { IconSpeakerphone } from '@tabler/icons-react';
import { ROLE, STAFF_ROLES } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  manage: areaPage(() => import('../../features/broadcasts/pages/manage-broadcast-page')),
  member: areaPage(() => import('../../features/broadcasts/pages/member-broadcast-page')),
  staff: areaPage(() => import('../../features/broadcasts/pages/staff-broadcast-page')),
};

/** The office's broadcasts (issue 32): SPEC.md §2 admin/message/managebroadcast, "Manage Broadcast". */
export const broadcastsAdminRoutes: RouteDef[] = [
  {
    path: PATHS.manageBroadcast,
    layout: 'app',
    roles: [ROLE.admin],
    page: page.manage,
    titleKey: 'broadcasts:title',
    menu: { labelKey: 'nav.items.manageBroadcast', icon: IconSpeakerphone, group: 'admin' },
  },
  {
    // Where a staff user reads a broadcast sent to the staff (its notification's link).
    path: PATHS.staffBroadcast,
    layout: 'app',
    roles: [...STAFF_ROLES],
    page: page.staff,
    titleKey: 'broadcasts:title',
  },
];

/** Where a member reads a broadcast sent to them (its notification's and mail's link). */
export const broadcastsMemberRoutes: RouteDef[] = [
  {
    path: PATHS.memberBroadcast,
    layout: 'app',
    roles: [ROLE.member],
    page: page.member,
    titleKey: 'broadcasts:title',
  },
];
