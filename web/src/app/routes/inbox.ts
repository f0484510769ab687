import { IconMail } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  inbox: areaPage(() => import('../../features/inbox/pages/inbox-page')),
  message: areaPage(() => import('../../features/inbox/pages/inbox-message-page')),
};

export const inboxRoutes: RouteDef[] = [
  {
    // The member's inbox (issue 34 item 4): SPEC.md §7 /apps/mailbox and one message.
    path: 'apps',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.inbox,
        page: page.inbox,
        titleKey: 'inbox:title',
        menu: { labelKey: 'nav.items.inbox', icon: IconMail, group: 'main' },
      },
      { path: PATHS.inboxMessage, page: page.message, titleKey: 'inbox:title' },
    ],
  },
];
