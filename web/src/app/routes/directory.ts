import { IconAddressBook } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  directory: areaPage(() => import('../../features/directory/pages/directory-page')),
  contactsAdmin: areaPage(() => import('../../features/directory/pages/admin-contacts-page')),
};

/** The members' directory (SPEC.md §2 apps/contacts, issue 34 item 3). */
export const directoryMemberRoutes: RouteDef[] = [
  {
    path: 'apps',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.directory,
        page: page.directory,
        titleKey: 'directory:title',
        menu: { labelKey: 'nav.items.directory', icon: IconAddressBook, group: 'main' },
      },
    ],
  },
];

/** The staff directory: members, staff, suppliers and affiliated clubs (admins). */
export const directoryAdminRoutes: RouteDef[] = [
  {
    path: 'admin/apps',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.contactsAdmin,
        page: page.contactsAdmin,
        titleKey: 'directory:admin.title',
        menu: { labelKey: 'nav.items.contactsAdmin', icon: IconAddressBook, group: 'admin' },
      },
    ],
  },
];
