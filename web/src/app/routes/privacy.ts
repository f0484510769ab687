import { IconDatabaseExport, IconDevices } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  sessions: areaPage(() => import('../../features/privacy/pages/sessions-page')),
  myData: areaPage(() => import('../../features/privacy/pages/my-data-page')),
};

/**
 * The account's privacy (issue 35 item 1), in the settings group after Change PIN: the
 * active sessions (members, admins and editors; the event manager's menu keeps its two
 * entries) and the member's download of their data (the member themselves, not staff acting
 * for them).
 */
export const privacyRoutes: RouteDef[] = [
  {
    path: PATHS.sessions,
    layout: 'app',
    roles: [ROLE.member, ROLE.admin, ROLE.editor],
    page: page.sessions,
    titleKey: 'privacy:sessions.title',
    menu: { labelKey: 'nav.items.activeSessions', icon: IconDevices, group: 'settings' },
  },
  {
    path: 'member',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.myData,
        page: page.myData,
        menuKinds: ['member'],
        titleKey: 'privacy:myData.title',
        menu: { labelKey: 'nav.items.myData', icon: IconDatabaseExport, group: 'settings' },
      },
    ],
  },
];
