import {
  IconAdjustments,
  IconBook2,
  IconBuildingCommunity,
  IconFileText,
  IconNews,
  IconPhoto,
  IconUsersGroup,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  contentPages: areaPage(() => import('../../features/content/pages/admin/pages-admin-page')),
  contentPageEdit: areaPage(() => import('../../features/content/pages/admin/page-edit-page')),
  contentSettings: areaPage(() => import('../../features/settings/pages/settings-admin-page')),
  contentCommittee: areaPage(
    () => import('../../features/content/pages/admin/committee-admin-page'),
  ),
  contentAffiliated: areaPage(
    () => import('../../features/content/pages/admin/affiliated-admin-page'),
  ),
  contentImages: areaPage(() => import('../../features/content/pages/admin/images-admin-page')),
  contentNotices: areaPage(() => import('../../features/content/pages/admin/notices-admin-page')),
  contentMagazine: areaPage(() => import('../../features/content/pages/admin/magazine-admin-page')),
};

export const contentAdminRoutes: RouteDef[] = [
  {
    // Public content management (issue 3): admins and editors.
    path: 'admin/content',
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor],
    children: [
      {
        path: PATHS.contentPages,
        page: page.contentPages,
        titleKey: 'content:admin.pages.title',
        menu: { labelKey: 'nav.items.contentPages', icon: IconFileText, group: 'admin' },
      },
      {
        path: PATHS.contentPageEdit,
        page: page.contentPageEdit,
        titleKey: 'content:admin.pages.title',
      },
      {
        path: PATHS.contentSettings,
        page: page.contentSettings,
        titleKey: 'settings:admin.title',
        menu: { labelKey: 'nav.items.contentSettings', icon: IconAdjustments, group: 'admin' },
      },
      {
        path: PATHS.contentCommittee,
        page: page.contentCommittee,
        titleKey: 'content:admin.committee.title',
        menu: { labelKey: 'nav.items.contentCommittee', icon: IconUsersGroup, group: 'admin' },
      },
      {
        path: PATHS.contentAffiliated,
        page: page.contentAffiliated,
        titleKey: 'content:admin.affiliated.title',
        menu: {
          labelKey: 'nav.items.contentAffiliated',
          icon: IconBuildingCommunity,
          group: 'admin',
        },
      },
      {
        path: PATHS.contentImages,
        page: page.contentImages,
        titleKey: 'content:admin.images.title',
        menu: { labelKey: 'nav.items.contentImages', icon: IconPhoto, group: 'admin' },
      },
      {
        path: PATHS.contentNotices,
        page: page.contentNotices,
        titleKey: 'nav.items.contentNotices',
        menu: { labelKey: 'nav.items.contentNotices', icon: IconNews, group: 'admin' },
      },
      {
        path: PATHS.contentMagazine,
        page: page.contentMagazine,
        titleKey: 'content:admin.magazine.title',
        menu: { labelKey: 'nav.items.contentMagazine', icon: IconBook2, group: 'admin' },
      },
    ],
  },
];
