import { IconMessages } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  list: areaPage(() => import('../../features/feedback/pages/admin/feedback-list-page')),
  detail: areaPage(() => import('../../features/feedback/pages/admin/feedback-detail-page')),
};

export const feedbackAdminRoutes: RouteDef[] = [
  {
    // The office's feedback (issue 32): SPEC.md §2 admin/feedbacks paths, "Manage Feedbacks".
    path: 'admin/feedbacks',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.feedbacksAdmin,
        page: page.list,
        titleKey: 'feedback-admin:list.title',
        menu: { labelKey: 'nav.items.feedbackAdmin', icon: IconMessages, group: 'admin' },
      },
      {
        path: PATHS.feedbackAdminDetail,
        page: page.detail,
        titleKey: 'feedback-admin:list.title',
      },
    ],
  },
];
