import { IconChecklist } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  tasksAdmin: areaPage(() => import('../../features/tasks/pages/tasks-page')),
};

/** The staff's tasks (SPEC.md §2 apps/tasks, issue 34 item 5): admins. */
export const tasksAdminRoutes: RouteDef[] = [
  {
    path: 'admin/apps',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.tasksAdmin,
        page: page.tasksAdmin,
        titleKey: 'tasks:title',
        menu: { labelKey: 'nav.items.tasks', icon: IconChecklist, group: 'admin' },
      },
    ],
  },
];
