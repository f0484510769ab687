import { IconUserCheck, IconUserCircle } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  profile: areaPage(() => import('../../features/profile/pages/profile-page')),
  approvals: areaPage(() => import('../../features/profile/pages/approvals-page')),
};

/**
 * My Profile (SPEC.md §2 pages/profile, issue 35): members and the staff who have a dashboard
 * (admins, editors); the event manager's menu keeps only their events screen (SPEC.md §1).
 */
export const profileRoutes: RouteDef[] = [
  {
    path: PATHS.profile,
    layout: 'app',
    roles: [ROLE.member, ROLE.admin, ROLE.editor],
    page: page.profile,
    titleKey: 'profile:title',
    menu: { labelKey: 'nav.items.profile', icon: IconUserCircle, group: 'settings' },
  },
];

/** The office's queue of members' profile changes waiting for approval (admins). */
export const profileAdminRoutes: RouteDef[] = [
  {
    path: 'admin',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.profileApprovals,
        page: page.approvals,
        titleKey: 'profile:approvals.title',
        menu: { labelKey: 'nav.items.profileApprovals', icon: IconUserCheck, group: 'admin' },
      },
    ],
  },
];
