import { IconMessages } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  mine: areaPage(() => import('../../features/chat/pages/my-chat-page')),
  admin: areaPage(() => import('../../features/chat/pages/chats-admin-page')),
};

/** The member's chat with the office (SPEC.md §7 /apps/chat, issue 34 item 2). */
export const chatMemberRoutes: RouteDef[] = [
  {
    path: 'apps',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.chat,
        page: page.mine,
        titleKey: 'chat:title',
        menu: { labelKey: 'nav.items.chat', icon: IconMessages, group: 'main' },
      },
    ],
  },
];

/** The office's Member chats (admins). */
export const chatAdminRoutes: RouteDef[] = [
  {
    path: 'admin/apps',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.chatsAdmin,
        page: page.admin,
        titleKey: 'chat:admin.title',
        menu: { labelKey: 'nav.items.chatsAdmin', icon: IconMessages, group: 'admin' },
      },
    ],
  },
];
